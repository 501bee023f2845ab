import { and, eq, isNull } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import { z } from 'zod';
import type { SandboxContext } from '../../context.ts';
import type { OrderPaymentState } from '../../db/schema.ts';
import { commerceCarts, commerceOrders, commercePayments } from '../../db/schema.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import type { Storefront } from '../identity/storefronts.ts';
import { isAllowedSiteUrl } from '../identity/storefronts.ts';
import { isShippable } from '../ecommerce/addresses.ts';
import {
  cartNotActive,
  checkoutInProgress,
  findCartRow,
  loadCartFor,
  saveCart,
  versionConflict,
} from '../ecommerce/cart-store.ts';
import type { CartRow } from '../ecommerce/cart-view.ts';
import { cartFigures, cartResponse } from '../ecommerce/cart-view.ts';
import { invoiceEligibility, loadProfile } from '../ecommerce/customers.ts';
import {
  ADDRESSES_MISSING_MESSAGE,
  ARRIVAL_DATE_UPDATED_MESSAGE,
  COUPON_NOT_VALID_IN_CART_MESSAGE,
  EMAIL_MISSING_MESSAGE,
  EMPTY_CART_MESSAGE,
  INVALID_PAYMENT_METHOD_MESSAGE,
  PRICE_UPDATED_MESSAGE,
  SHIPPING_METHOD_INVALID_MESSAGE,
} from '../ecommerce/messages.ts';
import { centPrice } from '../ecommerce/money.ts';
import { createOrderFromCart, loadOrderFor } from '../ecommerce/orders.ts';
import type { OrderRow } from '../ecommerce/orders.ts';
import { recalculateCartData, refreshPartsOf } from '../ecommerce/recalculate.ts';
import type { Shopper } from '../ecommerce/shopper.ts';
import { chargeFailure } from './errors.ts';
import type { IdempotentResult } from './idempotency.ts';
import type { UsedNonce } from './nonces.ts';
import { consumeNonce, nonceInstrument } from './nonces.ts';
import { PROCESSOR_RESPONSES } from './test-cards.ts';
import type {
  OrderPayment,
  PaymentInstrumentType,
  PaymentType,
} from '../../db/schema-commerce-documents.ts';

type Context = Pick<SandboxContext, 'db' | 'clock'>;

const cartVersion = z
  .number({ error: 'must be the cart version (a whole number)' })
  .int({ error: 'must be the cart version (a whole number)' })
  .min(1, { error: 'must be the cart version (a whole number)' })
  .optional();

const nonce = z.string().trim().min(1, { error: 'is required' }).max(200);

const siteUrlMessage = 'must be the http(s) origin of the store (no path, query or fragment)';
/** The brand's site the order is placed on; the order mail links to the order there. */
const siteUrl = z
  .string()
  .trim()
  .max(200)
  .pipe(z.url({ protocol: /^https?$/, error: siteUrlMessage }))
  .refine((url) => new URL(url).origin === url.replace(/\/+$/, ''), { error: siteUrlMessage })
  .optional();

/** Body of `POST carts/{cartId}/payments`. */
export const cartPaymentBody = z.discriminatedUnion(
  'paymentType',
  [
    z.strictObject({
      paymentType: z.literal('braintree'),
      paymentInstrumentType: z.enum(['credit_card', 'paypal_account']).optional(),
      nonce,
      deviceData: z.string().max(5000).optional(),
      cartVersion,
      siteUrl,
    }),
    z.strictObject({
      paymentType: z.literal('paymentByInvoice'),
      paymentInstrumentType: z.enum(['invoice_with_terms', 'invoice_without_terms'], {
        error: 'must be invoice_with_terms or invoice_without_terms',
      }),
      poNumber: z.string().trim().max(50).optional(),
      cartVersion,
      siteUrl,
    }),
    z.strictObject({ paymentType: z.literal('freeOfCharge'), cartVersion, siteUrl }),
  ],
  { error: 'must be braintree, paymentByInvoice or freeOfCharge' },
);

/** Body of `POST orders/{orderId}/payments`. */
export const orderPaymentBody = z.strictObject({
  paymentType: z.literal('braintree', { error: 'must be braintree' }),
  paymentInstrumentType: z.enum(['credit_card', 'paypal_account']).optional(),
  nonce,
  deviceData: z.string().max(5000).optional(),
});

/** The answer of a payment call. */
export interface PaymentResponse {
  paymentId: string;
  orderId: string;
  cartId: string;
  paymentType: PaymentType;
  paymentInstrumentType: PaymentInstrumentType | null;
  paymentStatus: OrderPaymentState;
  amount: ReturnType<typeof centPrice>;
  transaction: {
    id: string;
    status: 'submitted_for_settlement';
    processorResponseCode: string;
    processorResponseText: string;
    creditCard: {
      cardType: string;
      last4: string;
      expirationMonth: string;
      expirationYear: string;
    } | null;
    paypalAccount: { payerEmail: string } | null;
  } | null;
  createdAt: string;
}

/** One reason a cart cannot be paid yet. */
export interface NotReadyReason {
  code: string;
  message: string;
  lineItemId?: string;
}

function notAllowed(detail: string): SandboxHttpError {
  return new SandboxHttpError(400, 'PaymentMethodNotAllowed', INVALID_PAYMENT_METHOD_MESSAGE, {
    reason: detail,
  });
}

/**
 * Why a cart (after recalculation) cannot be paid; empty when it can.
 *
 * @example
 * ```ts
 * notReadyReasons(row, shopper, now)[0]?.message; // 'Please Update Billing and Shipping addresses to proceed'
 * ```
 */
export function notReadyReasons(row: CartRow, shopper: Shopper, now: Date): NotReadyReason[] {
  const view = cartResponse(row, { now });
  const reasons: NotReadyReason[] = [];
  if (view.lineItems.length === 0) reasons.push({ code: 'EmptyCart', message: EMPTY_CART_MESSAGE });
  const { billingAddress, shippingAddress } = row.data;
  if (
    !billingAddress ||
    !billingAddress.firstName ||
    !shippingAddress ||
    !isShippable(shippingAddress)
  ) {
    reasons.push({ code: 'AddressesMissing', message: ADDRESSES_MISSING_MESSAGE });
  }
  if (!emailOf(row, shopper))
    reasons.push({ code: 'EmailMissing', message: EMAIL_MISSING_MESSAGE });
  for (const reason of view.recalculationFlags.reasons) reasons.push(reason);
  for (const line of view.lineItems) {
    if (line.isPriceUpdated) {
      reasons.push({ code: 'PriceUpdated', message: PRICE_UPDATED_MESSAGE, lineItemId: line.id });
    }
    if (line.isPromisedArrivalDateUpdated) {
      reasons.push({
        code: 'ArrivalDateUpdated',
        message: ARRIVAL_DATE_UPDATED_MESSAGE,
        lineItemId: line.id,
      });
    }
    if (!line.isShippingMethodApplicable) {
      reasons.push({
        code: 'ShippingMethodNotApplicable',
        message: SHIPPING_METHOD_INVALID_MESSAGE,
        lineItemId: line.id,
      });
    }
    for (const unready of line.checkoutUnreadyReasons) {
      reasons.push({ ...unready, lineItemId: line.id });
    }
  }
  if (view.recalculationFlags.isCouponInvalid) {
    reasons.push({ code: 'CouponInvalid', message: COUPON_NOT_VALID_IN_CART_MESSAGE });
  }
  return reasons;
}

function emailOf(row: CartRow, shopper: Shopper): string | null {
  if (shopper.kind === 'customer') return shopper.customer.email;
  return row.data.customerEmail ?? row.data.billingAddress?.email ?? null;
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

/** Charges a nonce for an amount: approved → the transaction; otherwise a recorded failure. */
async function charge(
  context: Context,
  storefront: Storefront,
  target: { cartId: string | null; orderId: string | null },
  nonceValue: string,
  expectedInstrument: 'credit_card' | 'paypal_account' | undefined,
  amountCents: number,
): Promise<{ used: UsedNonce; transaction: NonNullable<PaymentResponse['transaction']> }> {
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

async function claimCheckoutLock(context: Context, row: CartRow): Promise<string> {
  const lock = `lock_${nanoid(12)}`;
  const claimed = await context.db.orm
    .update(commerceCarts)
    .set({ checkoutLock: lock })
    .where(
      and(
        eq(commerceCarts.id, row.id),
        eq(commerceCarts.version, row.version),
        eq(commerceCarts.cartState, 'Active'),
        isNull(commerceCarts.checkoutLock),
      ),
    )
    .returning({ id: commerceCarts.id });
  if (claimed.length === 1) return lock;
  const current = (await findCartRow(context, row.id)) ?? row;
  throw stateError(current) ?? versionConflict(current, row.version);
}

function stateError(row: CartRow): SandboxHttpError | undefined {
  if (row.cartState === 'Ordered') {
    return new SandboxHttpError(
      409,
      'CartAlreadyOrdered',
      `Cart ${row.id} was already ordered (order ${row.data.orderId ?? ''})`,
      { cartId: row.id, orderId: row.data.orderId },
    );
  }
  if (row.cartState !== 'Active') return cartNotActive(row);
  if (row.checkoutLock !== null) return checkoutInProgress(row);
  return undefined;
}

/**
 * Pays a cart and turns it into an order, once: the cart is locked, recalculated (a change is
 * saved and refused as not ready, so the shopper sees it), checked (addresses, email, lines
 * ready, shipping methods, coupon, tax), the payment type checked against the total and the
 * customer, the nonce charged (card) or the invoice recorded, and the order created; the cart
 * becomes `Ordered`. A failed payment leaves the cart active and unchanged.
 *
 * @example
 * ```ts
 * const { status, body } = await payCart(context, { storefront, shopper, cartId, body: { paymentType: 'braintree', nonce } });
 * ```
 */
export async function payCart(
  context: Context,
  input: {
    storefront: Storefront;
    shopper: Shopper;
    cartId: string;
    body: z.output<typeof cartPaymentBody>;
  },
): Promise<IdempotentResult> {
  const { storefront, shopper, body } = input;
  // The order mail links to the order there: only the store's own site (as reset links).
  if (body.siteUrl !== undefined && !isAllowedSiteUrl(storefront.id, body.siteUrl)) {
    throw new SandboxHttpError(
      400,
      'InvalidSiteUrl',
      `siteUrl must be the site of the store "${storefront.id}" (its own site, or localhost in the sandbox)`,
    );
  }
  const row = await loadCartFor(context, storefront.id, shopper, input.cartId);
  const blocked = stateError(row);
  if (blocked) throw blocked;
  if (body.cartVersion !== undefined && body.cartVersion !== row.version) {
    throw versionConflict(row, body.cartVersion);
  }
  const lock = await claimCheckoutLock(context, row);
  let ordered = false;
  try {
    let locked: CartRow = { ...row, checkoutLock: lock };
    const { data, changed } = await recalculateCartData(context, locked, refreshPartsOf([]));
    if (changed) locked = await saveCart(context, locked, data, locked.version, { lock });

    const now = context.clock.now();
    const reasons = notReadyReasons(locked, shopper, now);
    if (reasons.length > 0) {
      throw new SandboxHttpError(
        400,
        'CartNotReady',
        reasons[0]?.message ?? 'The cart is not ready',
        {
          reasons,
          cartId: locked.id,
          currentVersion: locked.version,
        },
      );
    }
    const figures = cartFigures(locked, now);
    if (figures.total === 0 && body.paymentType !== 'freeOfCharge') {
      throw notAllowed('The order total is $0.00: use paymentType freeOfCharge');
    }
    if (body.paymentType === 'freeOfCharge' && figures.total !== 0) {
      throw notAllowed('freeOfCharge is only for an order total of $0.00');
    }

    const paymentId = `pay_${nanoid(21)}`;
    let payment: OrderPayment;
    let paymentState: OrderPaymentState;
    let transaction: PaymentResponse['transaction'] = null;
    let details: Record<string, unknown> = {};
    if (body.paymentType === 'braintree') {
      const charged = await charge(
        context,
        storefront,
        { cartId: locked.id, orderId: null },
        body.nonce,
        body.paymentInstrumentType,
        figures.total,
      );
      transaction = charged.transaction;
      paymentState = 'Paid';
      details = { card: charged.used.card, transaction };
      payment = {
        id: paymentId,
        paymentType: 'braintree',
        paymentInstrumentType: charged.used.paymentInstrumentType,
        amountPlanned: centPrice(figures.total),
        paymentStatus: 'Paid',
        transactionId: transaction.id,
        card:
          charged.used.paymentInstrumentType === 'credit_card'
            ? { cardType: charged.used.card.cardType, last4: charged.used.card.last4 }
            : null,
        createdAt: now.toISOString(),
      };
    } else if (body.paymentType === 'paymentByInvoice') {
      if (shopper.kind !== 'customer') {
        throw notAllowed('Invoice payment needs a signed-in customer');
      }
      const eligibility = invoiceEligibility(await loadProfile(context, shopper.customerId));
      const allowed =
        body.paymentInstrumentType === 'invoice_with_terms'
          ? eligibility.invoiceWithTerms
          : eligibility.invoiceWithoutTerms;
      if (!allowed) {
        throw notAllowed(`${body.paymentInstrumentType} is not enabled for this customer`);
      }
      paymentState = body.paymentInstrumentType === 'invoice_with_terms' ? 'BalanceDue' : 'Pending';
      payment = {
        id: paymentId,
        paymentType: 'paymentByInvoice',
        paymentInstrumentType: body.paymentInstrumentType,
        amountPlanned: centPrice(figures.total),
        paymentStatus: paymentState,
        transactionId: null,
        card: null,
        createdAt: now.toISOString(),
      };
    } else {
      paymentState = 'Paid';
      payment = {
        id: paymentId,
        paymentType: 'freeOfCharge',
        paymentInstrumentType: null,
        amountPlanned: centPrice(0),
        paymentStatus: 'Paid',
        transactionId: null,
        card: null,
        createdAt: now.toISOString(),
      };
    }

    const order = await createOrderFromCart(context, {
      cart: locked,
      lock,
      customerEmail: emailOf(locked, shopper),
      paymentState,
      payment,
      paymentDetails: details,
      poNumber: body.paymentType === 'paymentByInvoice' ? (body.poNumber ?? null) : null,
      siteUrl: body.siteUrl ?? null,
    });
    ordered = true;
    const response: PaymentResponse = {
      paymentId,
      orderId: order.id,
      cartId: locked.id,
      paymentType: payment.paymentType,
      paymentInstrumentType: payment.paymentInstrumentType,
      paymentStatus: paymentState,
      amount: payment.amountPlanned,
      transaction,
      createdAt: now.toISOString(),
    };
    return { status: 201, body: response };
  } finally {
    if (!ordered) {
      await context.db.orm
        .update(commerceCarts)
        .set({ checkoutLock: null })
        .where(and(eq(commerceCarts.id, row.id), eq(commerceCarts.checkoutLock, lock)));
    }
  }
}

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
  input: {
    storefront: Storefront;
    shopper: Shopper;
    orderId: string;
    body: z.output<typeof orderPaymentBody>;
  },
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
  const payment: OrderPayment = {
    id: paymentId,
    paymentType: 'braintree',
    paymentInstrumentType: charged.used.paymentInstrumentType,
    amountPlanned: centPrice(amountDue),
    paymentStatus: 'Paid',
    transactionId: charged.transaction.id,
    card:
      charged.used.paymentInstrumentType === 'credit_card'
        ? { cardType: charged.used.card.cardType, last4: charged.used.card.last4 }
        : null,
    createdAt: now.toISOString(),
  };
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
  const response: PaymentResponse = {
    paymentId,
    orderId: row.id,
    cartId: row.cartId,
    paymentType: 'braintree',
    paymentInstrumentType: charged.used.paymentInstrumentType,
    paymentStatus: 'Paid',
    amount: centPrice(amountDue),
    transaction: charged.transaction,
    createdAt: now.toISOString(),
  };
  return { status: 201, body: response };
}
