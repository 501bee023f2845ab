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
 * Whether a key press must be blocked in a quantity input (pass `event.key`).
 *
 * @example
 * ```tsx
 * import { isBlockedQuantityKey } from '@storefront/pricing';
 *
 * <input
 *   inputMode="numeric"
 *   onKeyDown={(event) => {
 *     if (isBlockedQuantityKey(event.key)) event.preventDefault();
 *   }}
 * />;
 * ```
 */
export function isBlockedQuantityKey(key: string): boolean {
  return BLOCKED_QUANTITY_KEYS.includes(key);
}

/**
 * Keeps only the digits of typed or pasted text (spec §5: non-digits stripped). Use it on
 * change and paste; `parseQuantity` then decides whether the digits make a valid quantity.
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
