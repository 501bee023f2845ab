// @vitest-environment node
import { add, subtract, toDecimalString } from '@storefront/pricing';
import { sandboxPerFile } from '@storefront/sandbox-api/testing';
import { describe, expect, it } from 'vitest';
import { transformCart } from '../cart-transform';
import { paymentFailureOf } from '../payment-failure';
import { createIdempotencyKey, placeOrder, type PlaceOrderOptions } from '../place-order';
import {
  anonymousCartWithMailers,
  cardNonce,
  failureOf,
  readyToPay,
} from '../testing/cart-api-sandbox';
import {
  DEMO_CUSTOMER,
  TEST_ORIGIN,
  anonymousShopper,
  cartApiFor,
  signIn,
} from '../testing/sandbox-shopper';
import { isVersionConflict } from '../version-conflict';
import { createCartApi, type CartApi } from './cart-api';

const sandbox = sandboxPerFile();

/** A card payment with the Braintree `nonce` of the card. */
const braintree = (nonce: string) => ({ paymentType: 'braintree', nonce }) as const;

/** A payment by invoice, with or without terms. */
const byInvoice = (paymentInstrumentType: 'invoice_with_terms' | 'invoice_without_terms') =>
  ({ paymentType: 'paymentByInvoice', paymentInstrumentType }) as const;

/** What placing the order of `cartId` with `payment` is refused with. */
const orderFailure = (api: CartApi, cartId: string, payment: PlaceOrderOptions['payment']) =>
  failureOf(placeOrder(api, { cartId, payment }));

describe('payments', () => {
  it('lists card payments for a guest and invoice without terms for the demo customer', async () => {
    const guest = cartApiFor(sandbox, await anonymousShopper(sandbox));
    const guestMethods = (await guest.getPaymentMetadata()).paymentMethods;
    expect(guestMethods.map((method) => method.paymentInstrumentType)).toEqual([
      'credit_card',
      'paypal_account',
    ]);
    const demo = cartApiFor(sandbox, await signIn(sandbox, DEMO_CUSTOMER));
    const demoMethods = (await demo.getPaymentMetadata()).paymentMethods;
    expect(demoMethods).toContainEqual({
      paymentType: 'paymentByInvoice',
      paymentInstrumentType: 'invoice_without_terms',
    });
    expect(demoMethods.map((method) => method.paymentInstrumentType)).not.toContain(
      'invoice_with_terms',
    );
  });

  it('pays with a valid card once, even when the same attempt is sent again', async () => {
    const { api, cart } = await anonymousCartWithMailers(sandbox);
    const ready = await readyToPay(api, cart);
    const nonce = await cardNonce(api, '4111 1111 1111 1111');
    const idempotencyKey = createIdempotencyKey();
    const payment = braintree(nonce);
    const first = await api.payCart(ready.id, payment, {
      idempotencyKey,
      cartVersion: ready.version,
    });
    expect(first).toMatchObject({ paymentStatus: 'Paid', cartId: ready.id });
    expect(first.amount).toEqual(ready.taxedPrice?.totalGross);
    const replay = await api.payCart(ready.id, payment, {
      idempotencyKey,
      cartVersion: ready.version,
    });
    expect(replay.paymentId).toBe(first.paymentId);
    expect(replay.orderId).toBe(first.orderId);
    // Another body under the same key is refused; the cart is ordered once.
    const reused = await failureOf(
      api.payCart(ready.id, braintree('fake-valid-nonce'), { idempotencyKey }),
    );
    expect(reused).toMatchObject({ status: 422, serviceCode: 'IdempotencyKeyReused' });
    const again = await failureOf(
      api.payCart(ready.id, braintree('fake-valid-nonce'), {
        idempotencyKey: createIdempotencyKey(),
      }),
    );
    expect(again.serviceCode).toBe('CartAlreadyOrdered');
    expect(paymentFailureOf(again)).toMatchObject({
      kind: 'alreadyOrdered',
      orderId: first.orderId,
    });
    expect((await api.getCart(ready.id)).cartState).toBe('Ordered');
  });

  it('declines a declining card with the processor text and keeps the cart active', async () => {
    const { api, cart } = await anonymousCartWithMailers(sandbox);
    const ready = await readyToPay(api, cart);
    const nonce = await cardNonce(api, '4000111111111115');
    const error = await orderFailure(api, ready.id, braintree(nonce));
    expect(error).toMatchObject({ status: 402, code: 'ECX041', serviceCode: 'CARD_DECLINED' });
    expect(paymentFailureOf(error)).toEqual({
      kind: 'declined',
      code: 'ECX041',
      title: 'Payment Failed',
      message: 'Do Not Honor',
    });
    expect((await api.getCart(ready.id)).cartState).toBe('Active');
    // The nonce was used by the declined charge: paying with it again is a consumed nonce.
    const consumed = await orderFailure(api, ready.id, braintree(nonce));
    expect(consumed).toMatchObject({
      code: 'ECX043',
      serviceCode: 'TRANSACTION_PAYMENT_METHOD_NONCE_CONSUMED',
    });
    expect(paymentFailureOf(consumed).message).toBe('Payment failed, please refresh your browser.');
  });

  it('maps an unknown nonce to ECX043 and a processor failure to the generic ECX041', async () => {
    const { api, cart } = await anonymousCartWithMailers(sandbox);
    const ready = await readyToPay(api, cart);
    const unknown = await orderFailure(api, ready.id, braintree('tokencc_never'));
    expect(unknown).toMatchObject({
      code: 'ECX043',
      serviceCode: 'TRANSACTION_PAYMENT_METHOD_NONCE_UNKNOWN',
    });
    const failed = await orderFailure(api, ready.id, braintree('fake-processor-failure-nonce'));
    expect(paymentFailureOf(failed)).toEqual({
      kind: 'generic',
      code: 'ECX041',
      message: 'Something went wrong while trying to make payments. Please try after sometime!',
    });
  });

  it('refuses a cart without addresses and invoices for guests', async () => {
    const { api, cart } = await anonymousCartWithMailers(sandbox);
    const notReady = await orderFailure(api, cart.id, braintree('fake-valid-nonce'));
    expect(paymentFailureOf(notReady)).toMatchObject({
      kind: 'cartNotReady',
      message: 'Please Update Billing and Shipping addresses to proceed',
    });
    const ready = await readyToPay(api, cart);
    const invoice = await orderFailure(api, ready.id, byInvoice('invoice_without_terms'));
    expect(paymentFailureOf(invoice)).toMatchObject({
      kind: 'invalidMethod',
      message: 'Please select a valid payment method',
    });
  });

  it('lets the demo customer pay by invoice without terms but not with terms', async () => {
    const demo = cartApiFor(sandbox, await signIn(sandbox, DEMO_CUSTOMER));
    const existing = await demo.getUserCart().catch(() => null);
    const cart = existing
      ? await demo.createCart({
          cartId: existing.id,
          version: existing.version,
          lineItems: [{ productKey: 'custom-shipper-box', quantity: 10 }],
        })
      : await demo.createCart({ lineItems: [{ productKey: 'custom-shipper-box', quantity: 10 }] });
    expect(cart.shippingAddress).toMatchObject({ city: 'Arlington' });
    const withTerms = await orderFailure(demo, cart.id, byInvoice('invoice_with_terms'));
    expect(paymentFailureOf(withTerms).kind).toBe('invalidMethod');
    const paid = await placeOrder(demo, {
      cartId: cart.id,
      payment: {
        paymentType: 'paymentByInvoice',
        paymentInstrumentType: 'invoice_without_terms',
        poNumber: 'PO-7781',
      },
    });
    expect(paid).toMatchObject({ paymentType: 'paymentByInvoice', paymentStatus: 'Pending' });
  });

  it('places a $0.00 order free of charge, and polls until the order number exists', async () => {
    const { api, cart } = await anonymousCartWithMailers(sandbox);
    const free = await api.applyCoupon(cart.id, cart.version, 'SANDBOX100');
    const ready = await readyToPay(api, free);
    expect(ready.taxedPrice?.totalGross).toMatchObject({ centAmount: 0 });
    // The summary adds up when the coupon takes shipping off too: shipping is shown before its
    // discount and the discount line takes it off.
    const { cartTotal } = transformCart(ready);
    expect(toDecimalString(cartTotal.totalShippingPrice)).not.toBe('0.00');
    expect(
      toDecimalString(
        add(
          subtract(add(cartTotal.subtotal, cartTotal.totalShippingPrice), cartTotal.discount),
          cartTotal.taxTotal,
        ),
      ),
    ).toBe(toDecimalString(cartTotal.total));
    const card = await orderFailure(api, ready.id, braintree('fake-valid-nonce'));
    expect(paymentFailureOf(card).kind).toBe('invalidMethod');
    const result = await placeOrder(api, {
      cartId: ready.id,
      payment: { paymentType: 'freeOfCharge' },
    });
    expect((await api.getOrder(result.orderId)).orderNumber).toBeNull();
    const slept: number[] = [];
    const order = await api.pollOrderNumber(result.orderId, {
      intervalMs: 1000,
      sleep: async (ms) => {
        slept.push(ms);
        sandbox.clock.advance(ms);
      },
    });
    expect(order.orderNumber).toMatch(/^BU\d{6}$/);
    expect(slept.length).toBeGreaterThanOrEqual(2);
  });

  it("says 'Order seems to be missing!' when the number never comes or the order is unknown", async () => {
    const api = cartApiFor(sandbox, await anonymousShopper(sandbox));
    await expect(
      api.pollOrderNumber('ord_unknown', { sleep: async () => undefined }),
    ).rejects.toMatchObject({ code: 'ECX040', message: 'Order seems to be missing!' });
  });
});

describe('failure paths of the checkout calls, against the sandbox', () => {
  it('ECX020: the card provider refuses a client token to a shopper without a valid session', async () => {
    const api = cartApiFor(sandbox, { token: 'not-a-token', anonymousId: '', validationKey: '' });
    const error = await failureOf(api.getPaymentMetadata());
    expect(error).toMatchObject({ status: 401, code: 'ECX020' });
    expect(error.userMessage).toBe(
      'Unable to start the card payment. Please refresh the page and try again.',
    );
  });

  it('ECX031: a shipping method the line cannot have, and a stale cart version', async () => {
    const { api, cart } = await anonymousCartWithMailers(sandbox);
    const lineItemId = cart.lineItems[0]?.id ?? '';
    const unknown = await failureOf(
      api.setShippingMethods(cart.id, cart.version, [
        { lineItemId, eCommerceDeliveryOptionId: 'edo-teleport' },
      ]),
    );
    expect(unknown).toMatchObject({ status: 400, code: 'ECX031' });
    const stale = await failureOf(
      api.setShippingMethods(cart.id, cart.version + 5, [
        { lineItemId, eCommerceDeliveryOptionId: 'edo-standard' },
      ]),
    );
    expect(stale).toMatchObject({ status: 409, code: 'ECX031' });
    expect(isVersionConflict(stale)).toBe(true);
  });

  it('ECX021: the payment service fails on its own (5xx, no answer) — the order was not placed', async () => {
    const shopper = await anonymousShopper(sandbox);
    const api = cartApiFor(sandbox, shopper);
    const cart = await api.createCart({
      lineItems: [{ productKey: 'custom-mailer-box', quantity: 250 }],
    });
    const payable = await readyToPay(api, cart);
    // The sandbox's payment route is made to fail in the network layer, as faults.spec does.
    const failing = (answer: () => Response | Promise<Response>) =>
      createCartApiWith(async (request) =>
        new URL(request.url).pathname.endsWith('/payments') ? answer() : sandbox.fetch(request),
      );
    const serverError = await failureOf(
      failing(() => Response.json({ title: 'InternalServerError' }, { status: 500 })).payCart(
        payable.id,
        braintree('fake-valid-nonce'),
        { idempotencyKey: createIdempotencyKey() },
      ),
    );
    expect(serverError).toMatchObject({ status: 500, code: 'ECX021' });
    expect(paymentFailureOf(serverError)).toMatchObject({
      kind: 'placeOrder',
      code: 'ECX021',
      message: 'Something went wrong while placing the order!',
    });
    const noAnswer = await failureOf(
      failing(() => Promise.reject(new TypeError('fetch failed'))).payCart(
        payable.id,
        braintree('fake-valid-nonce'),
        { idempotencyKey: createIdempotencyKey() },
      ),
    );
    expect(noAnswer).toMatchObject({ status: 0, code: 'ECX021' });

    // A refusal of the payment itself stays ECX041 (the generic payments error).
    const declined = await failureOf(
      api.payCart(payable.id, braintree(await cardNonce(api, '4000 1111 1111 1115')), {
        idempotencyKey: createIdempotencyKey(),
      }),
    );
    expect(declined).toMatchObject({ code: 'ECX041', serviceCode: 'CARD_DECLINED' });

    function createCartApiWith(fetch: (request: Request) => Promise<Response>): CartApi {
      return createCartApi({
        ecommerceUrl: `${TEST_ORIGIN}/ecommerce`,
        paymentsUrl: `${TEST_ORIGIN}/payments`,
        tenant: 'north-america',
        storefrontId: 'boxup',
        getBearerToken: () => shopper.token,
        fetch,
      });
    }
  });
});
