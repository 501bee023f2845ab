import { boolean, integer, jsonb, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// Catalogue, price and selector services (`0003-catalog.sql`, seeded from
// `services/catalog/seed.ts`).

/** What a catalogue product is: a printed box, its $1 sample, an accessory or a service. */
export type CatalogProductKind = 'box' | 'sample' | 'accessory' | 'service';

/** A rule of allowed quantities: a literal or a `{ minimum, maximum, increment }` range. */
export type QuantityRuleData = number | { minimum: number; maximum: number; increment: number };

/** Catalogue products with the fields of their product config (spec section 3). */
export const catalogProducts = pgTable('catalog_products', {
  productKey: text('product_key').primaryKey(),
  kind: text('kind').notNull().$type<CatalogProductKind>(),
  /** `BoxStyleId` of `@storefront/catalog`; a sample has its root's; null when not a box. */
  boxStyle: text('box_style'),
  /** The product a sample is a sample of. */
  rootProductKey: text('root_product_key').references(
    (): AnyPgColumn => catalogProducts.productKey,
  ),
  /** Current version; versions 1 to this one are known. */
  version: integer('version').notNull(),
  referenceId: text('reference_id').notNull().unique(),
  title: text('title').notNull(),
  segmentProductCategory: text('segment_product_category').notNull(),
  isEditable: boolean('is_editable').notNull(),
  enable2dPreview: boolean('enable_2d_preview').notNull(),
  nonCustomizable: boolean('non_customizable').notNull(),
  pricingGridQuantity: integer('pricing_grid_quantity').notNull(),
  whitelistedQuantities: integer('whitelisted_quantities').array().notNull(),
  quantityRules: jsonb('quantity_rules').notNull().$type<QuantityRuleData[]>(),
  maxOrderQuantity: integer('max_order_quantity').notNull(),
  mcpSku: text('mcp_sku').notNull(),
  mcpSkuVersion: integer('mcp_sku_version').notNull(),
  defaultSize: text('default_size'),
  defaultPrintOption: text('default_print_option'),
  defaultColor: text('default_color'),
});

/** The `product_key` of a per-product row, deleted with its product. */
const ownedByProduct = () =>
  text('product_key')
    .notNull()
    .references(() => catalogProducts.productKey, { onDelete: 'cascade' });

/** Preset sizes per product: inside length, width and depth in inches. */
export const catalogSizes = pgTable(
  'catalog_sizes',
  {
    productKey: ownedByProduct(),
    /** `L x W x D`, e.g. `9 x 6 x 3`. */
    size: text('size').notNull(),
    length: numeric('length', { mode: 'number' }).notNull(),
    width: numeric('width', { mode: 'number' }).notNull(),
    depth: numeric('depth', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
    inStock: boolean('in_stock').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.productKey, table.size] })],
);

/** Print options per product. */
export const catalogPrintOptions = pgTable(
  'catalog_print_options',
  {
    productKey: ownedByProduct(),
    printOption: text('print_option').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productKey, table.printOption] })],
);

/** Board colours per product and what each adds to the unit price. */
export const catalogColors = pgTable(
  'catalog_colors',
  {
    productKey: ownedByProduct(),
    color: text('color').notNull(),
    unitSurchargeCents: integer('unit_surcharge_cents').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productKey, table.color] })],
);

/**
 * Price breaks: from `min_quantity` on, one box of that size and print option costs
 * `unit_cent_amount` cents (before the colour surcharge). `size` and `print_option` are empty
 * for products without that attribute.
 */
export const catalogPriceTiers = pgTable(
  'catalog_price_tiers',
  {
    productKey: ownedByProduct(),
    size: text('size').notNull(),
    printOption: text('print_option').notNull(),
    minQuantity: integer('min_quantity').notNull(),
    unitCentAmount: integer('unit_cent_amount').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.productKey, table.size, table.printOption, table.minQuantity],
    }),
  ],
);
