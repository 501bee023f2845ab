import { isStorefrontError } from './storefront-error';
import type { StorefrontError } from './storefront-error';
import { UnknownError } from './unknown-error';

/**
 * Returns a storefront error for anything thrown: storefront errors (instances from any copy of
 * this package) unchanged, everything else wrapped in an {@link UnknownError} (ECX999) whose
 * `cause` is the original value. Serialized errors (plain `toJSON()` data) are wrapped too,
 * because they are not `Error` instances.
 *
 * @example
 * ```ts
 * import { toStorefrontError } from '@storefront/http';
 *
 * try {
 *   await placeOrder();
 * } catch (thrown) {
 *   const error = toStorefrontError(thrown);
 *   showSnackbar(error.userMessage);
 * }
 * ```
 */
export function toStorefrontError(value: unknown): StorefrontError {
  if (value instanceof Error && isStorefrontError(value)) return value;
  return new UnknownError({ cause: value });
}
