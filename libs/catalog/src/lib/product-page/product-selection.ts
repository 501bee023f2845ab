import type { ProductConfig } from '../api/get-product-config';

/**
 * The product attribute keys of the spec (§3), spelled as the selector service and the cart
 * spell them.
 *
 * @example
 * PRODUCT_ATTRIBUTE_KEYS.includes('Print Options'); // true
 */
export const PRODUCT_ATTRIBUTE_KEYS = [
  'Quantity',
  'Size',
  'Width',
  'Height',
  'Depth',
  'Print Options',
  'Logo Repeat Length',
  'Color',
] as const;

/**
 * One product attribute key.
 *
 * @example
 * const key: ProductAttributeKey = 'Color';
 */
export type ProductAttributeKey = (typeof PRODUCT_ATTRIBUTE_KEYS)[number];

/**
 * A shopper's choice of attributes, under the spec's attribute keys. Quantity is mandatory
 * (spec §5); Width, Height and Depth are the inches of the chosen Size.
 *
 * @example
 * const attributes: ProductAttributes = {
 *   Quantity: 250,
 *   Size: '9 x 6 x 3',
 *   Width: 9,
 *   Height: 6,
 *   Depth: 3,
 *   'Print Options': 'Outside full colour',
 *   Color: 'Kraft',
 * };
 */
export interface ProductAttributes {
  Quantity: number;
  Size?: string;
  Width?: number;
  Height?: number;
  Depth?: number;
  'Print Options'?: string;
  'Logo Repeat Length'?: number;
  Color?: string;
}

/**
 * What a product page hands on (`onGetStarted`, `onAddSample`, share links): the product and
 * the chosen attributes.
 *
 * @example
 * const selection: ProductSelection = { productKey: 'custom-gable-box', attributes: { Quantity: 50, Size: '8 x 4 x 8' } };
 */
export interface ProductSelection {
  productKey: string;
  attributes: ProductAttributes;
}

/**
 * The options a shopper picked on a product page (`null` where the product has none).
 *
 * @example
 * const choice: OptionChoice = { size: '9 x 6 x 3', printOption: 'Outside full colour', color: 'Kraft' };
 */
export interface OptionChoice {
  size: string | null;
  printOption: string | null;
  color: string | null;
}

/**
 * The selection of a product config, options and quantity: the Size with its Width, Height
 * and Depth from the config, the print option and colour, and the quantity. Options the
 * product does not have are left out.
 *
 * @example
 * buildSelection(config, { size: '9 x 6 x 3', printOption: 'Outside full colour', color: 'Kraft' }, 250);
 * // { productKey: 'custom-mailer-box', attributes: { Quantity: 250, Size: '9 x 6 x 3', Width: 9, Height: 6, Depth: 3, … } }
 */
export function buildSelection(
  config: Pick<ProductConfig, 'productKey' | 'attributes'>,
  choice: OptionChoice,
  quantity: number,
): ProductSelection {
  const attributes: ProductAttributes = { Quantity: quantity };
  if (choice.size !== null) {
    attributes.Size = choice.size;
    const size = config.attributes.Size?.sizes.find((candidate) => candidate.size === choice.size);
    if (size) {
      attributes.Width = size.Width;
      attributes.Height = size.Height;
      attributes.Depth = size.Depth;
    }
  }
  if (choice.printOption !== null) attributes['Print Options'] = choice.printOption;
  if (choice.color !== null) attributes.Color = choice.color;
  return { productKey: config.productKey, attributes };
}

/**
 * The attributes as query parameters or a share link's `selection` (every value a string
 * or number, keys in the spec's order, absent ones left out).
 *
 * @example
 * selectionRecord({ Quantity: 50, Size: '8 x 4 x 8' }); // { Quantity: 50, Size: '8 x 4 x 8' }
 */
export function selectionRecord(attributes: ProductAttributes): Record<string, string | number> {
  const record: Record<string, string | number> = {};
  for (const key of PRODUCT_ATTRIBUTE_KEYS) {
    const value = attributes[key];
    if (value !== undefined) record[key] = value;
  }
  return record;
}
