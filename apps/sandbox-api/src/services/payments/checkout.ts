import { nanoid } from 'nanoid';
import type { SandboxContext } from '../../context.ts';
import type { OrderPaymentState } from '../../db/schema.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import { isAllowedSiteUrl } from '../identity/storefronts.ts';
import { loadCartFor, saveCart, versionConflict } from '../ecommerce/cart-store.ts';
import type { CartRow } from '../ecommerce/cart-view.ts';
import { cartFigures } from '../ecommerce/cart-view.ts';
import { invoiceEligibility, loadProfile } from '../ecommerce/customers.ts';
import { INVALID_PAYMENT_METHOD_MESSAGE } from '../ecommerce/messages.ts';
import { centPrice } from '../ecommerce/money.ts';
import { createOrderFromCart } from '../ecommerce/orders.ts';
import { recalculateCartData, refreshPartsOf } from '../ecommerce/recalculate.ts';
import { notReadyReasons, orderEmailOf } from './cart-readiness.ts';
import { cardPayment, charge } from './charge.ts';
import { cartStateError, claimCheckoutLock, releaseCheckoutLock } from './checkout-lock.ts';
import type { IdempotentResult } from './idempotency.ts';
import type { cartPaymentBody, PaymentRequest } from './payment-requests.ts';
import type { PaymentResponse } from './payment-response.ts';
import { paymentResponse } from './payment-response.ts';
import type { OrderPayment } from '../../db/schema-commerce-documents.ts';

type Context = Pick<SandboxContext, 'db' | 'clock'>;

function notAllowed(detail: string): SandboxHttpError {
  return new SandboxHttpError(400, 'PaymentMethodNotAllowed', INVALID_PAYMENT_METHOD_MESSAGE, {
    reason: detail,
  });
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
  input: PaymentRequest<typeof cartPaymentBody> & { cartId: string },
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
  const blocked = cartStateError(row);
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
      payment = cardPayment(paymentId, charged, figures.total, now);
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
      customerEmail: orderEmailOf(locked, shopper),
      paymentState,
      payment,
      paymentDetails: details,
      poNumber: body.paymentType === 'paymentByInvoice' ? (body.poNumber ?? null) : null,
      siteUrl: body.siteUrl ?? null,
    });
    ordered = true;
    const response = paymentResponse(
      payment,
      { orderId: order.id, cartId: locked.id },
      transaction,
    );
    return { status: 201, body: response };
  } finally {
    if (!ordered) await releaseCheckoutLock(context, row.id, lock);
  }
}
