import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxClock } from '../../clock.ts';
import { listMail } from '../../outbox.ts';
import { createTestSandbox } from '../../testing.ts';
import type { TestSandbox } from '../../testing.ts';
import type { OrderResponse } from '../ecommerce/orders.ts';
import { commerceKit, DEMO_CUSTOMER } from '../ecommerce/test-kit.ts';
import type { CommerceKit } from '../ecommerce/test-kit.ts';
import type { PaymentResponse } from './payment-response.ts';
import type { TokenizedCard } from './nonces.ts';
import type { CartResponse } from '../../db/schema-commerce-documents.ts';

const START = new Date('2030-01-09T15:00:00Z');

let sandbox: TestSandbox;
let kit: CommerceKit;
beforeAll(async () => {
  sandbox = await createTestSandbox({ clock: createSandboxClock({ start: START, frozen: true }) });
  kit = commerceKit(sandbox);
});
afterAll(() => sandbox.close());

const MAILER = {
  productKey: 'custom-mailer-box',
  quantity: 250,
  attributes: { Size: '9x6x3', Color: 'Kraft' },
};
const TEXAS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  streetName: '500 Main St',
  postalCode: '76011',
  city: 'Arlington',
  state: 'TX',
  country: 'US',
  email: 'ada@example.com',
};

interface Shop {
  token: string;
  cart: CartResponse;
}

let keys = 0;
const newKey = () => `test-key-${(keys += 1)}`;

async function readyCart(
  options: { token?: string; address?: boolean; email?: string | null; lines?: unknown[] } = {},
): Promise<Shop> {
  const token = options.token ?? (await kit.anonymous()).anonymousToken;
  const withAddress = options.address ?? true;
  const response = await kit.call<CartResponse>('POST', kit.ecommerce('carts'), {
    token,
    body: {
      lineItems: options.lines ?? [MAILER],
      ...(withAddress ? { shippingAddress: TEXAS, billingAddress: TEXAS } : {}),
      ...(options.email === null ? {} : { customerEmail: options.email ?? 'ada@example.com' }),
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { token, cart: response.body };
}

async function tokenize(number: string, expirationDate = '12/31') {
  const metadata = await kit.call<{ clientToken: string }>(
    'GET',
    kit.payments('paymentMethods/metadata'),
    { token: (await kit.anonymous()).anonymousToken },
  );
  const response = await kit.call<TokenizedCard>('POST', kit.payments('paymentMethods/tokenize'), {
    body: {
      clientToken: metadata.body.clientToken,
      creditCard: { number, expirationDate, cvv: '123' },
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.nonce;
}

function pay(shop: Shop, body: Record<string, unknown>, key: string | null = newKey()) {
  return kit.call<PaymentResponse & { title?: string; detail?: string }>(
    'POST',
    kit.payments(`carts/${shop.cart.id}/payments`),
    { token: shop.token, body, headers: key === null ? {} : { 'Idempotency-Key': key } },
  );
}

async function readCart(shop: Shop) {
  return (
    await kit.call<CartResponse>('GET', kit.ecommerce(`carts/${shop.cart.id}`), {
      token: shop.token,
    })
  ).body;
}

async function readOrder(token: string, orderId: string) {
  return kit.call<OrderResponse>('GET', kit.ecommerce(`orders/${orderId}`), { token });
}

describe('GET paymentMethods/metadata and POST paymentMethods/tokenize', () => {
  it('gives a client token and the payment options of the shopper', async () => {
    const anonymous = await kit.call<{ clientToken: string; paymentMethods: unknown[] }>(
      'GET',
      kit.payments('paymentMethods/metadata'),
      { token: (await kit.anonymous()).anonymousToken },
    );
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.clientToken).toMatch(/^sandbox_ct_/);
    expect(anonymous.body.paymentMethods).toEqual([
      { paymentType: 'braintree', paymentInstrumentType: 'credit_card' },
      { paymentType: 'braintree', paymentInstrumentType: 'paypal_account' },
    ]);

    const demo = await kit.call<{ paymentMethods: unknown[] }>(
      'GET',
      kit.payments('paymentMethods/metadata'),
      {
        token: await kit.signIn(),
      },
    );
    expect(demo.body.paymentMethods).toContainEqual({
      paymentType: 'paymentByInvoice',
      paymentInstrumentType: 'invoice_without_terms',
    });
    expect(demo.body.paymentMethods).not.toContainEqual({
      paymentType: 'paymentByInvoice',
      paymentInstrumentType: 'invoice_with_terms',
    });

    expect((await kit.call('GET', kit.payments('paymentMethods/metadata'))).status).toBe(401);
  });

  it('tokenises a test card into a nonce, and refuses other numbers, past expiry and a bad client token', async () => {
    const { clientToken } = (
      await kit.call<{ clientToken: string }>('GET', kit.payments('paymentMethods/metadata'), {
        token: (await kit.anonymous()).anonymousToken,
      })
    ).body;
    const tokenizeCard = (creditCard: Record<string, string>, token = clientToken) =>
      kit.call<TokenizedCard & { errors?: unknown[] }>(
        'POST',
        kit.payments('paymentMethods/tokenize'),
        {
          body: { clientToken: token, creditCard },
        },
      );

    const ok = await tokenizeCard({ number: '4111 1111 1111 1111', expirationDate: '08/2031' });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      nonce: expect.stringMatching(/^tokencc_/),
      type: 'CreditCard',
      details: {
        cardType: 'Visa',
        lastFour: '1111',
        lastTwo: '11',
        bin: '411111',
        expirationMonth: '08',
        expirationYear: '2031',
      },
    });

    const real = await tokenizeCard({ number: '4242424242424242', expirationDate: '08/31' });
    expect(real.status).toBe(422);
    expect(real.body).toMatchObject({
      title: 'CreditCardInvalid',
      detail: 'creditCard.number: is not a sandbox test card number',
    });
    const expired = await tokenizeCard({ number: '4111111111111111', expirationDate: '12/29' });
    expect(expired.body.detail).toBe('creditCard.expirationDate: is in the past');
    const amexCvv = await tokenizeCard({
      number: '378282246310005',
      expirationDate: '08/31',
      cvv: '123',
    });
    expect(amexCvv.body.detail).toBe('creditCard.cvv: must be 4 digits');
    const badToken = await tokenizeCard(
      { number: '4111111111111111', expirationDate: '08/31' },
      'nope',
    );
    expect(badToken.status).toBe(401);
    expect(badToken.body.title).toBe('InvalidClientToken');
  });
});

describe('POST carts/{cartId}/payments by card', () => {
  it('charges once, creates one order, and the cart becomes Ordered', async () => {
    const shop = await readyCart();
    const nonce = await tokenize('4111111111111111');
    const key = newKey();

    const paid = await pay(shop, { paymentType: 'braintree', nonce, cartVersion: 1 }, key);

    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({
      orderId: expect.stringMatching(/^ord_/),
      cartId: shop.cart.id,
      paymentType: 'braintree',
      paymentInstrumentType: 'credit_card',
      paymentStatus: 'Paid',
      amount: { centAmount: shop.cart.taxedPrice.totalGross.centAmount },
      transaction: {
        status: 'submitted_for_settlement',
        processorResponseCode: '1000',
        processorResponseText: 'Approved',
        creditCard: { cardType: 'Visa', last4: '1111' },
      },
    });
    expect(await readCart(shop)).toMatchObject({
      cartState: 'Ordered',
      version: 2,
      orderId: paid.body.orderId,
    });

    // The same request again: the stored answer, no second charge.
    const retry = await pay(shop, { paymentType: 'braintree', nonce, cartVersion: 1 }, key);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(paid.body);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    const payments = await sandbox.db.query<{ count: number }>(
      'select count(*)::int as count from commerce_payments where cart_id = $1',
      [shop.cart.id],
    );
    expect(payments).toEqual([{ count: 1 }]);

    // The same key with another body is refused.
    const reused = await pay(shop, { paymentType: 'braintree', nonce: 'fake-valid-nonce' }, key);
    expect(reused.status).toBe(422);
    expect(reused.body.title).toBe('IdempotencyKeyReused');

    // A new key cannot order the cart again.
    const again = await pay(shop, { paymentType: 'braintree', nonce: 'fake-valid-nonce' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ title: 'CartAlreadyOrdered', orderId: paid.body.orderId });

    const mail = await listMail(sandbox.db, 'ada@example.com');
    expect(mail.map((message) => message.subject)).toEqual([
      expect.stringMatching(/^Your BoxUp order BU\d+$/),
    ]);
  });

  it('lets only one of two concurrent payments of a cart through', async () => {
    const shop = await readyCart();
    const results = await Promise.all([
      pay(shop, { paymentType: 'braintree', nonce: 'fake-valid-nonce' }),
      pay(shop, { paymentType: 'braintree', nonce: 'fake-valid-mastercard-nonce' }),
    ]);

    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
    const orders = await sandbox.db.query<{ count: number }>(
      'select count(*)::int as count from commerce_orders where cart_id = $1',
      [shop.cart.id],
    );
    expect(orders).toEqual([{ count: 1 }]);
  });

  it('shows the order number a few seconds (sandbox clock) after the order was created', async () => {
    const shop = await readyCart();
    const paid = await pay(shop, { paymentType: 'braintree', nonce: 'fake-valid-nonce' });
    const orderId = paid.body.orderId;

    const early = await readOrder(shop.token, orderId);
    expect(early.status).toBe(200);
    expect(early.body).toMatchObject({
      id: orderId,
      orderNumber: null,
      orderState: 'Open',
      paymentState: 'Paid',
      cartId: shop.cart.id,
      customerEmail: 'ada@example.com',
      paymentInfo: {
        paymentStatus: 'Paid',
        payments: [{ paymentType: 'braintree', card: { last4: '1111' } }],
      },
      shippingAddress: { city: 'Arlington' },
      isMigrated: false,
    });
    expect(early.body.lineItems[0]).toMatchObject({
      status: 'Confirmed',
      state: [{ quantity: 250, state: { key: 'Confirmed' } }],
      specs: expect.arrayContaining([{ name: 'Quantity', value: '250' }]),
      promisedArrivalDate: '2030-01-23T00:00:00Z',
      revisedArrivalDate: '0001-01-01T00:00:00Z',
    });
    expect(early.body.totals).toMatchObject({
      subtotal: { centAmount: 52250 },
      shipping: { centAmount: 4745 },
      total: { centAmount: shop.cart.taxedPrice.totalGross.centAmount },
      amountPaid: { centAmount: shop.cart.taxedPrice.totalGross.centAmount },
      amountDue: { centAmount: 0 },
    });
    expect(early.body.expectedBy).toBe('2030-01-23T00:00:00Z');

    sandbox.clock.advance(2999);
    expect((await readOrder(shop.token, orderId)).body.orderNumber).toBeNull();
    sandbox.clock.advance(1);
    const later = await readOrder(shop.token, orderId);
    expect(later.body.orderNumber).toMatch(/^BU\d{6}$/);

    const alternate = await kit.call<OrderResponse>('GET', `/ecommerce/orders/${orderId}`, {
      token: shop.token,
    });
    expect(alternate.body.orderNumber).toBe(later.body.orderNumber);
    const stranger = await readOrder((await kit.anonymous()).anonymousToken, orderId);
    expect(stranger.status).toBe(404);
  });
});

describe('the order confirmation mail', () => {
  it("carries the order number, the lines, the totals and a link to the order on the brand's site", async () => {
    const email = 'mail-check@example.com';
    const shop = await readyCart({ email });
    const coupon = await kit.call<CartResponse>(
      'PATCH',
      kit.ecommerce(`carts/${shop.cart.id}/couponCode`),
      { token: shop.token, body: { version: 1, couponCode: 'FIRSTRUN10' } },
    );
    expect(coupon.status, JSON.stringify(coupon.body)).toBe(200);
    const paid = await pay(shop, {
      paymentType: 'braintree',
      nonce: 'fake-valid-nonce',
      siteUrl: 'http://127.0.0.1:4200',
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const orderId = paid.body.orderId;

    // The API shows the number a moment later; the mail already carries it.
    sandbox.clock.advance(5000);
    const order = (await readOrder(shop.token, orderId)).body;
    expect(order.orderNumber).toMatch(/^BU\d+$/);

    const [mail] = await listMail(sandbox.db, email);
    const cents = (price: { centAmount: number }) => `$${(price.centAmount / 100).toFixed(2)}`;
    const line = order.lineItems[0];
    if (!mail || !line) throw new Error('no mail or no line');
    expect(mail.subject).toBe(`Your BoxUp order ${order.orderNumber}`);
    expect(mail.text).toContain(`Order number: ${order.orderNumber}`);
    // The internal id is only part of the link, never shown as text.
    expect(mail.text.replace(mail.link ?? '', '')).not.toContain('ord_');
    expect(mail.text).toContain(
      `${line.name}: 250 boxes × ${cents(line.price)} = $${((line.price.centAmount * 250) / 100).toFixed(2)}`,
    );
    expect(mail.text).toContain(`Subtotal: ${cents(order.totals.subtotal)}`);
    expect(mail.text).toContain(`Total shipping: ${cents(order.totals.shipping)}`);
    expect(mail.text).toContain(`Discount (FIRSTRUN10): -${cents(order.totals.discount)}`);
    expect(mail.text).toContain(`Sales tax: ${cents(order.totals.taxes)}`);
    expect(mail.text).toContain(`Total: ${cents(order.totals.total)}`);
    expect(mail.link).toBe(`http://127.0.0.1:4200/my-orders/${orderId}`);
    expect(mail.text).toContain(mail.link);
  });

  it("links only to the store's own site", async () => {
    const shop = await readyCart();
    const notAnOrigin = await pay(shop, {
      paymentType: 'braintree',
      nonce: 'fake-valid-nonce',
      siteUrl: 'https://boxup.example/evil?x=1',
    });
    expect(notAnOrigin.status).toBe(400);
    const elsewhere = await pay(shop, {
      paymentType: 'braintree',
      nonce: 'fake-valid-nonce',
      siteUrl: 'https://boxup.example.evil.example',
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.title).toBe('InvalidSiteUrl');
    expect((await readCart(shop)).cartState).toBe('Active');
  });
});

describe('payment failures', () => {
  it('declines a declining card with CARD_DECLINED and the processor text, and keeps the cart', async () => {
    const shop = await readyCart();
    const nonce = await tokenize('4000111111111115');

    const declined = await pay(shop, { paymentType: 'braintree', nonce });

    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({
      title: 'CARD_DECLINED',
      detail: 'CARD_DECLINED:Do Not Honor',
      message: 'CARD_DECLINED:Do Not Honor',
      processorResponseCode: '2000',
    });
    expect(await readCart(shop)).toMatchObject({ cartState: 'Active', version: 1 });

    const reused = await pay(shop, { paymentType: 'braintree', nonce });
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({
      title: 'TRANSACTION_PAYMENT_METHOD_NONCE_CONSUMED',
      detail:
        'TRANSACTION_PAYMENT_METHOD_NONCE_CONSUMED:Cannot use a payment_method_nonce more than once.',
    });

    const insufficient = await pay(shop, {
      paymentType: 'braintree',
      nonce: await tokenize('5105105105105100'),
    });
    expect(insufficient.body.detail).toBe('CARD_DECLINED:Insufficient Funds');

    const paid = await pay(shop, {
      paymentType: 'braintree',
      nonce: await tokenize('5555555555554444'),
    });
    expect(paid.status).toBe(201);
  });

  it('answers unknown and consumed nonces and a processor outage with their codes', async () => {
    const shop = await readyCart();

    const unknown = await pay(shop, { paymentType: 'braintree', nonce: 'tokencc_never_issued' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.title).toBe('TRANSACTION_PAYMENT_METHOD_NONCE_UNKNOWN');
    expect(unknown.body.detail).toMatch(/^TRANSACTION_PAYMENT_METHOD_NONCE_UNKNOWN:/);

    const consumed = await pay(shop, { paymentType: 'braintree', nonce: 'fake-consumed-nonce' });
    expect(consumed.body.title).toBe('TRANSACTION_PAYMENT_METHOD_NONCE_CONSUMED');

    const outage = await pay(shop, {
      paymentType: 'braintree',
      nonce: await tokenize('4000111111111511'),
    });
    expect(outage.status).toBe(502);
    expect(outage.body).toMatchObject({
      title: 'PROCESSOR_NETWORK_UNAVAILABLE',
      detail: 'PROCESSOR_NETWORK_UNAVAILABLE:Processor Network Unavailable - Try Again',
    });

    // A stored failure is replayed for the same key and body.
    const key = newKey();
    const first = await pay(
      shop,
      { paymentType: 'braintree', nonce: 'fake-processor-declined-visa-nonce' },
      key,
    );
    const second = await pay(
      shop,
      { paymentType: 'braintree', nonce: 'fake-processor-declined-visa-nonce' },
      key,
    );
    expect(second.status).toBe(402);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('checks the instrument type against the nonce before using it up', async () => {
    const shop = await readyCart();
    const nonce = await tokenize('4111111111111111');

    const mismatch = await pay(shop, {
      paymentType: 'braintree',
      paymentInstrumentType: 'paypal_account',
      nonce,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.detail).toBe('paymentInstrumentType: the nonce is a credit_card nonce');

    const paid = await pay(shop, {
      paymentType: 'braintree',
      paymentInstrumentType: 'credit_card',
      nonce,
    });
    expect(paid.status).toBe(201);
  });

  it('needs an Idempotency-Key', async () => {
    const shop = await readyCart();
    const response = await pay(shop, { paymentType: 'braintree', nonce: 'fake-valid-nonce' }, null);
    expect(response.status).toBe(400);
    expect(response.body.title).toBe('IdempotencyKeyRequired');
  });

  it('refuses a cart that is not ready, then pays it with the same key once it is', async () => {
    const shop = await readyCart({ address: false });
    const key = newKey();
    const body = { paymentType: 'braintree', nonce: 'fake-valid-nonce' };

    const refused = await pay(shop, body, key);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      title: 'CartNotReady',
      detail: 'Please Update Billing and Shipping addresses to proceed',
    });

    const withAddress = await kit.call<CartResponse>(
      'PATCH',
      kit.ecommerce(`carts/${shop.cart.id}/addresses`),
      {
        token: shop.token,
        body: { version: 1, shippingAddress: TEXAS, billingAddress: TEXAS },
      },
    );
    expect(withAddress.status).toBe(200);
    expect((await pay(shop, body, key)).status).toBe(201);
  });

  it('asks a guest for an email', async () => {
    const shop = await readyCart({ email: null });
    await kit.call('PATCH', kit.ecommerce(`carts/${shop.cart.id}/addresses`), {
      token: shop.token,
      body: { version: 1, billingAddress: { ...TEXAS, email: null } },
    });
    const response = await pay(shop, { paymentType: 'braintree', nonce: 'fake-valid-nonce' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      title: 'CartNotReady',
      detail: 'Please enter an email address to place the order',
    });
  });

  it('refuses to charge a cart whose price changed, showing the new price first', async () => {
    const shop = await readyCart();
    const lineItemId = shop.cart.lineItems[0]?.id ?? '';
    await kit.call(
      'POST',
      `/ecommerce/__sandbox/carts/${shop.cart.id}/lineitems/${lineItemId}/drift`,
      {
        body: { priceCentDelta: 5 },
      },
    );

    const refused = await pay(shop, { paymentType: 'braintree', nonce: 'fake-valid-nonce' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      title: 'CartNotReady',
      detail: 'The price of an item in your cart has been updated. Please review it to proceed',
      currentVersion: 2,
    });
    const cart = await readCart(shop);
    expect(cart.lineItems[0]).toMatchObject({ isPriceUpdated: true, price: { centAmount: 214 } });

    const paid = await pay(shop, { paymentType: 'braintree', nonce: 'fake-valid-nonce' });
    expect(paid.status).toBe(201);
    expect(paid.body.amount.centAmount).toBeGreaterThan(shop.cart.taxedPrice.totalGross.centAmount);
  });
});

describe('invoice and free-of-charge payments', () => {
  it('offers invoices only to customers whose flags allow them', async () => {
    const anonymous = await readyCart();
    const refused = await pay(anonymous, {
      paymentType: 'paymentByInvoice',
      paymentInstrumentType: 'invoice_without_terms',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      title: 'PaymentMethodNotAllowed',
      detail: 'Please select a valid payment method',
    });

    const demo = await readyCart({ token: await kit.signIn(), address: false, email: null });
    const withTerms = await pay(demo, {
      paymentType: 'paymentByInvoice',
      paymentInstrumentType: 'invoice_with_terms',
    });
    expect(withTerms.status).toBe(400);
    expect(withTerms.body.title).toBe('PaymentMethodNotAllowed');

    const invoiced = await pay(demo, {
      paymentType: 'paymentByInvoice',
      paymentInstrumentType: 'invoice_without_terms',
      poNumber: 'PO-7781',
    });
    expect(invoiced.status).toBe(201);
    expect(invoiced.body).toMatchObject({ paymentStatus: 'Pending', transaction: null });

    const order = await readOrder(demo.token, invoiced.body.orderId);
    expect(order.body).toMatchObject({
      paymentState: 'Pending',
      customerId: DEMO_CUSTOMER.id,
      customerEmail: DEMO_CUSTOMER.email,
      poNumber: 'PO-7781',
      lineItems: [{ status: 'WaitingforPayment' }],
      totals: {
        amountPaid: { centAmount: 0 },
        amountDue: { centAmount: invoiced.body.amount.centAmount },
      },
    });

    const history = await kit.call<{ total: number; pageSize: number; results: OrderResponse[] }>(
      'POST',
      `/ecommerce/search/tenants/north-america/storefronts/boxup/customers/${DEMO_CUSTOMER.id}/orders`,
      { token: demo.token, body: {} },
    );
    expect(history.body).toMatchObject({ total: 1, pageSize: 5 });
    expect(history.body.results[0]?.id).toBe(invoiced.body.orderId);

    const orderPayment = (key = newKey(), nonce = 'fake-valid-nonce') =>
      kit.call<PaymentResponse & { title?: string }>(
        'POST',
        kit.payments(`orders/${invoiced.body.orderId}/payments`),
        {
          token: demo.token,
          body: { paymentType: 'braintree', nonce },
          headers: { 'Idempotency-Key': key },
        },
      );
    const settled = await orderPayment();
    expect(settled.status).toBe(201);
    expect(settled.body).toMatchObject({ paymentStatus: 'Paid', amount: invoiced.body.amount });
    const paidOrder = await readOrder(demo.token, invoiced.body.orderId);
    expect(paidOrder.body).toMatchObject({
      paymentState: 'Paid',
      lineItems: [{ status: 'Confirmed' }],
      totals: { amountDue: { centAmount: 0 } },
    });
    expect(paidOrder.body.paymentInfo.payments).toHaveLength(2);

    const twice = await orderPayment();
    expect(twice.status).toBe(409);
    expect(twice.body.title).toBe('OrderAlreadyPaid');
  });

  it('offers an invoice with terms to resellers on account: reseller, asi_member and eqp', async () => {
    const offered = async (group: string, onAccount: boolean) => {
      const { customerId, accessToken } = await kit.signUp(
        `${group.trim().toLowerCase()}-${String(onAccount)}@example.com`,
      );
      // The sign-up made the profile (group retail); the back office sets group and account.
      await kit.call('GET', kit.ecommerce(`customers/${customerId}`), { token: accessToken });
      await sandbox.db.query(
        'update commerce_customer_profiles set customer_group = $1, on_account = $2 where customer_id = $3',
        [group, onAccount, customerId],
      );
      const metadata = await kit.call<{ paymentMethods: Array<{ paymentInstrumentType: string }> }>(
        'GET',
        kit.payments('paymentMethods/metadata'),
        { token: accessToken },
      );
      return metadata.body.paymentMethods.map((method) => method.paymentInstrumentType);
    };
    for (const group of ['reseller', 'asi_member', ' EQP ']) {
      expect(await offered(group, true), group).toContain('invoice_with_terms');
    }
    expect(await offered('eqp', false)).not.toContain('invoice_with_terms');
    expect(await offered('retail', true)).not.toContain('invoice_with_terms');
  });

  it('takes freeOfCharge for a $0.00 total only', async () => {
    const free = await readyCart();
    const coupon = await kit.call<CartResponse>(
      'PATCH',
      kit.ecommerce(`carts/${free.cart.id}/couponCode`),
      {
        token: free.token,
        body: { version: 1, couponCode: 'SANDBOX100' },
      },
    );
    expect(coupon.body.taxedPrice.totalGross.centAmount).toBe(0);

    const byCard = await pay(free, { paymentType: 'braintree', nonce: 'fake-valid-nonce' });
    expect(byCard.status).toBe(400);
    expect(byCard.body.title).toBe('PaymentMethodNotAllowed');
    const paid = await pay(free, { paymentType: 'freeOfCharge' });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({
      paymentType: 'freeOfCharge',
      paymentStatus: 'Paid',
      amount: { centAmount: 0 },
    });

    const notFree = await readyCart();
    const refused = await pay(notFree, { paymentType: 'freeOfCharge' });
    expect(refused.status).toBe(400);
    expect(refused.body.title).toBe('PaymentMethodNotAllowed');
  });
});
