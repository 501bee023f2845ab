import { BOX_STYLES } from '@storefront/catalog';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxPerFile } from '../../testing.ts';
import {
  catalogColors,
  catalogPriceTiers,
  catalogPrintOptions,
  catalogProducts,
  catalogSizes,
} from '../../db/schema.ts';
import { allowedQuantities } from './quantities.ts';
import { CATALOG_PRICE_TIERS, CATALOG_PRODUCTS, SAMPLE_MAX_QUANTITY } from './seed.ts';
import type { ProductSeed } from './seed.ts';
import { normalizeSize } from './sizes.ts';

const sandbox = sandboxPerFile();

/** The per-product tables with a position. */
type PerProductTable = typeof catalogSizes | typeof catalogPrintOptions | typeof catalogColors;

const byKey = <T extends { productKey: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.productKey.localeCompare(b.productKey));

describe('the catalogue migration', () => {
  it('holds exactly the seed products', async () => {
    const rows = await sandbox.db.orm.select().from(catalogProducts);

    expect(byKey(rows)).toEqual(
      byKey(
        CATALOG_PRODUCTS.map((product) => ({
          productKey: product.productKey,
          kind: product.kind,
          boxStyle: product.boxStyle,
          rootProductKey: product.rootProductKey,
          version: product.version,
          referenceId: product.referenceId,
          title: product.title,
          segmentProductCategory: product.segmentProductCategory,
          isEditable: product.isEditable,
          enable2dPreview: product.enable2DPreview,
          nonCustomizable: product.nonCustomizable,
          pricingGridQuantity: product.pricingGridQuantity,
          whitelistedQuantities: product.whitelistedQuantities,
          quantityRules: product.quantityRules,
          maxOrderQuantity: product.maxOrderQuantity,
          mcpSku: product.mcpSku,
          mcpSkuVersion: product.mcpSkuVersion,
          defaultSize: product.defaultSize,
          defaultPrintOption: product.defaultPrintOption,
          defaultColor: product.defaultColor,
        })),
      ),
    );
  });

  it('holds exactly the seed sizes, print options and colours, in order', async () => {
    const inOrder = (table: PerProductTable) =>
      sandbox.db.orm.select().from(table).orderBy(asc(table.productKey), asc(table.position));
    const products = byKey([...CATALOG_PRODUCTS]);
    /** The rows `listOf` each product gives: its key, the item's fields and its position. */
    const rowsOf = (listOf: (product: ProductSeed) => readonly object[]) =>
      products.flatMap((product) =>
        listOf(product).map((item, position) => ({
          productKey: product.productKey,
          ...item,
          position,
        })),
      );

    expect(await inOrder(catalogSizes)).toEqual(rowsOf((product) => product.sizes));
    expect(await inOrder(catalogPrintOptions)).toEqual(
      rowsOf((product) => product.printOptions.map((printOption) => ({ printOption }))),
    );
    expect(await inOrder(catalogColors)).toEqual(rowsOf((product) => product.colors));
  });

  it('holds exactly the seed price tiers', async () => {
    const rows = await sandbox.db.orm.select().from(catalogPriceTiers);
    const key = (tier: {
      productKey: string;
      size: string;
      printOption: string;
      minQuantity: number;
    }) =>
      `${tier.productKey}|${tier.size}|${tier.printOption}|${String(tier.minQuantity).padStart(6, '0')}`;
    const sorted = <T extends Parameters<typeof key>[0]>(tiers: readonly T[]) =>
      [...tiers].sort((a, b) => key(a).localeCompare(key(b)));

    expect(rows).toHaveLength(CATALOG_PRICE_TIERS.length);
    expect(sorted(rows)).toEqual(sorted(CATALOG_PRICE_TIERS));
  });
});

describe('the catalogue seed', () => {
  const boxes = CATALOG_PRODUCTS.filter((product) => product.kind === 'box');
  const samples = CATALOG_PRODUCTS.filter((product) => product.kind === 'sample');

  it('has the seven box styles of @storefront/catalog under their product slugs', () => {
    expect(boxes.map((box) => [box.boxStyle, box.productKey])).toEqual(
      BOX_STYLES.map((style) => [style.id, style.productSlug]),
    );
  });

  it('has the six $1 samples under the sample slugs, each pointing at its box', () => {
    expect(samples).toHaveLength(6);
    expect(samples.map((sample) => [sample.boxStyle, sample.productKey])).toEqual(
      BOX_STYLES.flatMap((style) => (style.sampleSlug ? [[style.id, style.sampleSlug]] : [])),
    );
    for (const sample of samples) {
      const root = boxes.find((box) => box.productKey === sample.rootProductKey);
      expect(root?.boxStyle).toBe(sample.boxStyle);
      expect(sample).toMatchObject({
        whitelistedQuantities: [1],
        maxOrderQuantity: SAMPLE_MAX_QUANTITY,
        nonCustomizable: true,
      });
      for (const size of sample.sizes) expect(root?.sizes.map((s) => s.size)).toContain(size.size);
    }
  });

  it('has the non-customizable insert and service charge', () => {
    for (const key of ['shipping-box-insert', 'service-charge']) {
      expect(CATALOG_PRODUCTS.find((product) => product.productKey === key)).toMatchObject({
        nonCustomizable: true,
        isEditable: false,
      });
    }
  });

  it.each(CATALOG_PRODUCTS.map((product) => [product.productKey, product] as const))(
    '%s: quantities, defaults and sizes are consistent',
    (_key, product) => {
      const allowed = allowedQuantities(product.quantityRules, {
        whitelist: product.whitelistedQuantities,
        limit: product.pricingGridQuantity,
      });
      expect(allowed).toEqual(product.whitelistedQuantities);
      expect(product.pricingGridQuantity).toBe(product.whitelistedQuantities.at(-1));
      expect(product.maxOrderQuantity).toBeGreaterThanOrEqual(product.pricingGridQuantity);
      if (product.defaultSize)
        expect(product.sizes.map((s) => s.size)).toContain(product.defaultSize);
      if (product.defaultPrintOption)
        expect(product.printOptions).toContain(product.defaultPrintOption);
      if (product.defaultColor) {
        expect(product.colors.map((c) => c.color)).toContain(product.defaultColor);
      }
      for (const size of product.sizes) expect(normalizeSize(size.size)).toBe(size.size);
    },
  );

  it('flags exactly one size out of stock: the 10 x 6 x 8 gable box', () => {
    const outOfStock = CATALOG_PRODUCTS.flatMap((product) =>
      product.sizes.filter((size) => !size.inStock).map((size) => [product.productKey, size.size]),
    );
    expect(outOfStock).toEqual([['custom-gable-box', '10 x 6 x 8']]);
  });

  it('prices every size and print option at every whitelisted quantity', () => {
    for (const product of CATALOG_PRODUCTS) {
      const sizes = product.sizes.length ? product.sizes.map((s) => s.size) : [''];
      const prints = product.printOptions.length ? product.printOptions : [''];
      for (const size of sizes) {
        for (const printOption of prints) {
          const breaks = CATALOG_PRICE_TIERS.filter(
            (tier) =>
              tier.productKey === product.productKey &&
              tier.size === size &&
              tier.printOption === printOption,
          ).map((tier) => tier.minQuantity);
          expect(breaks, `${product.productKey} ${size} ${printOption}`).toEqual(
            product.whitelistedQuantities,
          );
        }
      }
    }
  });
});
