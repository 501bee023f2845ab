import { PricingInputError } from '../errors';

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

const DIGITS = /^\d+$/;

/**
 * A shopper's quantity as a positive whole number. Text may carry surrounding whitespace and
 * leading zeros (`' 024 '` is 24) but nothing else: run `sanitizeQuantityInput` on typing,
 * this on submit.
 *
 * @throws {PricingInputError} `INVALID_QUANTITY` with 'Quantity is mandatory' when empty,
 * or 'Quantity must be a whole number greater than 0' for 0, fractions, signs or text.
 *
 * @example
 * ```ts
 * import { parseQuantity } from '@storefront/pricing';
 *
 * parseQuantity('250'); // 250
 * parseQuantity(24);    // 24
 * parseQuantity('');    // throws 'Quantity is mandatory'
 * ```
 */
export function parseQuantity(input: string | number | null | undefined): number {
  const fail = (message: string): never => {
    throw new PricingInputError('INVALID_QUANTITY', [{ field: 'quantity', message }]);
  };
  if (input === null || input === undefined) return fail(QUANTITY_REQUIRED_MESSAGE);
  if (typeof input === 'number') {
    if (Number.isNaN(input)) return fail(QUANTITY_REQUIRED_MESSAGE);
    return Number.isSafeInteger(input) && input > 0 ? input : fail(QUANTITY_INVALID_MESSAGE);
  }
  if (typeof input !== 'string') return fail(QUANTITY_INVALID_MESSAGE);
  const text = input.trim();
  if (text === '') return fail(QUANTITY_REQUIRED_MESSAGE);
  if (!DIGITS.test(text)) return fail(QUANTITY_INVALID_MESSAGE);
  const quantity = Number(text);
  return Number.isSafeInteger(quantity) && quantity > 0 ? quantity : fail(QUANTITY_INVALID_MESSAGE);
}
