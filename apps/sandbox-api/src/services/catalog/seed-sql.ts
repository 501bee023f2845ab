import { fileURLToPath } from 'node:url';
import { CATALOG_PRICE_TIERS, CATALOG_PRODUCTS } from './seed.ts';
import type { PriceTierSeed, ProductSeed } from './seed.ts';

// Renders the catalogue seed as SQL inserts. `0003-catalog.sql` holds its output; a change to
// the seed goes into a new migration (applied migrations cannot change), e.g.
//   npx tsx apps/sandbox-api/src/services/catalog/seed-sql.ts > new-inserts.sql
// after a `delete from catalog_products;` (the other catalogue tables cascade).

/** A value already written as SQL (an array or a cast), inserted as it is. */
interface SqlText {
  sql: string;
}

type SqlValue = string | number | boolean | null | SqlText;

function literal(value: SqlValue): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  if (typeof value === 'object') return value.sql;
  return String(value);
}

function insert(table: string, columns: string[], rows: SqlValue[][]): string {
  if (rows.length === 0) return '';
  const values = rows.map((row) => `  (${row.map(literal).join(', ')})`).join(',\n');
  return `insert into ${table} (${columns.join(', ')}) values\n${values};\n`;
}

function productRow(product: ProductSeed): SqlValue[] {
  return [
    product.productKey,
    product.kind,
    product.boxStyle,
    product.rootProductKey,
    product.version,
    product.referenceId,
    product.title,
    product.segmentProductCategory,
    product.isEditable,
    product.enable2DPreview,
    product.nonCustomizable,
    product.pricingGridQuantity,
    { sql: `'{${product.whitelistedQuantities.join(',')}}'` },
    { sql: `${literal(JSON.stringify(product.quantityRules))}::jsonb` },
    product.maxOrderQuantity,
    product.mcpSku,
    product.mcpSkuVersion,
    product.defaultSize,
    product.defaultPrintOption,
    product.defaultColor,
  ];
}

function tierRow(tier: PriceTierSeed): SqlValue[] {
  return [tier.productKey, tier.size, tier.printOption, tier.minQuantity, tier.unitCentAmount];
}

/**
 * The inserts that put {@link CATALOG_PRODUCTS} and {@link CATALOG_PRICE_TIERS} into the
 * catalogue tables, roots before the samples that reference them.
 *
 * @example
 * ```ts
 * await db.exec(catalogSeedSql());
 * ```
 */
export function catalogSeedSql(
  products: readonly ProductSeed[] = CATALOG_PRODUCTS,
  tiers: readonly PriceTierSeed[] = CATALOG_PRICE_TIERS,
): string {
  const ordered = [
    ...products.filter((product) => product.rootProductKey === null),
    ...products.filter((product) => product.rootProductKey !== null),
  ];
  return [
    insert(
      'catalog_products',
      [
        'product_key',
        'kind',
        'box_style',
        'root_product_key',
        'version',
        'reference_id',
        'title',
        'segment_product_category',
        'is_editable',
        'enable_2d_preview',
        'non_customizable',
        'pricing_grid_quantity',
        'whitelisted_quantities',
        'quantity_rules',
        'max_order_quantity',
        'mcp_sku',
        'mcp_sku_version',
        'default_size',
        'default_print_option',
        'default_color',
      ],
      ordered.map(productRow),
    ),
    insert(
      'catalog_sizes',
      ['product_key', 'size', 'length', 'width', 'depth', 'position', 'in_stock'],
      ordered.flatMap((product) =>
        product.sizes.map((size, position) => [
          product.productKey,
          size.size,
          size.length,
          size.width,
          size.depth,
          position,
          size.inStock,
        ]),
      ),
    ),
    insert(
      'catalog_print_options',
      ['product_key', 'print_option', 'position'],
      ordered.flatMap((product) =>
        product.printOptions.map((printOption, position) => [
          product.productKey,
          printOption,
          position,
        ]),
      ),
    ),
    insert(
      'catalog_colors',
      ['product_key', 'color', 'unit_surcharge_cents', 'position'],
      ordered.flatMap((product) =>
        product.colors.map((color, position) => [
          product.productKey,
          color.color,
          color.unitSurchargeCents,
          position,
        ]),
      ),
    ),
    insert(
      'catalog_price_tiers',
      ['product_key', 'size', 'print_option', 'min_quantity', 'unit_cent_amount'],
      tiers.map(tierRow),
    ),
  ]
    .filter(Boolean)
    .join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(catalogSeedSql());
}
