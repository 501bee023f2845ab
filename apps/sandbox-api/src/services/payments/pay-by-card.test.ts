import { describe, expect, it } from 'vitest';
import { listMail } from '../../outbox.ts';
import type { CartResponse } from '../../db/schema-commerce-documents.ts';
import type { OrderResponse } from '../ecommerce/orders.ts';
import type { TokenizedCard } from './nonces.ts';
import { setUpPaymentsSandbox } from './payments.test-setup.ts';

const { sandbox, kit, newKey, readyCart, tokenize, pay, readCart, readOrder } =
  setUpPaymentsSandbox();

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
