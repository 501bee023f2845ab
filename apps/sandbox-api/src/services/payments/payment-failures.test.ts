import { describe, expect, it } from 'vitest';
import type { CartResponse } from '../../db/schema-commerce-documents.ts';
import { driftFirstLine, TEXAS } from '../ecommerce/commerce.test-setup.ts';
import { setUpPaymentsSandbox } from './payments.test-setup.ts';

const { kit, newKey, readyCart, tokenize, pay, readCart } = setUpPaymentsSandbox();

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
    await driftFirstLine(kit, shop, { priceCentDelta: 5 });

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
