import { nanoid } from 'nanoid';
import * as z from 'zod/mini';
import { moneySchema } from '../order-response';
import { segment, type OrdersClient } from './orders-client';

/**
 * Status handlers of paying a pending order: every failure is ECX046. The service's code
 * (`CARD_DECLINED`, `OrderAlreadyPaid`, …) stays on the error as `serviceCode`.
 *
 * @example
 * client.http('payments', PAY_PENDING_ORDER_ERROR_CODES);
 */
export const PAY_PENDING_ORDER_ERROR_CODES = { all: 'ECX046' } as const;

const paymentSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  paymentStatus: z.string(),
  amount: moneySchema,
});

/**
 * The payment that settled a pending order.
 *
 * @example
 * const { paymentId, amount } = await payPendingOrder(client, { orderId, nonce });
 */
export type PendingOrderPayment = z.output<typeof paymentSchema>;

/**
 * Pays what a pending (invoice) order still owes by card (`POST payments
 * …/orders/{orderId}/payments`, bearer, spec §7): a new `Idempotency-Key` per call, so a
 * retried request never charges twice. Fails with an `ApiError` ECX046; `serviceCode` says
 * why (`CARD_DECLINED` with the provider's text in `detail`, `OrderAlreadyPaid`, …).
 *
 * @example
 * const { nonce } = await tokenizeCard(client, clientToken, card);
 * await payPendingOrder(client, { orderId: order.id, nonce });
 */
export function payPendingOrder(
  client: OrdersClient,
  request: { orderId: string; nonce: string; idempotencyKey?: string },
): Promise<PendingOrderPayment> {
  return client
    .store('payments', PAY_PENDING_ORDER_ERROR_CODES)
    .post(`orders/${segment(request.orderId)}/payments`, {
      json: { paymentType: 'braintree', nonce: request.nonce },
      headers: { 'Idempotency-Key': request.idempotencyKey ?? `order-payment-${nanoid()}` },
      schema: paymentSchema,
    });
}
