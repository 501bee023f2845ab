// @vitest-environment node
import { isApiError, type ApiError } from '@storefront/http';
import { createTestSandbox, type TestSandbox } from '@storefront/sandbox-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transformCart } from '../cart-transform';
import { paymentFailureOf } from '../payment-failure';
import { add, subtract, toDecimalString } from '@storefront/pricing';
import { createIdempotencyKey, placeOrder } from '../place-order';
import { createCartApi } from './cart-api';
import {
  ARLINGTON,
  DEMO_CUSTOMER,
  anonymousShopper,
  cartApiFor,
  newCustomer,
  signIn,
  TEST_ORIGIN,
} from '../testing/sandbox-shopper';
import { isVersionConflict } from '../version-conflict';
import type { CartApi } from './cart-api';
import type { ApiCart } from './cart-schemas';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

async function anonymousCartWithMailers(): Promise<{ api: CartApi; cart: ApiCart }> {
  const api = cartApiFor(sandbox, await anonymousShopper(sandbox));
  const cart = await api.createCart({
    lineItems: [{ productKey: 'custom-mailer-box', quantity: 250 }],
  });
  return { api, cart };
}

async function readyToPay(api: CartApi, cart: ApiCart): Promise<ApiCart> {
  return api.updateCartAddresses(cart.id, cart.version, {
    shippingAddress: ARLINGTON,
    billingAddress: ARLINGTON,
    customerEmail: ARLINGTON.email,
  });
}

async function cardNonce(api: CartApi, number: string): Promise<string> {
  const { clientToken } = await api.getPaymentMetadata();
  const { nonce } = await api.tokenizeCard(clientToken, {
    number,
    expirationDate: '12/39',
    cvv: '123',
    cardholderName: 'Ada Lovelace',
  });
  return nonce;
}

describe('carts', () => {
  it('has no cart for a new shopper (404, ECX022)', async () => {
    const api = cartApiFor(sandbox, await anonymousShopper(sandbox));
    const error = await failureOf(api.getUserCart());
    expect(error).toMatchObject({ status: 404, code: 'ECX022', serviceCode: 'CartNotFound' });
  });

  it('creates a cart, adds to it and reads it with a recalculation', async () => {
    const { api, cart } = await anonymousCartWithMailers();
    expect(cart).toMatchObject({ version: 1, cartState: 'Active' });
    expect(cart.lineItems[0]).toMatchObject({ productKey: 'custom-mailer-box', quantity: 250 });
    const added = await api.createCart({
      cartId: cart.id,
      version: cart.version,
      lineItems: [
        { productKey: 'custom-mailer-box-sample', quantity: 1, attributes: { Size: '9x6x3' } },
      ],
    });
    expect(added.version).toBe(2);
    expect(added.lineItems.map((line) => line.productKey)).toEqual([
      'custom-mailer-box',
      'custom-mailer-box-sample',
    ]);
    const read = await api.getCart(cart.id, {
      recalculate: true,
      recalculationConfigs: ['prices', 'availability'],
    });
    expect(read.id).toBe(cart.id);
    expect(read.recalculationFlags?.reasons[0]?.message).toBe('Missing address information.');
    expect((await api.getUserCart()).id).toBe(cart.id);
  });

  it('refuses a change made against a stale version with 409 and the current version', async () => {
    const { api, cart } = await anonymousCartWithMailers();
    await api.applyCoupon(cart.id, cart.version, 'FIRSTRUN10');
    const error = await failureOf(
      api.updateLineItems(cart.id, cart.version, [
        { action: 'changeLineItemQuantity', lineItemId: cart.lineItems[0]!.id, quantity: 500 },
      ]),
    );
    expect(isVersionConflict(error)).toBe(true);
    expect(error.code).toBe('ECX034');
    expect(error.body).toMatchObject({ currentVersion: 2 });
  });

  it('says which cart exists when a second cart is created (409 ActiveCartExists)', async () => {
    const { api, cart } = await anonymousCartWithMailers();
    const error = await failureOf(
      api.createCart({ lineItems: [{ productKey: 'custom-mailer-box', quantity: 50 }] }),
    );
    expect(error).toMatchObject({ status: 409, code: 'ECX033', serviceCode: 'ActiveCartExists' });
    expect(error.body).toMatchObject({ cartId: cart.id });
  });

  it('changes quantities and removes lines', async () => {
    const { api, cart } = await anonymousCartWithMailers();
    const lineItemId = cart.lineItems[0]!.id;
    const changed = await api.updateLineItems(cart.id, cart.version, [
      { action: 'changeLineItemQuantity', lineItemId, quantity: 500 },
    ]);
    expect(changed.lineItems[0]?.quantity).toBe(500);
    const removed = await api.updateLineItems(changed.id, changed.version, [
      { action: 'removeLineItem', lineItemId },
    ]);
    expect(removed.lineItems).toEqual([]);
    expect(removed.customLineItems).toEqual([]);
  });

  it('enforces the sample rules with the service message', async () => {
    const api = cartApiFor(sandbox, await anonymousShopper(sandbox));
    const cart = await api.createCart({
      lineItems: [{ productKey: 'custom-mailer-box-sample', quantity: 1 }],
    });
    const error = await failureOf(
      api.createCart({
        cartId: cart.id,
        version: cart.version,
        lineItems: [{ productKey: 'custom-mailer-box-sample', quantity: 1 }],
      }),
    );
    expect(error).toMatchObject({
      status: 400,
      code: 'ECX023',
      serviceCode: 'SampleAlreadyInCart',
    });
    expect(error.detail).toBe('A sample box may be added once at a time per size and style.');
  });
});

describe('coupons', () => {
  it('applies FIRSTRUN10 with a discount and removes it', async () => {
    const { api, cart } = await anonymousCartWithMailers();
    const applied = await api.applyCoupon(cart.id, cart.version, 'firstrun10');
    expect(applied.couponCode).toBe('FIRSTRUN10');
    expect(applied.discount).toMatchObject({ isValid: true });
    expect(applied.discount?.discountAmount).toMatchObject({ centAmount: 5225 });
    const removed = await api.removeCoupon(applied.id, applied.version);
    expect(removed.couponCode).toBeNull();
  });

  it("refuses unknown, other stores' and expired codes with the spec wording", async () => {
    const { api, cart } = await anonymousCartWithMailers();
    expect(await failureOf(api.applyCoupon(cart.id, cart.version, 'NOPE'))).toMatchObject({
      code: 'ECX030',
      serviceCode: 'InvalidCouponCode',
      detail: 'The promotional code you entered is not valid',
    });
    expect(await failureOf(api.applyCoupon(cart.id, cart.version, 'SHOWROOM15'))).toMatchObject({
      serviceCode: 'InvalidCouponCode',
    });
    expect(await failureOf(api.applyCoupon(cart.id, cart.version, 'SUMMER2024'))).toMatchObject({
      serviceCode: 'CouponExpired',
      detail: 'This promotional code expired on 08/31/2024',
    });
    expect(await failureOf(api.removeCoupon(cart.id, cart.version))).toMatchObject({
      serviceCode: 'NoCouponApplied',
      detail: 'Unable to remove coupon',
    });
  });
});

describe('delivery options and addresses', () => {
  it('offers options per line, sets one and quotes to the address', async () => {
    const { api, cart } = await anonymousCartWithMailers();
    const options = await api.getDeliveryOptions(cart.id);
    const item = options.items[0]!;
    expect(item.selectedDeliveryOptionId).toBe('edo-standard');
    expect(item.deliveryOptions.map((option) => option.name)).toEqual([
      'Standard',
      'Expedited',
      'Express',
    ]);
    const expedited = await api.setShippingMethods(cart.id, cart.version, [
      { lineItemId: item.lineItemId, eCommerceDeliveryOptionId: 'edo-expedited' },
    ]);
    expect(expedited.customLineItems[0]).toMatchObject({
      eCommerceDeliveryOptionId: 'edo-expedited',
      name: 'Expedited',
    });
    const addressed = await readyToPay(api, expedited);
    expect(addressed.shippingAddress).toMatchObject({ city: 'Arlington', state: 'TX' });
    expect(addressed.taxedPrice?.totalTax).toMatchObject({ centAmount: expect.any(Number) });
    expect(addressed.recalculationFlags?.reasons).toEqual([]);
  });

  it("answers 422 for a postal code that does not fit the address's country", async () => {
    const { api, cart } = await anonymousCartWithMailers();
    const odd = await api.updateCartAddresses(cart.id, cart.version, {
      shippingAddress: { ...ARLINGTON, postalCode: '7601' },
    });
    const error = await failureOf(api.getDeliveryOptions(odd.id));
    expect(error).toMatchObject({
      status: 422,
      code: 'ECX018',
      serviceCode: 'ShippingOptionsUnavailable',
      detail: 'Unable to recieve Shipping Options for the given Postal Code',
    });
  });

  it('quotes products not in a cart', async () => {
    const api = cartApiFor(sandbox, await anonymousShopper(sandbox));
    const { items } = await api.getShippingMethods({
      items: [{ productKey: 'custom-mailer-box', quantity: 250 }],
    });
    expect(items[0]?.deliveryOptions[0]?.displayNames[0]).toBe('Standard');
  });
});

describe('customers', () => {
  it('reads the demo customer and adds a saved address (version + 1)', async () => {
    const customer = await newCustomer(sandbox, 'addresses');
    const api = cartApiFor(sandbox, customer);
    const before = await api.getCustomer(customer.customerId!);
    expect(before.addresses).toEqual([]);
    const after = await api.updateCustomer(customer.customerId!, {
      version: before.version,
      addresses: [{ ...ARLINGTON, isDefaultShippingAddress: true }],
    });
    expect(after.version).toBe(before.version + 1);
    expect(after.addresses).toHaveLength(1);
    expect(after.defaultShippingAddressId).toBe(after.addresses[0]?.id);
  });

  it('refuses another customer (403, ECX009)', async () => {
    const customer = await newCustomer(sandbox, 'other');
    const error = await failureOf(cartApiFor(sandbox, customer).getCustomer(DEMO_CUSTOMER.id));
    expect(error).toMatchObject({ status: 403, code: 'ECX009' });
  });

  it("merges an anonymous cart into the customer's at sign-in", async () => {
    const customer = await newCustomer(sandbox, 'merge');
    const anonymous = await anonymousShopper(sandbox);
    const cart = await cartApiFor(sandbox, anonymous).createCart({
      lineItems: [{ productKey: 'custom-gable-box', quantity: 50 }],
    });
    const signedIn = await signIn(sandbox, customer.credentials!, anonymous);
    const customerApi = cartApiFor(sandbox, signedIn);
    const merged = await customerApi.getCustomerCart(signedIn.customerId!);
    expect(merged.id).toBe(cart.id);
    expect(merged.customerId).toBe(signedIn.customerId);
    expect((await customerApi.getUserCart()).id).toBe(cart.id);
  });
});

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
    const { api, cart } = await anonymousCartWithMailers();
    const ready = await readyToPay(api, cart);
    const nonce = await cardNonce(api, '4111 1111 1111 1111');
    const idempotencyKey = createIdempotencyKey();
    const payment = { paymentType: 'braintree', nonce } as const;
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
      api.payCart(
        ready.id,
        { paymentType: 'braintree', nonce: 'fake-valid-nonce' },
        { idempotencyKey },
      ),
    );
    expect(reused).toMatchObject({ status: 422, serviceCode: 'IdempotencyKeyReused' });
    const again = await failureOf(
      api.payCart(
        ready.id,
        { paymentType: 'braintree', nonce: 'fake-valid-nonce' },
        {
          idempotencyKey: createIdempotencyKey(),
        },
      ),
    );
    expect(again.serviceCode).toBe('CartAlreadyOrdered');
    expect(paymentFailureOf(again)).toMatchObject({
      kind: 'alreadyOrdered',
      orderId: first.orderId,
    });
    expect((await api.getCart(ready.id)).cartState).toBe('Ordered');
  });

  it('declines a declining card with the processor text and keeps the cart active', async () => {
    const { api, cart } = await anonymousCartWithMailers();
    const ready = await readyToPay(api, cart);
    const nonce = await cardNonce(api, '4000111111111115');
    const error = await failureOf(
      placeOrder(api, { cartId: ready.id, payment: { paymentType: 'braintree', nonce } }),
    );
    expect(error).toMatchObject({ status: 402, code: 'ECX041', serviceCode: 'CARD_DECLINED' });
    expect(paymentFailureOf(error)).toEqual({
      kind: 'declined',
      code: 'ECX041',
      title: 'Payment Failed',
      message: 'Do Not Honor',
    });
    expect((await api.getCart(ready.id)).cartState).toBe('Active');
    // The nonce was used by the declined charge: paying with it again is a consumed nonce.
    const consumed = await failureOf(
      placeOrder(api, { cartId: ready.id, payment: { paymentType: 'braintree', nonce } }),
    );
    expect(consumed).toMatchObject({
      code: 'ECX043',
      serviceCode: 'TRANSACTION_PAYMENT_METHOD_NONCE_CONSUMED',
    });
    expect(paymentFailureOf(consumed).message).toBe('Payment failed, please refresh your browser.');
  });

  it('maps an unknown nonce to ECX043 and a processor failure to the generic ECX041', async () => {
    const { api, cart } = await anonymousCartWithMailers();
    const ready = await readyToPay(api, cart);
    const unknown = await failureOf(
      placeOrder(api, {
        cartId: ready.id,
        payment: { paymentType: 'braintree', nonce: 'tokencc_never' },
      }),
    );
    expect(unknown).toMatchObject({
      code: 'ECX043',
      serviceCode: 'TRANSACTION_PAYMENT_METHOD_NONCE_UNKNOWN',
    });
    const failed = await failureOf(
      placeOrder(api, {
        cartId: ready.id,
        payment: { paymentType: 'braintree', nonce: 'fake-processor-failure-nonce' },
      }),
    );
    expect(paymentFailureOf(failed)).toEqual({
      kind: 'generic',
      code: 'ECX041',
      message: 'Something went wrong while trying to make payments. Please try after sometime!',
    });
  });

  it('refuses a cart without addresses and invoices for guests', async () => {
    const { api, cart } = await anonymousCartWithMailers();
    const notReady = await failureOf(
      placeOrder(api, {
        cartId: cart.id,
        payment: { paymentType: 'braintree', nonce: 'fake-valid-nonce' },
      }),
    );
    expect(paymentFailureOf(notReady)).toMatchObject({
      kind: 'cartNotReady',
      message: 'Please Update Billing and Shipping addresses to proceed',
    });
    const ready = await readyToPay(api, cart);
    const invoice = await failureOf(
      placeOrder(api, {
        cartId: ready.id,
        payment: {
          paymentType: 'paymentByInvoice',
          paymentInstrumentType: 'invoice_without_terms',
        },
      }),
    );
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
    const withTerms = await failureOf(
      placeOrder(demo, {
        cartId: cart.id,
        payment: { paymentType: 'paymentByInvoice', paymentInstrumentType: 'invoice_with_terms' },
      }),
    );
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
    const { api, cart } = await anonymousCartWithMailers();
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
    const card = await failureOf(
      placeOrder(api, {
        cartId: ready.id,
        payment: { paymentType: 'braintree', nonce: 'fake-valid-nonce' },
      }),
    );
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
    const { api, cart } = await anonymousCartWithMailers();
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
        { paymentType: 'braintree', nonce: 'fake-valid-nonce' },
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
        { paymentType: 'braintree', nonce: 'fake-valid-nonce' },
        { idempotencyKey: createIdempotencyKey() },
      ),
    );
    expect(noAnswer).toMatchObject({ status: 0, code: 'ECX021' });

    // A refusal of the payment itself stays ECX041 (the generic payments error).
    const declined = await failureOf(
      api.payCart(
        payable.id,
        { paymentType: 'braintree', nonce: await cardNonce(api, '4000 1111 1111 1115') },
        { idempotencyKey: createIdempotencyKey() },
      ),
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
