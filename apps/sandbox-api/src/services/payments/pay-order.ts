import { and, eq } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import type { SandboxContext } from '../../context.ts';
import { commerceOrders, commercePayments } from '../../db/schema.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import { loadOrderFor } from '../ecommerce/orders.ts';
import type { OrderRow } from '../ecommerce/orders.ts';
import { cardPayment, charge } from './charge.ts';
import type { IdempotentResult } from './idempotency.ts';
import type { orderPaymentBody, PaymentRequest } from './payment-requests.ts';
import { paymentResponse } from './payment-response.ts';

type Context = Pick<SandboxContext, 'db' | 'clock'>;

/**
 * Pays what a pending order owes (invoice orders, `Pending` or `BalanceDue`) by card: the
 * order becomes `Paid`, its lines `Confirmed`.
 *
 * @throws {SandboxHttpError} 409 `OrderAlreadyPaid`; the payment failures of a card charge.
 *
 * @example
 * ```ts
 * await payOrder(context, { storefront, shopper, orderId, body: { paymentType: 'braintree', nonce: 'fake-valid-nonce' } });
 * ```
 */
export async function payOrder(
  context: Context,
  input: PaymentRequest<typeof orderPaymentBody> & { orderId: string },
): Promise<IdempotentResult> {
  const { storefront, shopper, body } = input;
  const row: OrderRow = await loadOrderFor(context, storefront.id, shopper, input.orderId);
  if (row.paymentState === 'Paid') {
    throw new SandboxHttpError(409, 'OrderAlreadyPaid', `Order ${row.id} is already paid`, {
      orderId: row.id,
    });
  }
  const now = context.clock.now();
  const amountDue = Math.max(0, row.data.figures.total - row.data.amountPaidCents);
  const charged = await charge(
    context,
    storefront,
    { cartId: row.cartId, orderId: row.id },
    body.nonce,
    body.paymentInstrumentType,
    amountDue,
  );
  const paymentId = `pay_${nanoid(21)}`;
  const payment = cardPayment(paymentId, charged, amountDue, now);
  const updated = await context.db.orm.transaction(async (tx) => {
    const [saved] = await tx
      .update(commerceOrders)
      .set({
        paymentState: 'Paid',
        version: row.version + 1,
        data: {
          ...row.data,
          payments: [...row.data.payments, payment],
          amountPaidCents: row.data.amountPaidCents + amountDue,
          lineStatus: 'Confirmed',
          lastModifiedAt: now.toISOString(),
        },
      })
      .where(and(eq(commerceOrders.id, row.id), eq(commerceOrders.version, row.version)))
      .returning();
    await tx.insert(commercePayments).values({
      id: paymentId,
      tenant: storefront.tenant,
      storefrontId: storefront.id,
      cartId: row.cartId,
      orderId: row.id,
      paymentType: 'braintree',
      paymentInstrumentType: charged.used.paymentInstrumentType,
      amountCents: amountDue,
      currency: 'USD',
      status: saved ? 'settled' : 'voided',
      transactionId: charged.transaction.id,
      details: { card: charged.used.card, transaction: charged.transaction },
      createdAt: now,
    });
    return saved;
  });
  if (!updated) {
    throw new SandboxHttpError(
      409,
      'ConcurrentModification',
      `Order ${row.id} changed while it was being paid; the charge was voided. Read the order again.`,
      { orderId: row.id },
    );
  }
  const response = paymentResponse(
    payment,
    { orderId: row.id, cartId: row.cartId },
    charged.transaction,
  );
  return { status: 201, body: response };
}
