import {
  BLOCKED_QUANTITY_KEYS,
  QUANTITY_INVALID_MESSAGE,
  QUANTITY_REQUIRED_MESSAGE,
  sanitizeQuantityInput,
} from '@storefront/pricing';

/**
 * The result of {@link parseQuantityInput}: the digits kept, and the quantity or the reason
 * there is none (`required`: nothing entered, `invalid`: not a whole number above 0).
 *
 * @example
 * const show = (result: QuantityInput) => (result.ok ? result.quantity : result.message);
 */
export type QuantityInput =
  | { ok: true; quantity: number; digits: string }
  | { ok: false; reason: 'required' | 'invalid'; message: string; digits: string };

/**
 * Reads a quantity the shopper typed or pasted (spec §5): text with `e`, `E`, `+`, `-` or `.`
 * is rejected (those would change the number: `2.5`, `1e3`, `-5`), every other non-digit is
 * stripped (`1,000 boxes` is 1000), and the digits must make a whole number above 0. Messages
 * are `@storefront/pricing`'s: 'Quantity is mandatory' and 'Quantity must be a whole number
 * greater than 0'.
 *
 * @example
 * parseQuantityInput('1,000'); // { ok: true, quantity: 1000, digits: '1000' }
 * parseQuantityInput('2.5'); // { ok: false, reason: 'invalid', … }
 * parseQuantityInput(''); // { ok: false, reason: 'required', message: 'Quantity is mandatory', digits: '' }
 */
export function parseQuantityInput(text: string): QuantityInput {
  const digits = sanitizeQuantityInput(text);
  const invalid = {
    ok: false,
    reason: 'invalid',
    message: QUANTITY_INVALID_MESSAGE,
    digits,
  } as const;
  if ([...text].some((character) => BLOCKED_QUANTITY_KEYS.includes(character))) return invalid;
  if (digits === '') {
    return text.trim() === ''
      ? { ok: false, reason: 'required', message: QUANTITY_REQUIRED_MESSAGE, digits }
      : invalid;
  }
  const quantity = Number(digits);
  if (!Number.isSafeInteger(quantity) || quantity < 1) return invalid;
  return { ok: true, quantity, digits };
}

/**
 * The allowed quantity nearest to a requested one (a `?quantity=` link); the smaller one on a
 * tie, `null` when nothing is allowed or the request is not a number.
 *
 * @example
 * nearestAllowedQuantity([50, 100, 250], 1); // 50
 * nearestAllowedQuantity([50, 100, 250], 175); // 100
 */
export function nearestAllowedQuantity(
  allowed: readonly number[],
  requested: number,
): number | null {
  if (!Number.isFinite(requested)) return null;
  let nearest: number | null = null;
  for (const quantity of allowed) {
    if (
      nearest === null ||
      Math.abs(quantity - requested) < Math.abs(nearest - requested) ||
      (Math.abs(quantity - requested) === Math.abs(nearest - requested) && quantity < nearest)
    ) {
      nearest = quantity;
    }
  }
  return nearest;
}
