/**
 * Keys a numeric quantity input refuses (spec §5): exponent, signs and the decimal point,
 * which `<input type="number">` would otherwise accept.
 *
 * @example
 * ```ts
 * import { BLOCKED_QUANTITY_KEYS } from '@storefront/pricing';
 *
 * BLOCKED_QUANTITY_KEYS; // ['e', 'E', '+', '-', '.']
 * ```
 */
export const BLOCKED_QUANTITY_KEYS: readonly string[] = Object.freeze(['e', 'E', '+', '-', '.']);

/**
 * Keeps only the digits of typed or pasted text (spec §5: non-digits stripped). Use it on
 * change and paste; the caller then decides whether the digits make a valid quantity.
 *
 * @example
 * ```ts
 * import { sanitizeQuantityInput } from '@storefront/pricing';
 *
 * sanitizeQuantityInput('1,000 boxes'); // '1000'
 * sanitizeQuantityInput('-2e3');        // '23'
 * ```
 */
export function sanitizeQuantityInput(text: string): string {
  return String(text).replace(/\D+/g, '');
}

/**
 * The message for an empty quantity in a product selection (spec §5).
 *
 * @example
 * ```ts
 * import { QUANTITY_REQUIRED_MESSAGE } from '@storefront/pricing';
 *
 * QUANTITY_REQUIRED_MESSAGE; // 'Quantity is mandatory'
 * ```
 */
export const QUANTITY_REQUIRED_MESSAGE = 'Quantity is mandatory';

/**
 * The message for a quantity that is not a whole number above 0.
 *
 * @example
 * ```ts
 * import { QUANTITY_INVALID_MESSAGE } from '@storefront/pricing';
 *
 * QUANTITY_INVALID_MESSAGE; // 'Quantity must be a whole number greater than 0'
 * ```
 */
export const QUANTITY_INVALID_MESSAGE = 'Quantity must be a whole number greater than 0';
