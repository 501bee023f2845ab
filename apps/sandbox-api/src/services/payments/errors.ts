import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { SandboxHttpError } from '../../http/problem.ts';
import { PROCESSOR_RESPONSES } from './test-cards.ts';
import type { ProcessorOutcome } from './test-cards.ts';

/** The payment error codes of the spec (§8) and the sandbox's generic one. */
export type PaymentErrorCode =
  | 'TRANSACTION_PAYMENT_METHOD_NONCE_CONSUMED'
  | 'TRANSACTION_PAYMENT_METHOD_NONCE_UNKNOWN'
  | 'CARD_DECLINED'
  | 'PROCESSOR_NETWORK_UNAVAILABLE';

/**
 * A payment that was attempted and failed. Its body has `title` = the code and `detail` =
 * `message` = `CODE:detail` (spec §7: "a message in the form CODE:detail"). Unlike other errors,
 * its answer is kept under the request's idempotency key and replayed to a retry.
 *
 * @example
 * ```ts
 * throw new PaymentFailure(402, 'CARD_DECLINED', 'Do Not Honor'); // detail 'CARD_DECLINED:Do Not Honor'
 * ```
 */
export class PaymentFailure extends SandboxHttpError {
  constructor(
    status: ContentfulStatusCode,
    readonly code: PaymentErrorCode,
    text: string,
    extra: Record<string, unknown> = {},
  ) {
    super(status, code, `${code}:${text}`, { ...extra, message: `${code}:${text}` });
  }
}

/**
 * The nonce was used before (every tokenised nonce works once).
 *
 * @example
 * ```ts
 * throw nonceConsumed(); // 422 TRANSACTION_PAYMENT_METHOD_NONCE_CONSUMED
 * ```
 */
export function nonceConsumed(): PaymentFailure {
  return new PaymentFailure(
    422,
    'TRANSACTION_PAYMENT_METHOD_NONCE_CONSUMED',
    'Cannot use a payment_method_nonce more than once.',
  );
}

/**
 * The nonce was never issued, expired (3 hours) or belongs to another tenant.
 *
 * @example
 * ```ts
 * throw nonceUnknown(); // 422 TRANSACTION_PAYMENT_METHOD_NONCE_UNKNOWN
 * ```
 */
export function nonceUnknown(): PaymentFailure {
  return new PaymentFailure(
    422,
    'TRANSACTION_PAYMENT_METHOD_NONCE_UNKNOWN',
    'Unknown or expired payment_method_nonce.',
  );
}

/**
 * The failure of a charge that was not approved: a decline is `402 CARD_DECLINED` with the
 * processor's text, a processor outage the generic `502 PROCESSOR_NETWORK_UNAVAILABLE`.
 *
 * @example
 * ```ts
 * chargeFailure('declined_do_not_honor', 'pay_1').detail; // 'CARD_DECLINED:Do Not Honor'
 * ```
 */
export function chargeFailure(
  outcome: Exclude<ProcessorOutcome, 'approved'>,
  paymentId: string,
): PaymentFailure {
  const response = PROCESSOR_RESPONSES[outcome];
  const extra = {
    paymentId,
    processorResponseCode: response.code,
    processorResponseText: response.text,
  };
  return outcome === 'processor_unavailable'
    ? new PaymentFailure(502, 'PROCESSOR_NETWORK_UNAVAILABLE', response.text, extra)
    : new PaymentFailure(402, 'CARD_DECLINED', response.text, extra);
}
