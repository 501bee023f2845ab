import { describe, expect, it } from 'vitest';
import type { CartResponse } from '../../db/schema-commerce-documents.ts';
import type { OrderResponse } from '../ecommerce/orders.ts';
import { DEMO_CUSTOMER } from '../ecommerce/test-kit.ts';
import type { PaymentResponse } from './payment-response.ts';
import { setUpPaymentsSandbox } from './payments.test-setup.ts';

const { sandbox, kit, newKey, readyCart, pay, readOrder } = setUpPaymentsSandbox();

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
