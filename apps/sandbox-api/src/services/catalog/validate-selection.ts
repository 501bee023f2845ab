import { ATTRIBUTE_KEYS } from './attributes.ts';
import type { AttributeKey } from './attributes.ts';
import type { CatalogProduct } from './catalog.ts';
import { findColor, findPrintOption, findSize, productQuantities } from './catalog.ts';
import { parseWholeQuantity } from './quantities.ts';
import { formatSize, parseSize } from './sizes.ts';

/** One attribute the selector rejected. */
export interface AttributeError {
  attribute: AttributeKey;
  message: string;
}

/** The selector's answer to `:validate`. */
export interface SelectionValidation {
  valid: boolean;
  errors: AttributeError[];
}

/** The quantity messages of the storefront's quantity input (`@storefront/pricing`). */
export const QUANTITY_REQUIRED = 'Quantity is mandatory';
export const QUANTITY_INVALID = 'Quantity must be a whole number greater than 0';

const DIMENSIONS = ['Width', 'Height', 'Depth'] as const;

function listed(values: readonly (string | number)[]): string {
  return values.join(', ');
}

function attributesOf(product: CatalogProduct): Set<AttributeKey> {
  const keys = new Set<AttributeKey>(['Quantity']);
  if (product.sizes.length > 0) for (const key of ['Size', ...DIMENSIONS] as const) keys.add(key);
  if (product.printOptions.length > 0) keys.add('Print Options');
  if (product.colors.length > 0) keys.add('Color');
  return keys;
}

function validateQuantity(product: CatalogProduct, text: string | undefined): AttributeError[] {
  if (text === undefined || text.trim() === '') {
    return [{ attribute: 'Quantity', message: QUANTITY_REQUIRED }];
  }
  const quantity = parseWholeQuantity(text);
  if (quantity === undefined) return [{ attribute: 'Quantity', message: QUANTITY_INVALID }];
  const allowed = productQuantities(product);
  if (!allowed.includes(quantity)) {
    return [
      {
        attribute: 'Quantity',
        message: `Quantity ${quantity} is not offered for ${product.title}; choose one of ${listed(allowed)}`,
      },
    ];
  }
  return [];
}

function validateSize(
  product: CatalogProduct,
  attributes: Record<string, string>,
): AttributeError[] {
  const errors: AttributeError[] = [];
  const offered = listed(product.sizes.map((size) => size.size));
  const dimensions: Partial<Record<(typeof DIMENSIONS)[number], number>> = {};
  for (const key of DIMENSIONS) {
    const text = attributes[key];
    if (text === undefined || text.trim() === '') continue;
    const value = Number(text.trim());
    if (!/^\d+(?:\.\d+)?$/.test(text.trim()) || value <= 0) {
      errors.push({ attribute: key, message: `${key} must be a number of inches greater than 0` });
    } else {
      dimensions[key] = value;
    }
  }

  const sizeText = attributes['Size'];
  if (sizeText !== undefined && sizeText.trim() !== '') {
    const parsed = parseSize(sizeText);
    if (!parsed) {
      errors.push({
        attribute: 'Size',
        message: `Size "${sizeText}" is not a size; write it as L x W x D in inches, e.g. 9 x 6 x 3`,
      });
      return errors;
    }
    if (!findSize(product, sizeText)) {
      errors.push({
        attribute: 'Size',
        message: `Size ${formatSize(parsed)} is not offered for ${product.title}; choose one of ${offered}`,
      });
    }
    const expected = { Width: parsed.length, Height: parsed.width, Depth: parsed.depth };
    for (const key of DIMENSIONS) {
      const value = dimensions[key];
      if (value !== undefined && value !== expected[key]) {
        errors.push({
          attribute: key,
          message: `${key} ${value} does not match Size ${formatSize(parsed)} (${key} ${expected[key]})`,
        });
      }
    }
    return errors;
  }

  const given = DIMENSIONS.filter(
    (key) => attributes[key] !== undefined && attributes[key].trim() !== '',
  );
  if (given.length === 0) return [{ attribute: 'Size', message: 'Size is required' }];
  for (const key of DIMENSIONS) {
    if (!given.includes(key)) {
      errors.push({ attribute: key, message: `${key} is required when Size is not given` });
    }
  }
  const { Width, Height, Depth } = dimensions;
  if (errors.length === 0 && Width !== undefined && Height !== undefined && Depth !== undefined) {
    const size = formatSize({ length: Width, width: Height, depth: Depth });
    if (!findSize(product, size)) {
      errors.push({
        attribute: 'Size',
        message: `Size ${size} (Width x Height x Depth) is not offered for ${product.title}; choose one of ${offered}`,
      });
    }
  }
  return errors;
}

function validateChoice(
  attribute: 'Print Options' | 'Color',
  text: string | undefined,
  product: CatalogProduct,
): AttributeError[] {
  if (text === undefined || text.trim() === '') {
    return [{ attribute, message: `${attribute} is required` }];
  }
  const found =
    attribute === 'Color' ? findColor(product, text)?.color : findPrintOption(product, text);
  if (found) return [];
  const values =
    attribute === 'Color' ? product.colors.map((color) => color.color) : product.printOptions;
  return [
    {
      attribute,
      message: `${attribute} "${text.trim()}" is not offered for ${product.title}; choose one of ${listed(values)}`,
    },
  ];
}

/**
 * Checks a selection of attributes against a product, the way the selector service's
 * `:validate` does: Quantity is always required and must be an allowed quantity; Size (or
 * Width, Height and Depth), Print Options and Color are required when the product has them
 * and must be one of its values; an attribute key the product does not have is an error.
 * Query parameters that are not attribute keys are ignored.
 *
 * @example
 * ```ts
 * validateSelection(mailer, { Size: '9 x 6 x 3', 'Print Options': 'Outside full colour', Color: 'Kraft', Quantity: '30' });
 * // { valid: false, errors: [{ attribute: 'Quantity', message: 'Quantity 30 is not offered for …' }] }
 * ```
 */
export function validateSelection(
  product: CatalogProduct,
  attributes: Record<string, string>,
): SelectionValidation {
  const has = attributesOf(product);
  const errors: AttributeError[] = [];
  for (const key of ATTRIBUTE_KEYS) {
    if (attributes[key] !== undefined && !has.has(key)) {
      errors.push({ attribute: key, message: `${key} is not an attribute of ${product.title}` });
    }
  }
  if (has.has('Size')) errors.push(...validateSize(product, attributes));
  if (has.has('Print Options')) {
    errors.push(...validateChoice('Print Options', attributes['Print Options'], product));
  }
  if (has.has('Color')) errors.push(...validateChoice('Color', attributes['Color'], product));
  errors.push(...validateQuantity(product, attributes['Quantity']));
  return { valid: errors.length === 0, errors };
}
