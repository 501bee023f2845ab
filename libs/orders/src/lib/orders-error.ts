import { StorefrontError } from '@storefront/http';

/**
 * Codes of {@link OrdersError}: `ECX003`, the spec's transform failure, for order data from the
 * service that cannot be read (a malformed date); `ECX040`, an order that never got its order
 * number while it was polled, or was not found ('Order seems to be missing!').
 *
 * @example
 * const code: OrdersErrorCode = 'ECX003';
 */
export type OrdersErrorCode = 'ECX003' | 'ECX040';

/**
 * Options of {@link OrdersError}.
 *
 * @example
 * const init: OrdersErrorInit = { code: 'ECX003', field: 'createdAt', message: 'Bad date' };
 */
export interface OrdersErrorInit {
  readonly code: OrdersErrorCode;
  readonly message: string;
  /** The order field the error is about, when known. */
  readonly field?: string;
  readonly cause?: unknown;
}

/**
 * The error `@storefront/orders` throws for order data it cannot read. `code` is stable and
 * `field` names the order field that was wrong. It is a `StorefrontError` of
 * `@storefront/http` (kind and `userMessage` from the ECX catalogue).
 *
 * @example
 * try {
 *   formatOrderDate('yesterday', 'createdAt');
 * } catch (error) {
 *   if (isOrdersError(error)) console.log(error.code, error.field); // 'ECX003' 'createdAt'
 * }
 */
export class OrdersError extends StorefrontError {
  declare readonly code: OrdersErrorCode;
  readonly field: string | undefined;

  constructor(init: OrdersErrorInit) {
    super(init);
    this.name = 'OrdersError';
    this.field = init.field;
  }
}

/**
 * Whether a value is an {@link OrdersError}.
 *
 * @example
 * if (isOrdersError(error)) showDateFallback();
 */
export function isOrdersError(value: unknown): value is OrdersError {
  return value instanceof OrdersError;
}
