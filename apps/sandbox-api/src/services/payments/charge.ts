import { nanoid } from 'nanoid';
import type { SandboxContext } from '../../context.ts';
import { commercePayments } from '../../db/schema.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import type { Storefront } from '../identity/storefronts.ts';
import { centPrice } from '../ecommerce/money.ts';
import { chargeFailure } from './errors.ts';
import type { UsedNonce } from './nonces.ts';
import { consumeNonce, nonceInstrument } from './nonces.ts';
import type { PaymentResponse } from './payment-response.ts';
import { PROCESSOR_RESPONSES } from './test-cards.ts';
import type { OrderPayment } from '../../db/schema-commerce-documents.ts';

type Context = Pick<SandboxContext, 'db' | 'clock'>;

/** An approved card (or PayPal) charge: the nonce used and the transaction. */
export interface Charge {
  used: UsedNonce;
  transaction: NonNullable<PaymentResponse['transaction']>;
}

async function recordDeclined(
  context: Context,
  storefront: Storefront,
  target: { cartId: string | null; orderId: string | null },
  used: UsedNonce,
  amountCents: number,
): Promise<string> {
  const paymentId = `pay_${nanoid(21)}`;
  await context.db.orm.insert(commercePayments).values({
    id: paymentId,
    tenant: storefront.tenant,
    storefrontId: storefront.id,
    cartId: target.cartId,
    orderId: target.orderId,
    paymentType: 'braintree',
    paymentInstrumentType: used.paymentInstrumentType,
    amountCents,
    currency: 'USD',
    status: used.outcome === 'processor_unavailable' ? 'failed' : 'processor_declined',
    transactionId: `txn_${nanoid(12)}`,
    details: { card: used.card, processorResponse: PROCESSOR_RESPONSES[used.outcome] },
    createdAt: context.clock.now(),
  });
  return paymentId;
}

/**
 * Charges a nonce for an amount: approved → the transaction; otherwise a recorded failure.
 *
 * @throws {SandboxHttpError} 400 when the nonce is of another instrument than the body says;
 *   the payment failures of {@link chargeFailure} for a declined or unavailable charge.
 *
 * @example
 * ```ts
 * const { used, transaction } = await charge(context, storefront, { cartId, orderId: null }, nonce, undefined, 1999);
 * ```
 */
export async function charge(
  context: Context,
  storefront: Storefront,
  target: { cartId: string | null; orderId: string | null },
  nonceValue: string,
  expectedInstrument: 'credit_card' | 'paypal_account' | undefined,
  amountCents: number,
): Promise<Charge> {
  const instrument = nonceInstrument(nonceValue);
  if (expectedInstrument && expectedInstrument !== instrument) {
    throw new SandboxHttpError(
      400,
      'ValidationError',
      `paymentInstrumentType: the nonce is a ${instrument} nonce`,
      {
        errors: [
          {
            path: 'paymentInstrumentType',
            message: `the nonce is a ${instrument} nonce`,
          },
        ],
      },
    );
  }
  const used = await consumeNonce(context, storefront, nonceValue);
  if (used.outcome !== 'approved') {
    const paymentId = await recordDeclined(context, storefront, target, used, amountCents);
    throw chargeFailure(used.outcome, paymentId);
  }
  const response = PROCESSOR_RESPONSES.approved;
  return {
    used,
    transaction: {
      id: `txn_${nanoid(12)}`,
      status: 'submitted_for_settlement',
      processorResponseCode: response.code,
      processorResponseText: response.text,
      creditCard:
        used.paymentInstrumentType === 'credit_card'
          ? {
              cardType: used.card.cardType,
              last4: used.card.last4,
              expirationMonth: used.card.expirationMonth,
              expirationYear: used.card.expirationYear,
            }
          : null,
      paypalAccount:
        used.paymentInstrumentType === 'paypal_account'
          ? { payerEmail: 'payer@paypal.sandbox' }
          : null,
    },
  };
}

/**
 * The order's record of an approved card charge.
 *
 * @example
 * ```ts
 * cardPayment(`pay_${nanoid(21)}`, charged, 1999, now).paymentStatus; // 'Paid'
 * ```
 */
export function cardPayment(
  paymentId: string,
  charged: Charge,
  amountCents: number,
  now: Date,
): OrderPayment {
  return {
    id: paymentId,
    paymentType: 'braintree',
    paymentInstrumentType: charged.used.paymentInstrumentType,
    amountPlanned: centPrice(amountCents),
    paymentStatus: 'Paid',
    transactionId: charged.transaction.id,
    card:
      charged.used.paymentInstrumentType === 'credit_card'
        ? { cardType: charged.used.card.cardType, last4: charged.used.card.last4 }
        : null,
    createdAt: now.toISOString(),
  };
}
