import { and, asc, eq } from 'drizzle-orm';
import type { SandboxOrm } from '../../db/database.ts';
import {
  catalogColors,
  catalogPriceTiers,
  catalogPrintOptions,
  catalogProducts,
  catalogSizes,
} from '../../db/schema.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import { matchKey } from './attributes.ts';
import { allowedQuantities } from './quantities.ts';
import { normalizeSize } from './sizes.ts';

type Db = { orm: SandboxOrm };

type CatalogProductRow = typeof catalogProducts.$inferSelect;

/** A catalogue product as stored, with its sizes, print options and colours in order. */
export interface CatalogProduct extends CatalogProductRow {
  sizes: CatalogSize[];
  printOptions: string[];
  colors: CatalogColor[];
}

/** One preset size of a product. */
export type CatalogSize = Omit<typeof catalogSizes.$inferSelect, 'productKey' | 'position'>;

/** One board colour of a product. */
export type CatalogColor = Omit<typeof catalogColors.$inferSelect, 'productKey' | 'position'>;

/** One price break of a product, size and print option. */
export type CatalogPriceTier = Pick<
  typeof catalogPriceTiers.$inferSelect,
  'minQuantity' | 'unitCentAmount'
>;

/**
 * A product by its key (the products service's `productId` is the same key), or `undefined`.
 *
 * @example
 * ```ts
 * const mailer = await findProduct(context.db, 'custom-mailer-box');
 * mailer?.sizes.map((size) => size.size); // ['6 x 4 x 2', '8 x 6 x 2', …]
 * ```
 */
export async function findProduct(db: Db, productKey: string): Promise<CatalogProduct | undefined> {
  const [row] = await db.orm
    .select()
    .from(catalogProducts)
    .where(eq(catalogProducts.productKey, productKey));
  if (!row) return undefined;
  const [sizes, printOptions, colors] = await Promise.all([
    db.orm
      .select({
        size: catalogSizes.size,
        length: catalogSizes.length,
        width: catalogSizes.width,
        depth: catalogSizes.depth,
        inStock: catalogSizes.inStock,
      })
      .from(catalogSizes)
      .where(eq(catalogSizes.productKey, productKey))
      .orderBy(asc(catalogSizes.position)),
    db.orm
      .select({ printOption: catalogPrintOptions.printOption })
      .from(catalogPrintOptions)
      .where(eq(catalogPrintOptions.productKey, productKey))
      .orderBy(asc(catalogPrintOptions.position)),
    db.orm
      .select({ color: catalogColors.color, unitSurchargeCents: catalogColors.unitSurchargeCents })
      .from(catalogColors)
      .where(eq(catalogColors.productKey, productKey))
      .orderBy(asc(catalogColors.position)),
  ]);
  return {
    ...row,
    sizes,
    printOptions: printOptions.map((option) => option.printOption),
    colors,
  };
}

/**
 * The product `productKey`, or the error `unknown()` when the catalogue has none: each API
 * answers an unknown product in its own words (404 `ProductNotFound`, 400 `UnknownProduct`, …).
 *
 * @example
 * ```ts
 * const product = await requireProduct(db, key, () => new SandboxHttpError(404, 'PriceNotFound', message));
 * ```
 */
export async function requireProduct(
  db: Db,
  productKey: string,
  unknown: () => Error,
): Promise<CatalogProduct> {
  const product = await findProduct(db, productKey);
  if (!product) throw unknown();
  return product;
}

/** The $1 sample product of the product `productKey`, or `undefined` when it has none. */
export async function findSampleOf(
  db: Db,
  productKey: string,
): Promise<CatalogProduct | undefined> {
  const [row] = await db.orm
    .select({ productKey: catalogProducts.productKey })
    .from(catalogProducts)
    .where(and(eq(catalogProducts.rootProductKey, productKey), eq(catalogProducts.kind, 'sample')))
    .orderBy(asc(catalogProducts.productKey))
    .limit(1);
  return row && findProduct(db, row.productKey);
}

/** The price breaks of a product, size and print option (empty texts when it has none), ascending. */
export async function findPriceTiers(
  db: Db,
  productKey: string,
  size: string,
  printOption: string,
): Promise<CatalogPriceTier[]> {
  return db.orm
    .select({
      minQuantity: catalogPriceTiers.minQuantity,
      unitCentAmount: catalogPriceTiers.unitCentAmount,
    })
    .from(catalogPriceTiers)
    .where(
      and(
        eq(catalogPriceTiers.productKey, productKey),
        eq(catalogPriceTiers.size, size),
        eq(catalogPriceTiers.printOption, printOption),
      ),
    )
    .orderBy(asc(catalogPriceTiers.minQuantity));
}

/**
 * The product's version named by a path, checked: a whole number from 1 up to the current
 * version. Older versions answer with today's data (the sandbox keeps one copy per product).
 *
 * @throws {SandboxHttpError} 404 `ProductNotFound` or `ProductVersionNotFound`.
 */
export async function requireProductVersion(
  db: Db,
  productId: string,
  version: number,
): Promise<CatalogProduct> {
  const product = await requireProduct(
    db,
    productId,
    () => new SandboxHttpError(404, 'ProductNotFound', `There is no product ${productId}`),
  );
  if (version > product.version) {
    throw new SandboxHttpError(
      404,
      'ProductVersionNotFound',
      `Product ${productId} has no version ${version} (the latest is ${product.version})`,
    );
  }
  return product;
}

/** The preset size a text names (any spelling `parseSize` reads), or `undefined`. */
export function findSize(product: CatalogProduct, text: string): CatalogSize | undefined {
  const size = normalizeSize(text);
  return product.sizes.find((candidate) => candidate.size === size);
}

/** The print option a text names (any case, "color" or "colour"), or `undefined`. */
export function findPrintOption(product: CatalogProduct, text: string): string | undefined {
  return product.printOptions.find((option) => matchKey(option) === matchKey(text));
}

/** The board colour a text names (any case), or `undefined`. */
export function findColor(product: CatalogProduct, text: string): CatalogColor | undefined {
  return product.colors.find((color) => matchKey(color.color) === matchKey(text));
}

/** The attributes a request may name, spelled as the catalogue spells them (a line's keys). */
export type SelectionLabel = 'Size' | 'Print Options' | 'Color';

/** Why {@link pickAttributes} refused an attribute: the product has none, or not that one. */
export type AttributeRefusal = 'notOffered' | 'unknown';

/** The size, print option and colour picked for a product; `null` where it has none. */
export interface PickedAttributes {
  size: CatalogSize | null;
  printOption: string | null;
  color: CatalogColor | null;
}

/**
 * Picks each attribute of `product`: the requested one (which must exist), else the product's
 * default. A product without the attribute takes no value (an empty key in the price tiers);
 * asking for one it has not is refused with the error `refuse` makes, as is an unknown value.
 *
 * @example
 * ```ts
 * const { size, printOption, color } = pickAttributes(product, { Size: '9x6x3' }, () => priceNotFound());
 * ```
 */
export function pickAttributes(
  product: CatalogProduct,
  requested: Partial<Record<SelectionLabel, string>>,
  refuse: (label: SelectionLabel, why: AttributeRefusal) => Error,
): PickedAttributes {
  const pick = <Value>(
    label: SelectionLabel,
    offered: readonly unknown[],
    find: (text: string) => Value | undefined,
    fallback: string | null,
  ): Value | null => {
    const wanted = requested[label];
    if (offered.length === 0) {
      if (wanted !== undefined) throw refuse(label, 'notOffered');
      return null;
    }
    const value = find(wanted ?? fallback ?? '');
    if (value === undefined) throw refuse(label, 'unknown');
    return value;
  };
  return {
    size: pick('Size', product.sizes, (text) => findSize(product, text), product.defaultSize),
    printOption: pick(
      'Print Options',
      product.printOptions,
      (text) => findPrintOption(product, text),
      product.defaultPrintOption,
    ),
    color: pick('Color', product.colors, (text) => findColor(product, text), product.defaultColor),
  };
}

/** The quantities a shopper may choose for the product: the whitelist, kept where a rule allows. */
export function productQuantities(product: CatalogProduct): number[] {
  return allowedQuantities(product.quantityRules, {
    whitelist: product.whitelistedQuantities,
    limit: product.pricingGridQuantity,
  });
}
