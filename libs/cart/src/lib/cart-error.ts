import { StorefrontError } from '@storefront/http';

/**
 * Codes of {@link CartError}. They are the spec's ECX codes:
 * - `ECX023`: a cart change kept meeting a newer cart version ('Please refresh and try
 *   again', after the retries of `CART_UPDATE_MAX_ATTEMPTS`);
 * - `ECX038`: a PO box address was entered ('PO Box address not supported');
 * - `ECX042`: an address could not be processed (country or state the storefront does not
 *   ship to, or that it does not know).
 *
 * @example
 * const code: CartErrorCode = 'ECX038';
 */
export type CartErrorCode = 'ECX023' | 'ECX038' | 'ECX042';

/**
 * Options of {@link CartError}.
 *
 * @example
 * const init: CartErrorInit = { code: 'ECX042', field: 'country', message: 'Unsupported country' };
 */
export interface CartErrorInit {
  readonly code: CartErrorCode;
  /** What exactly failed; shown to the shopper for ECX023 and ECX038. */
  readonly message: string;
  /** The address field (form-side name) the error is about, when there is one. */
  readonly field?: string;
  readonly cause?: unknown;
}

/**
 * The error every function of `@storefront/cart` throws for bad input. `code` is stable and
 * `field` names the offending form field when there is one. It is a `StorefrontError` of
 * `@storefront/http` (kind and `userMessage` from the ECX catalogue), so `isStorefrontError`
 * and the storefront's error display treat it like every other library error.
 *
 * @example
 * try {
 *   assertNotPoBox('P.O. Box 12', 'streetOrHouseNo');
 * } catch (error) {
 *   if (isCartError(error)) console.log(error.code, error.field); // 'ECX038' 'streetOrHouseNo'
 * }
 */
export class CartError extends StorefrontError {
  /** Stable code: `ECX023`, `ECX038` or `ECX042`. */
  declare readonly code: CartErrorCode;
  /** Form-side field name the error is about, if any. */
  readonly field: string | undefined;

  constructor(init: CartErrorInit) {
    super(init);
    this.name = 'CartError';
    this.field = init.field;
  }
}

/**
 * Whether a value is a {@link CartError} (optionally with the given code).
 *
 * @example
 * isCartError(error, 'ECX038'); // true for a PO box error
 */
export function isCartError(value: unknown, code?: CartErrorCode): value is CartError {
  return value instanceof CartError && (code === undefined || value.code === code);
}
