import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { expectAnswerMatching } from '../../http/expect-answer.test-setup.ts';
import type { PaymentResponse } from '../payments/payment-response.ts';
import { formatCents } from './order-document-pdf.ts';
import type { OrderTotalDetails } from './order-totals.ts';
import type { OrderResponse } from './orders.ts';
import { MAILER, setUpCommerceSandbox, TEXAS as TEXAS_SHOPPER } from './commerce.test-setup.ts';
import type { CartResponse } from '../../db/schema-commerce-documents.ts';

const DAY = 24 * 60 * 60 * 1000;

const TEXAS = { company: 'Lovelace Labs', ...TEXAS_SHOPPER };

const { sandbox, kit } = setUpCommerceSandbox({ tokenLifetimes: { accessTokenMs: 365 * DAY } });

async function placeOrder(
  token: string,
  options: { payment?: Record<string, unknown>; coupon?: string } = {},
): Promise<PaymentResponse> {
  const cart = await kit.call<CartResponse>('POST', kit.ecommerce('carts'), {
    token,
    body: { lineItems: [MAILER], shippingAddress: TEXAS, billingAddress: TEXAS },
  });
  expect(cart.status, JSON.stringify(cart.body)).toBe(201);
  if (options.coupon) {
    const applied = await kit.call('PATCH', kit.ecommerce(`carts/${cart.body.id}/couponCode`), {
      token,
      body: { version: cart.body.version, couponCode: options.coupon },
    });
    expect(applied.status).toBe(200);
  }
  const paid = await kit.call<PaymentResponse>(
    'POST',
    kit.payments(`carts/${cart.body.id}/payments`),
    {
      token,
      body: options.payment ?? { paymentType: 'braintree', nonce: 'fake-valid-nonce' },
      headers: { 'Idempotency-Key': `key-${cart.body.id}` },
    },
  );
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  return paid.body;
}

async function download(token: string, path: string) {
  const response = await sandbox.fetch(kit.ecommerce(path), {
    headers: { Authorization: `Bearer ${token}` },
  });
  return response;
}

describe('POST /search/…/customers/{customerId}/orders', () => {
  it('pages a customer’s orders by 5, newest first', async () => {
    const { customerId, accessToken } = await kit.signUp('pages@example.com');
    const ids: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      ids.push((await placeOrder(accessToken)).orderId);
      sandbox.clock.advance(60_000);
    }
    const search = (body?: unknown) =>
      kit.call<{ page: number; pageSize: number; total: number; results: OrderResponse[] }>(
        'POST',
        `/ecommerce/search/tenants/north-america/storefronts/boxup/customers/${customerId}/orders`,
        { token: accessToken, ...(body === undefined ? {} : { body }) },
      );
    const first = await search();
    expect(first.body).toMatchObject({ page: 1, pageSize: 5, total: 6 });
    expect(first.body.results.map((order) => order.id)).toEqual(ids.slice(1).reverse());
    const second = await search({ page: 2 });
    expect(second.body.results.map((order) => order.id)).toEqual([ids[0]]);
    const beyond = await search({ page: 3 });
    expect(beyond.body).toMatchObject({ page: 3, total: 6, results: [] });
    expect((await search({ page: 0 })).status).toBe(400);
  });
});

describe('POST …/orderTotalDetails/{orderId}', () => {
  it('answers the totals of the order and of each line, in cents', async () => {
    const { accessToken } = await kit.signUp('totals@example.com');
    const { orderId } = await placeOrder(accessToken, { coupon: 'FIRSTRUN10' });
    sandbox.clock.advance(3000);
    const order = (
      await kit.call<OrderResponse>('GET', kit.ecommerce(`orders/${orderId}`), {
        token: accessToken,
      })
    ).body;
    const response = await kit.call<OrderTotalDetails>(
      'POST',
      kit.ecommerce(`orderTotalDetails/${orderId}`),
      { token: accessToken, body: {} },
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      orderId,
      orderNumber: order.orderNumber,
      currencyCode: 'USD',
      subtotal: order.totals.subtotal,
      shipping: order.totals.shipping,
      taxes: order.totals.taxes,
      discount: order.totals.discount,
      total: order.totals.total,
      amountPaid: order.totals.total,
      amountDue: { centAmount: 0 },
    });
    expect(response.body.discount.centAmount).toBeGreaterThan(0);
    const line = response.body.lines[0];
    expect(line).toMatchObject({ quantity: 250, name: 'Custom Mailer Box' });
    const sum = (key: 'subtotal' | 'discount' | 'shipping' | 'tax' | 'total') =>
      response.body.lines.reduce((total, entry) => total + entry[key].centAmount, 0);
    expect(sum('subtotal')).toBe(response.body.subtotal.centAmount);
    expect(sum('discount')).toBe(response.body.discount.centAmount);
    expect(sum('total')).toBe(response.body.total.centAmount);

    const stranger = await kit.call('POST', kit.ecommerce(`orderTotalDetails/${orderId}`), {
      token: (await kit.signUp('stranger-totals@example.com')).accessToken,
    });
    expect(stranger.status).toBe(404);
    expect((await kit.call('POST', kit.ecommerce(`orderTotalDetails/${orderId}`), {})).status).toBe(
      401,
    );
  });
});

describe('invoices and receipts', () => {
  it('downloads the invoice as a real PDF, by order id and by order number', async () => {
    const { accessToken } = await kit.signUp('invoice@example.com');
    const { orderId } = await placeOrder(accessToken);

    const tooEarly = await download(accessToken, `invoices/${orderId}/download`);
    await expectAnswerMatching(tooEarly, 409, { title: 'DocumentNotReady' });

    sandbox.clock.advance(3000);
    const { orderNumber } = (
      await kit.call<OrderResponse>('GET', kit.ecommerce(`orders/${orderId}`), {
        token: accessToken,
      })
    ).body;
    const response = await download(accessToken, `invoices/${orderId}/download`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="invoice-${orderNumber}.pdf"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Invoice INV-${orderNumber} - order ${orderNumber}`);
    expect(pdf.getAuthor()).toBe('BoxUp');
    expect(pdf.getCreationDate()?.toISOString()).toBe(sandbox.clock.now().toISOString());

    const byNumber = await download(accessToken, `invoices/${orderNumber}/download`);
    expect(byNumber.status).toBe(200);
    await PDFDocument.load(new Uint8Array(await byNumber.arrayBuffer()));
  });

  it('downloads a receipt of a paid order, and of one payment', async () => {
    const { accessToken } = await kit.signUp('receipt@example.com');
    const { orderId, paymentId } = await placeOrder(accessToken);
    sandbox.clock.advance(3000);

    const whole = await download(accessToken, `receipts/${orderId}/download`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-disposition')).toMatch(
      /^attachment; filename="receipt-BU\d{6}\.pdf"$/,
    );
    const pdf = await PDFDocument.load(new Uint8Array(await whole.arrayBuffer()));
    expect(pdf.getTitle()).toMatch(/^Receipt RCT-BU\d{6} - order BU\d{6}$/);

    const one = await download(accessToken, `receipts/${paymentId}/download`);
    expect(one.status).toBe(200);
    expect(one.headers.get('content-disposition')).toMatch(/receipt-BU\d{6}-1\.pdf"$/);
    await PDFDocument.load(new Uint8Array(await one.arrayBuffer()));
  });

  it('has no receipt for a pending invoice order until it is paid', async () => {
    const token = await kit.signIn();
    const pending = await placeOrder(token, {
      payment: {
        paymentType: 'paymentByInvoice',
        paymentInstrumentType: 'invoice_without_terms',
        poNumber: 'PO-9',
      },
    });
    sandbox.clock.advance(3000);
    const refused = await download(token, `receipts/${pending.orderId}/download`);
    await expectAnswerMatching(refused, 409, { title: 'ReceiptNotAvailable' });
    const byPayment = await download(token, `receipts/${pending.paymentId}/download`);
    expect(byPayment.status).toBe(409);

    const invoice = await download(token, `invoices/${pending.orderId}/download`);
    expect(invoice.status).toBe(200);
    await PDFDocument.load(new Uint8Array(await invoice.arrayBuffer()));

    const paid = await kit.call('POST', kit.payments(`orders/${pending.orderId}/payments`), {
      token,
      body: { paymentType: 'braintree', nonce: 'fake-valid-nonce' },
      headers: { 'Idempotency-Key': `pay-${pending.orderId}` },
    });
    expect(paid.status).toBe(201);
    expect((await download(token, `receipts/${pending.orderId}/download`)).status).toBe(200);
  });

  it("keeps another shopper's documents and unknown ids a 404, and needs a token", async () => {
    const { accessToken } = await kit.signUp('owner-docs@example.com');
    const { orderId, paymentId } = await placeOrder(accessToken);
    sandbox.clock.advance(3000);
    const other = (await kit.signUp('other-docs@example.com')).accessToken;
    for (const path of [
      `invoices/${orderId}/download`,
      `receipts/${orderId}/download`,
      `receipts/${paymentId}/download`,
    ]) {
      expect((await download(other, path)).status).toBe(404);
    }
    const unknown = await download(accessToken, 'invoices/ord_missing/download');
    await expectAnswerMatching(unknown, 404, { title: 'InvoiceNotFound' });
    const noToken = await sandbox.fetch(kit.ecommerce(`invoices/${orderId}/download`));
    expect(noToken.status).toBe(401);
  });
});

describe('formatCents', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [123456789, '$1,234,567.89'],
    [-5225, '-$52.25'],
  ])('writes %i cents as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});
