import type { BoxStyleId } from '@storefront/catalog';
import type { QuantityRule } from '@storefront/pricing';
import type { CatalogProductKind } from '../../db/schema.ts';
import type { BoardColor, PrintOption } from './attributes.ts';
import { BOX_STYLE_TABLE } from './box-style-table.ts';
import { boxUnitCents, insertUnitCents } from './pricing-model.ts';
import { formatSize } from './sizes.ts';
import type { BoxDimensions } from './sizes.ts';

// The catalogue the sandbox serves, as typed data. `0003-catalog.sql` inserts exactly this
// (rendered by `seed-sql.ts`; `seed.test.ts` compares the database with it), and the tests loop
// over it.

/** One preset size of a product. */
export interface SizeSeed extends BoxDimensions {
  /** `L x W x D`, the value of the Size attribute. */
  size: string;
  /** False for a size the warehouse has run out of (availability answers false). */
  inStock: boolean;
}

/** One board colour of a product and what it adds to the unit price. */
export interface ColorSeed {
  color: BoardColor;
  unitSurchargeCents: number;
}

/** One price break: from `minQuantity` boxes on, each costs `unitCentAmount` cents. */
export interface PriceTierSeed {
  productKey: string;
  /** Empty for a product without sizes. */
  size: string;
  /** Empty for a product without print options. */
  printOption: string;
  minQuantity: number;
  unitCentAmount: number;
}

/** One catalogue product with its attributes. */
export interface ProductSeed {
  productKey: string;
  kind: CatalogProductKind;
  /** The box style (a sample has its root's), null for products that are not boxes. */
  boxStyle: BoxStyleId | null;
  /** The full product a sample is a sample of; null for root products. */
  rootProductKey: string | null;
  /** Current product version; versions 1 to this one are known. */
  version: number;
  referenceId: string;
  title: string;
  segmentProductCategory: string;
  isEditable: boolean;
  enable2DPreview: boolean;
  nonCustomizable: boolean;
  /** Quantity rules of the Quantity attribute (literals and ranges). */
  quantityRules: QuantityRule[];
  /** The quantities offered (and the price breaks), ascending. */
  whitelistedQuantities: number[];
  /** The largest quantity of the pricing grid. */
  pricingGridQuantity: number;
  /** The most boxes one order line can get (availability answers false above). */
  maxOrderQuantity: number;
  mcpSku: string;
  mcpSkuVersion: number;
  sizes: SizeSeed[];
  printOptions: PrintOption[];
  colors: ColorSeed[];
  defaultSize: string | null;
  defaultPrintOption: PrintOption | null;
  defaultColor: BoardColor | null;
}

const ALL_PRINT: PrintOption[] = [
  'Outside only 1 colour',
  'Outside full colour',
  'Outside + inside full colour',
];
const OUTSIDE_PRINT: PrintOption[] = ['Outside only 1 colour', 'Outside full colour'];

function sizes(list: Array<[number, number, number]>, outOfStock: string[] = []): SizeSeed[] {
  return list.map(([length, width, depth]) => {
    const size = formatSize({ length, width, depth });
    return { size, length, width, depth, inStock: !outOfStock.includes(size) };
  });
}

const kraftAndWhite = (whiteSurchargeCents: number): ColorSeed[] => [
  { color: 'Kraft', unitSurchargeCents: 0 },
  { color: 'White', unitSurchargeCents: whiteSurchargeCents },
];

const SMALL_RUNS = [1, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000];
const FROM_TEN = [10, 25, 50, 100, 250, 500, 1000, 2500, 5000];
const FROM_25 = [25, 50, 100, 250, 500, 1000, 2500, 5000];

/** A printed box: its keys from the box style table, and its facts. */
interface BoxInput extends BoxFacts {
  productKey: string;
  boxStyle: BoxStyleId;
  sampleKey: string | null;
}

/** What the catalogue knows of a printed box beyond the box style table. */
interface BoxFacts {
  version: number;
  title: string;
  segmentProductCategory: string;
  enable2DPreview: boolean;
  quantityRules: QuantityRule[];
  whitelistedQuantities: number[];
  maxOrderQuantity: number;
  mcpSku: string;
  mcpSkuVersion: number;
  sizes: SizeSeed[];
  printOptions: PrintOption[];
  colors: ColorSeed[];
  defaultSize: string;
  /** Sizes the $1 sample comes in; none when the style has no sample. */
  sampleSizes: string[];
  sampleTitle: string;
}

const BOX_FACTS: Record<BoxStyleId, BoxFacts> = {
  displayMailer: {
    version: 3,
    title: 'Custom Mailer Box',
    segmentProductCategory: 'Mailer Boxes',
    enable2DPreview: true,
    quantityRules: [1, { minimum: 10, maximum: 10000, increment: 5 }],
    whitelistedQuantities: SMALL_RUNS,
    maxOrderQuantity: 10000,
    mcpSku: 'CIM-MLR-DSP',
    mcpSkuVersion: 7,
    sizes: sizes([
      [6, 4, 2],
      [8, 6, 2],
      [9, 6, 3],
      [10, 8, 4],
      [12, 9, 4],
      [14, 10, 4],
    ]),
    printOptions: ALL_PRINT,
    colors: kraftAndWhite(12),
    defaultSize: '9 x 6 x 3',
    sampleTitle: 'Mailer Box Sample',
    sampleSizes: ['9 x 6 x 3', '12 x 9 x 4'],
  },
  shipper: {
    version: 2,
    title: 'Custom Shipping Box',
    segmentProductCategory: 'Shipping Boxes',
    enable2DPreview: true,
    quantityRules: [{ minimum: 10, maximum: 20000, increment: 5 }],
    whitelistedQuantities: [...FROM_TEN, 10000],
    maxOrderQuantity: 20000,
    mcpSku: 'CIM-SHP-RSC',
    mcpSkuVersion: 5,
    sizes: sizes([
      [6, 6, 6],
      [8, 8, 8],
      [10, 8, 6],
      [12, 12, 12],
      [16, 12, 8],
      [18, 18, 18],
    ]),
    printOptions: ALL_PRINT,
    colors: kraftAndWhite(18),
    defaultSize: '10 x 8 x 6',
    sampleTitle: 'Shipping Box Sample',
    sampleSizes: ['10 x 8 x 6', '12 x 12 x 12'],
  },
  giftMailer: {
    version: 2,
    title: 'Custom Gift Mailer Box',
    segmentProductCategory: 'Gift Boxes',
    enable2DPreview: true,
    quantityRules: [{ minimum: 10, maximum: 5000, increment: 5 }],
    whitelistedQuantities: [10, 25, 50, 100, 250, 500, 1000, 2500],
    maxOrderQuantity: 5000,
    mcpSku: 'CIM-MLR-GFT',
    mcpSkuVersion: 3,
    sizes: sizes([
      [8, 8, 3],
      [10, 10, 4],
      [12, 10, 4],
      [14, 10, 5],
    ]),
    printOptions: ALL_PRINT,
    colors: kraftAndWhite(15),
    defaultSize: '10 x 10 x 4',
    sampleTitle: 'Gift Mailer Box Sample',
    sampleSizes: ['10 x 10 x 4'],
  },
  squareMailer: {
    version: 2,
    title: 'Custom Square Mailer Box',
    segmentProductCategory: 'Mailer Boxes',
    enable2DPreview: true,
    quantityRules: [1, { minimum: 10, maximum: 10000, increment: 5 }],
    whitelistedQuantities: SMALL_RUNS,
    maxOrderQuantity: 10000,
    mcpSku: 'CIM-MLR-SQR',
    mcpSkuVersion: 4,
    sizes: sizes([
      [6, 6, 3],
      [8, 8, 4],
      [10, 10, 4],
      [12, 12, 4],
    ]),
    printOptions: ALL_PRINT,
    colors: kraftAndWhite(12),
    defaultSize: '8 x 8 x 4',
    sampleTitle: 'Square Mailer Box Sample',
    sampleSizes: ['8 x 8 x 4'],
  },
  gableBox: {
    version: 1,
    title: 'Custom Gable Box',
    segmentProductCategory: 'Specialty Boxes',
    enable2DPreview: false,
    quantityRules: [{ minimum: 50, maximum: 7500, increment: 50 }],
    whitelistedQuantities: [50, 100, 250, 500, 1000, 2500, 5000],
    maxOrderQuantity: 7500,
    mcpSku: 'CIM-GBL-HDL',
    mcpSkuVersion: 2,
    sizes: sizes(
      [
        [6, 4, 6],
        [8, 4, 8],
        [10, 6, 8],
        [12, 6, 10],
      ],
      ['10 x 6 x 8'],
    ),
    printOptions: OUTSIDE_PRINT,
    // Food-safe bleached board only.
    colors: [{ color: 'White', unitSurchargeCents: 0 }],
    defaultSize: '8 x 4 x 8',
    sampleTitle: 'Gable Box Sample',
    sampleSizes: ['8 x 4 x 8'],
  },
  endOpenMailer: {
    version: 1,
    title: 'Custom End Open Mailer Box',
    segmentProductCategory: 'Mailer Boxes',
    enable2DPreview: true,
    quantityRules: [{ minimum: 25, maximum: 10000, increment: 25 }],
    whitelistedQuantities: FROM_25,
    maxOrderQuantity: 10000,
    mcpSku: 'CIM-MLR-EOM',
    mcpSkuVersion: 1,
    sizes: sizes([
      [9, 6, 1],
      [12, 9, 2],
      [15, 11, 2],
      [18, 12, 3],
    ]),
    printOptions: OUTSIDE_PRINT,
    colors: kraftAndWhite(10),
    defaultSize: '12 x 9 x 2',
    sampleTitle: '',
    sampleSizes: [],
  },
  documentMailer: {
    version: 2,
    title: 'Custom Document Mailer Box',
    segmentProductCategory: 'Mailer Boxes',
    enable2DPreview: true,
    quantityRules: [{ minimum: 25, maximum: 10000, increment: 25 }],
    whitelistedQuantities: FROM_25,
    maxOrderQuantity: 10000,
    mcpSku: 'CIM-MLR-DOC',
    mcpSkuVersion: 3,
    sizes: sizes([
      [9.5, 6.5, 0.5],
      [12.5, 9.5, 1],
      [13, 10, 1.5],
      [15.5, 12, 1],
    ]),
    printOptions: OUTSIDE_PRINT,
    colors: kraftAndWhite(8),
    defaultSize: '12.5 x 9.5 x 1',
    sampleTitle: 'Document Mailer Box Sample',
    sampleSizes: ['12.5 x 9.5 x 1'],
  },
};

/** The printed boxes: each row of the box style table with its facts. */
const BOXES: BoxInput[] = BOX_STYLE_TABLE.map((style) => ({
  ...BOX_FACTS[style.id],
  productKey: style.productKey,
  boxStyle: style.id,
  sampleKey: style.sampleKey,
}));

function boxProduct(box: BoxInput): ProductSeed {
  return {
    productKey: box.productKey,
    kind: 'box',
    boxStyle: box.boxStyle,
    rootProductKey: null,
    version: box.version,
    referenceId: `pcfg-${box.productKey}`,
    title: box.title,
    segmentProductCategory: box.segmentProductCategory,
    isEditable: true,
    enable2DPreview: box.enable2DPreview,
    nonCustomizable: false,
    quantityRules: box.quantityRules,
    whitelistedQuantities: box.whitelistedQuantities,
    pricingGridQuantity: box.whitelistedQuantities.at(-1) ?? 1,
    maxOrderQuantity: box.maxOrderQuantity,
    mcpSku: box.mcpSku,
    mcpSkuVersion: box.mcpSkuVersion,
    sizes: box.sizes,
    printOptions: box.printOptions,
    colors: box.colors,
    defaultSize: box.defaultSize,
    defaultPrintOption: 'Outside full colour',
    defaultColor: box.colors[0]?.color ?? null,
  };
}

/** The price of a $1 sample box, in cents. */
export const SAMPLE_UNIT_CENTS = 100;

/** The most $1 samples one customer may have (spec §2 and §9). */
export const SAMPLE_MAX_QUANTITY = 3;

/**
 * A $1 sample: the style's board and construction in its standard size(s), unprinted (so no
 * print options, like the insert), in the board colours of the style, one box at a time.
 * Everything a sample card or sample page says about it comes from here (`sample-facts.ts`).
 */
function sampleProduct(box: BoxInput, sampleKey: string): ProductSeed {
  return {
    productKey: sampleKey,
    kind: 'sample',
    boxStyle: box.boxStyle,
    rootProductKey: box.productKey,
    version: 1,
    referenceId: `pcfg-${sampleKey}`,
    title: box.sampleTitle,
    segmentProductCategory: 'Sample Boxes',
    isEditable: false,
    enable2DPreview: false,
    nonCustomizable: true,
    quantityRules: [1],
    whitelistedQuantities: [1],
    pricingGridQuantity: 1,
    maxOrderQuantity: SAMPLE_MAX_QUANTITY,
    mcpSku: `${box.mcpSku}-SMP`,
    mcpSkuVersion: 1,
    sizes: box.sizes
      .filter((size) => box.sampleSizes.includes(size.size))
      .map((size) => ({ ...size, inStock: true })),
    printOptions: [],
    colors: box.colors.map((color) => ({ ...color, unitSurchargeCents: 0 })),
    defaultSize: box.sampleSizes[0] ?? null,
    defaultPrintOption: null,
    defaultColor: box.colors[0]?.color ?? null,
  };
}

const shipper = BOXES.find((box) => box.boxStyle === 'shipper');

const SHIPPING_BOX_INSERT: ProductSeed = {
  productKey: 'shipping-box-insert',
  kind: 'accessory',
  boxStyle: null,
  rootProductKey: null,
  version: 1,
  referenceId: 'pcfg-shipping-box-insert',
  title: 'Shipping Box Insert',
  segmentProductCategory: 'Accessories',
  isEditable: false,
  enable2DPreview: false,
  nonCustomizable: true,
  quantityRules: [{ minimum: 10, maximum: 20000, increment: 5 }],
  whitelistedQuantities: FROM_TEN,
  pricingGridQuantity: 5000,
  maxOrderQuantity: 20000,
  mcpSku: 'CIM-ACC-INS',
  mcpSkuVersion: 2,
  // An unprinted pad for each shipper size.
  sizes: shipper?.sizes ?? [],
  printOptions: [],
  colors: [{ color: 'Kraft', unitSurchargeCents: 0 }],
  defaultSize: shipper?.defaultSize ?? null,
  defaultPrintOption: null,
  defaultColor: 'Kraft',
};

/** The service charge's flat price per unit, in cents. */
export const SERVICE_CHARGE_CENTS = 2500;

const SERVICE_CHARGE: ProductSeed = {
  productKey: 'service-charge',
  kind: 'service',
  boxStyle: null,
  rootProductKey: null,
  version: 1,
  referenceId: 'pcfg-service-charge',
  title: 'Service Charge',
  segmentProductCategory: 'Services',
  isEditable: false,
  enable2DPreview: false,
  nonCustomizable: true,
  quantityRules: [1],
  whitelistedQuantities: [1],
  pricingGridQuantity: 1,
  maxOrderQuantity: 1,
  mcpSku: 'CIM-SVC-CHG',
  mcpSkuVersion: 1,
  sizes: [],
  printOptions: [],
  colors: [],
  defaultSize: null,
  defaultPrintOption: null,
  defaultColor: null,
};

/** Every product of the catalogue: the seven boxes, six samples, the insert and the charge. */
export const CATALOG_PRODUCTS: readonly ProductSeed[] = [
  ...BOXES.map(boxProduct),
  ...BOXES.flatMap((box) => (box.sampleKey ? [sampleProduct(box, box.sampleKey)] : [])),
  SHIPPING_BOX_INSERT,
  SERVICE_CHARGE,
];

function tiersOf(product: ProductSeed): PriceTierSeed[] {
  const tier = (size: string, printOption: string, minQuantity: number, unit: number) => ({
    productKey: product.productKey,
    size,
    printOption,
    minQuantity,
    unitCentAmount: unit,
  });
  const { boxStyle } = product;
  switch (product.kind) {
    case 'box':
      if (!boxStyle) throw new Error(`${product.productKey} has no box style`);
      return product.sizes.flatMap((size) =>
        product.printOptions.flatMap((printOption) =>
          product.whitelistedQuantities.map((quantity) =>
            tier(
              size.size,
              printOption,
              quantity,
              boxUnitCents(boxStyle, size, printOption, quantity),
            ),
          ),
        ),
      );
    case 'sample':
      // Unprinted: one price per size, under the empty print option.
      return product.sizes.map((size) => tier(size.size, '', 1, SAMPLE_UNIT_CENTS));
    case 'accessory':
      return product.sizes.flatMap((size) =>
        product.whitelistedQuantities.map((quantity) =>
          tier(size.size, '', quantity, insertUnitCents(size, quantity)),
        ),
      );
    case 'service':
      return [tier('', '', 1, SERVICE_CHARGE_CENTS)];
  }
}

/** Every price break of every product, size and print option. */
export const CATALOG_PRICE_TIERS: readonly PriceTierSeed[] = CATALOG_PRODUCTS.flatMap(tiersOf);
