import { StorefrontError, type EcxCode } from '@storefront/http';

// Symbol.for is shared by every copy of this package loaded in one realm, so the type guard
// still recognises errors thrown by a duplicated bundle where `instanceof` fails.
const PRICING_ERROR_BRAND = Symbol.for('@storefront/pricing.PricingError');

/**
 * The stable reasons of every error `@storefront/pricing` throws.
 *
 * - `ECX011`: no price can be given (empty or malformed price list, quantity below every tier).
 * - `CURRENCY_MISMATCH`: two amounts in different currencies were combined.
 * - `INVALID_AMOUNT`: a decimal string, price object, multiplier, ratio or scale is not valid.
 * - `INVALID_QUANTITY`: a shopper's quantity is missing or not a whole number above 0.
 * - `INVALID_QUANTITY_RULE`: an allowed-quantities rule, whitelist or limit is not valid.
 * - `INVALID_CALCULATOR_INPUT`: a quantity-calculator field or product meta value is not valid.
 *
 * @example
 * ```ts
 * import type { PricingErrorCode } from '@storefront/pricing';
 *
 * const retryable: PricingErrorCode[] = ['ECX011'];
 * ```
 */
export type PricingErrorCode =
  | 'ECX011'
  | 'CURRENCY_MISMATCH'
  | 'INVALID_AMOUNT'
  | 'INVALID_QUANTITY'
  | 'INVALID_QUANTITY_RULE'
  | 'INVALID_CALCULATOR_INPUT';

// The ECX code of each reason: ECX011 is the spec's own; amounts and quantity rules come from
// service data (price objects, product configs), so a bad one is the spec's transform failure
// (ECX003); a currency mismatch is a bug and a shopper's own input has no ECX code (ECX999).
const ECX_OF_REASON: Record<PricingErrorCode, EcxCode> = {
  ECX011: 'ECX011',
  CURRENCY_MISMATCH: 'ECX999',
  INVALID_AMOUNT: 'ECX003',
  INVALID_QUANTITY: 'ECX999',
  INVALID_QUANTITY_RULE: 'ECX003',
  INVALID_CALCULATOR_INPUT: 'ECX999',
};

/**
 * One problem with one input field: `field` names it the way the caller spelled it
 * (`length`, `ranges[1].increment`, `totalPrice.centAmount`).
 *
 * @example
 * ```ts
 * import type { PricingIssue } from '@storefront/pricing';
 *
 * const issue: PricingIssue = { field: 'length', message: 'Length is required' };
 * ```
 */
export interface PricingIssue {
  readonly field: string;
  readonly message: string;
}

/**
 * What every pricing error is built from.
 *
 * @example
 * ```ts
 * import { PricingError, type PricingErrorInit } from '@storefront/pricing';
 *
 * const init: PricingErrorInit = { reason: 'INVALID_AMOUNT', message: 'Not a decimal: "12,5"' };
 * throw new PricingError(init);
 * ```
 */
export interface PricingErrorInit {
  readonly reason: PricingErrorCode;
  readonly message: string;
  /** Which fields were wrong, when the error comes from validating input. */
  readonly issues?: readonly PricingIssue[];
  /** The underlying error, kept as the standard `cause`. */
  readonly cause?: unknown;
}

/**
 * Base class of every error `@storefront/pricing` throws: a `StorefrontError` of
 * `@storefront/http` (so `isStorefrontError`, `kind` and `userMessage` work) whose `reason` says
 * exactly what was wrong, `message` how, and, for validation failures, `issues` per field.
 * `code` is the ECX code of the reason: ECX011 for an unavailable price, ECX003 for an amount or
 * quantity rule from the services that cannot be read, ECX999 otherwise.
 *
 * @example
 * ```ts
 * import { PricingError, isPricingError } from '@storefront/pricing';
 *
 * try {
 *   riskyPricingCall();
 * } catch (error) {
 *   if (isPricingError(error)) console.warn(error.reason, error.message);
 * }
 * ```
 */
export class PricingError extends StorefrontError {
  /** What exactly went wrong (stable). */
  readonly reason: PricingErrorCode;
  /** The fields that were wrong, in the order they were checked; empty when not about input. */
  readonly issues: readonly PricingIssue[];

  constructor(init: PricingErrorInit) {
    const code = ECX_OF_REASON[init.reason];
    // The kind is the catalogue's for the code.
    super({ code, message: init.message, cause: init.cause });
    this.name = 'PricingError';
    this.reason = init.reason;
    this.issues = init.issues ?? [];
    Object.defineProperty(this, PRICING_ERROR_BRAND, { value: true });
  }
}

/**
 * The user message of ECX011, as the error catalogue words it.
 *
 * @example
 * ```ts
 * import { PRICE_UNAVAILABLE_MESSAGE } from '@storefront/pricing';
 *
 * showSnackbar(PRICE_UNAVAILABLE_MESSAGE);
 * ```
 */
export const PRICE_UNAVAILABLE_MESSAGE = 'Unable to load price. Please retry again after sometime';

/**
 * No price can be shown (ECX011): the price list is empty or malformed, or the quantity lies
 * below every tier. `message` is the catalogue's user message; `issues` say what was wrong.
 *
 * @example
 * ```ts
 * import { PriceUnavailableError, selectPriceForQuantity } from '@storefront/pricing';
 *
 * try {
 *   selectPriceForQuantity([], 24);
 * } catch (error) {
 *   if (error instanceof PriceUnavailableError) showSnackbar(error.message);
 * }
 * ```
 */
export class PriceUnavailableError extends PricingError {
  declare readonly reason: 'ECX011';
  declare readonly code: 'ECX011';

  constructor(options: { issues?: readonly PricingIssue[]; cause?: unknown } = {}) {
    super({ reason: 'ECX011', message: PRICE_UNAVAILABLE_MESSAGE, ...options });
    this.name = 'PriceUnavailableError';
  }
}

/**
 * Two amounts in different currencies were added, subtracted, compared or summed. Money never
 * converts currencies on its own.
 *
 * @example
 * ```ts
 * import { CurrencyMismatchError, add, money } from '@storefront/pricing';
 *
 * try {
 *   add(money('1.00', 'USD'), money('1.00', 'CAD'));
 * } catch (error) {
 *   if (error instanceof CurrencyMismatchError) console.warn(error.expected, error.received);
 * }
 * ```
 */
export class CurrencyMismatchError extends PricingError {
  declare readonly reason: 'CURRENCY_MISMATCH';
  /** The currency of the first operand. */
  readonly expected: string;
  /** The currency that did not match it. */
  readonly received: string;

  constructor(expected: string, received: string) {
    super({
      reason: 'CURRENCY_MISMATCH',
      message: `Cannot combine ${expected} with ${received}: amounts must share one currency.`,
    });
    this.name = 'CurrencyMismatchError';
    this.expected = expected;
    this.received = received;
  }
}

/**
 * Input to a pricing function was not valid: `reason` says which kind of input, `issues` which
 * field and why.
 *
 * @example
 * ```ts
 * import { isPricingError, money } from '@storefront/pricing';
 *
 * try {
 *   money('12,5');
 * } catch (error) {
 *   if (isPricingError(error, 'INVALID_AMOUNT')) console.warn(error.issues[0]?.message);
 * }
 * ```
 */
export class PricingInputError extends PricingError {
  declare readonly reason: Exclude<PricingErrorCode, 'ECX011' | 'CURRENCY_MISMATCH'>;

  constructor(
    reason: Exclude<PricingErrorCode, 'ECX011' | 'CURRENCY_MISMATCH'>,
    issues: readonly PricingIssue[],
    options: { cause?: unknown } = {},
  ) {
    super({
      reason,
      message:
        issues.length === 1 && issues[0]
          ? issues[0].message
          : issues.map((issue) => `${issue.field}: ${issue.message}`).join('; '),
      issues,
      ...options,
    });
    this.name = 'PricingInputError';
  }
}

/**
 * Whether `error` is a pricing error, optionally of one reason. Works across duplicated
 * bundles, where `instanceof` does not.
 *
 * @example
 * ```ts
 * import { isPricingError } from '@storefront/pricing';
 *
 * if (isPricingError(error, 'ECX011')) showSnackbar(error.message);
 * ```
 */
export function isPricingError<C extends PricingErrorCode = PricingErrorCode>(
  error: unknown,
  reason?: C,
): error is PricingError & { readonly reason: C } {
  if (typeof error !== 'object' || error === null) return false;
  const branded =
    error instanceof PricingError ||
    (error as Record<PropertyKey, unknown>)[PRICING_ERROR_BRAND] === true;
  return branded && (reason === undefined || (error as PricingError).reason === reason);
}
