// @vitest-environment node
import {
  ApiError,
  ConfigurationError,
  TransformError,
  isApiError,
  type HttpFetch,
} from '@storefront/http';
import { formatMoney, toDecimalString } from '@storefront/pricing';
import { createTestSandbox, type TestSandbox } from '@storefront/sandbox-api/testing';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultAddressUpdate, newsletterAudienceId } from '../customer-model';
import { isOrdersError } from '../orders-error';
import { orderTotals } from '../order-totals';
import {
  DEMO_CUSTOMER,
  SHOPPER_ADDRESS,
  createSandboxOrdersClient,
  frozenClock,
  placeOrder,
  signIn,
  signUpCustomer,
  type SandboxCustomer,
} from '../testing/sandbox-shop';
import { downloadInvoice } from './download-invoice';
import { downloadReceipt } from './download-receipt';
import { getCustomer } from './get-customer';
import { getPaymentMetadata } from './get-payment-metadata';
import { getNewsletterStatus } from './get-newsletter-status';
import { getOrder } from './get-order';
import { getOrderById } from './get-order-by-id';
import { getOrderDetail } from './get-order-detail';
import { getOrderTotalDetails } from './get-order-total-details';
import { createOrdersClient, type OrdersClientOptions } from './orders-client';
import { payPendingOrder } from './pay-pending-order';
import { pollOrderNumber } from './poll-order-number';
import { searchOrders } from './search-orders';
import { subscribeNewsletter } from './subscribe-newsletter';
import { cardFieldErrors, tokenizeCard } from './tokenize-card';
import { unsubscribeNewsletter } from './unsubscribe-newsletter';
import { updateCustomer } from './update-customer';

// Every call of the orders client against the real sandbox, in-process.
vi.setConfig({ testTimeout: 30_000 });

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox({
    clock: frozenClock(new Date('2030-01-09T15:00:00Z')),
    tokenLifetimes: { accessTokenMs: 365 * DAY },
  });
});
afterAll(() => sandbox.close());

function clientFor(token: string | null, options: Partial<OrdersClientOptions> = {}) {
  return createSandboxOrdersClient(sandbox.fetch as HttpFetch, token, options);
}

describe('createOrdersClient', () => {
  it('names every wrong option at once', () => {
    try {
      createOrdersClient({
        ecommerceUrl: 'ftp://x',
        paymentsUrl: '',
        tenant: ' ',
        storefrontId: 'boxup',
        getBearerToken: 'nope' as never,
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigurationError);
      expect((error as ConfigurationError).issues.map((issue) => issue.path).sort()).toEqual([
        'ecommerceUrl',
        'getBearerToken',
        'paymentsUrl',
        'tenant',
      ]);
    }
  });
});

describe('order history and detail', () => {
  let customer: SandboxCustomer;
  const orderIds: string[] = [];
  beforeAll(async () => {
    customer = await signUpCustomer(sandbox, 'orders-api@example.com');
    for (let index = 0; index < 6; index += 1) {
      orderIds.push(
        (await placeOrder(sandbox, customer.accessToken, { coupon: 'FIRSTRUN10' })).orderId,
      );
      sandbox.clock.advance(60_000);
    }
  });

  it('pages the history by 5, newest first', async () => {
    const client = clientFor(customer.accessToken);
    const first = await searchOrders(client, { customerId: customer.customerId });
    expect(first).toMatchObject({ page: 1, pageSize: 5, total: 6 });
    expect(first.orders.map((order) => order.id)).toEqual(orderIds.slice(1).reverse());
    const second = await searchOrders(client, { customerId: customer.customerId, page: 2 });
    expect(second.orders.map((order) => order.id)).toEqual([orderIds[0]]);
  });

  it('fails with ECX029 for another customer or without a token', async () => {
    const stranger = await signUpCustomer(sandbox, 'orders-api-stranger@example.com');
    const refused = await searchOrders(clientFor(stranger.accessToken), {
      customerId: customer.customerId,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 'ECX029', status: 403 });
    await expect(
      searchOrders(clientFor(null), { customerId: customer.customerId }),
    ).rejects.toMatchObject({
      code: 'ECX029',
      status: 401,
    });
  });

  it('reads an order with its line states, payments and totals', async () => {
    const client = clientFor(customer.accessToken);
    const order = await getOrder(client, orderIds[0]!);
    expect(order).toMatchObject({
      id: orderIds[0],
      paymentStatus: 'Paid',
      couponCode: 'FIRSTRUN10',
      orderNumber: expect.stringMatching(/^BU\d{6}$/),
    });
    expect(order.lines[0]).toMatchObject({
      productKey: 'custom-mailer-box',
      quantity: 250,
      isReOrderable: true,
    });
    const totals = orderTotals(order);
    expect(toDecimalString(totals.amountDue)).toBe('0.00');
    expect(formatMoney(totals.discount)).toBe('$52.25');

    const details = await getOrderTotalDetails(client, orderIds[0]!);
    expect(details.total).toEqual(totals.total);
    expect(details.lines[0]?.quantity).toBe(250);

    const alternate = await getOrderById(client, orderIds[0]!);
    expect(alternate.orderNumber).toBe(order.orderNumber);
  });

  it('answers ECX028 and ECX040 for an order the shopper may not see', async () => {
    const stranger = clientFor(
      (await signUpCustomer(sandbox, 'orders-api-other@example.com')).accessToken,
    );
    await expect(getOrder(stranger, orderIds[0]!)).rejects.toMatchObject({
      code: 'ECX028',
      status: 404,
    });
    await expect(getOrderDetail(stranger, orderIds[0]!)).rejects.toMatchObject({
      code: 'ECX040',
      status: 404,
    });
  });

  it('rejects an answer of the wrong shape with a TransformError', async () => {
    const broken: HttpFetch = async (request) => {
      const response = await sandbox.fetch(request);
      const body = (await response.json()) as Record<string, unknown>;
      return Response.json({ ...body, lineItems: 'nope' });
    };
    const error = await getOrder(
      clientFor(customer.accessToken, { fetch: broken }),
      orderIds[0]!,
    ).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(TransformError);
  });

  it('follows the line status on the sandbox clock up to Shipped with tracking', async () => {
    const client = clientFor(customer.accessToken);
    const { orderId } = await placeOrder(sandbox, customer.accessToken);
    sandbox.clock.advance(3000);
    const placed = await getOrderDetail(client, orderId);
    expect(placed.lines[0]).toMatchObject({ status: 'Confirmed', tracking: null });
    expect(placed.lines[0]?.nextStatus?.status).toBe('ArtworkReview');

    sandbox.clock.advance(8 * HOUR);
    expect((await getOrderDetail(client, orderId)).lines[0]?.knownStatus).toBe('SentToMCP');

    sandbox.clock.advance(12 * HOUR);
    const shipped = await getOrderDetail(client, orderId);
    expect(shipped.lines[0]).toMatchObject({
      status: 'Shipped',
      tracking: { carrierName: 'UPS', trackingLink: expect.stringContaining('ups.com') },
    });
    expect(shipped.lines[0]?.statusHistory?.map((step) => step.status)).toEqual([
      'Confirmed',
      'ArtworkReview',
      'ReadyForProduction',
      'SentToMCP',
      'PrintingInProgress',
      'Shipped',
    ]);
  });

  it('polls an order until it has its number, moving the sandbox clock while it waits', async () => {
    const client = clientFor(customer.accessToken);
    const { orderId } = await placeOrder(sandbox, customer.accessToken);
    const waits: number[] = [];
    const order = await pollOrderNumber(client, orderId, {
      sleep: async (ms) => {
        waits.push(ms);
        sandbox.clock.advance(ms);
      },
    });
    expect(order.orderNumber).toMatch(/^BU\d{6}$/);
    expect(waits).toEqual([1000, 1000, 1000]);
  });

  it("says 'Order seems to be missing!' when the number never comes", async () => {
    const client = clientFor(customer.accessToken);
    const { orderId } = await placeOrder(sandbox, customer.accessToken);
    const error = await pollOrderNumber(client, orderId, {
      maxTries: 2,
      sleep: async () => {},
    }).catch((thrown: unknown) => thrown);
    expect(isOrdersError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'ECX040', message: 'Order seems to be missing!' });
    sandbox.clock.advance(3000);
  });
});

describe('invoice and receipt downloads', () => {
  it('downloads real PDFs with their file names', async () => {
    const customer = await signUpCustomer(sandbox, 'orders-docs@example.com');
    const client = clientFor(customer.accessToken);
    const { orderId } = await placeOrder(sandbox, customer.accessToken);

    const early = await downloadInvoice(client, orderId).catch((error: unknown) => error);
    expect(early).toMatchObject({ code: 'ECX045', status: 409, serviceCode: 'DocumentNotReady' });

    sandbox.clock.advance(3000);
    const { orderNumber } = await getOrder(client, orderId);
    const invoice = await downloadInvoice(client, orderId);
    expect(invoice.fileName).toBe(`invoice-${orderNumber}.pdf`);
    expect(invoice.contentType).toBe('application/pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await invoice.blob.arrayBuffer()));
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toContain(`order ${orderNumber}`);

    const receipt = await downloadReceipt(client, orderId);
    expect(receipt.fileName).toBe(`receipt-${orderNumber}.pdf`);
    expect(
      (await PDFDocument.load(new Uint8Array(await receipt.blob.arrayBuffer()))).getTitle(),
    ).toMatch(/^Receipt/);
  });

  it('fails with ECX045 for an unknown document or when the service is unreachable', async () => {
    const customer = await signUpCustomer(sandbox, 'orders-docs-missing@example.com');
    await expect(
      downloadInvoice(clientFor(customer.accessToken), 'ord_nope'),
    ).rejects.toMatchObject({
      code: 'ECX045',
      status: 404,
      serviceCode: 'InvoiceNotFound',
    });
    const offline = clientFor(customer.accessToken, {
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(downloadReceipt(offline, 'ord_nope')).rejects.toMatchObject({
      code: 'ECX045',
      status: 0,
    });
  });
});

describe('paying a pending order', () => {
  it('pays an invoice order by card; a declined card is ECX046 and leaves it pending', async () => {
    const token = await signIn(sandbox, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const client = clientFor(token);
    const { orderId } = await placeOrder(sandbox, token, { invoice: true, poNumber: 'PO-55' });
    sandbox.clock.advance(3000);
    const pending = await getOrderDetail(client, orderId);
    expect(pending).toMatchObject({ paymentStatus: 'Pending', poNumber: 'PO-55' });
    expect(pending.lines[0]?.status).toBe('WaitingforPayment');
    expect(toDecimalString(orderTotals(pending).amountDue)).not.toBe('0.00');

    const { clientToken } = await getPaymentMetadata(client);
    const declined = await tokenizeCard(client, clientToken, {
      number: '4000 1111 1111 1115',
      expirationDate: '12/31',
      cvv: '123',
    });
    const refused = await payPendingOrder(client, { orderId, nonce: declined.nonce }).catch(
      (error: unknown) => error,
    );
    expect(isApiError(refused)).toBe(true);
    expect(refused).toMatchObject({
      code: 'ECX046',
      serviceCode: 'CARD_DECLINED',
      detail: 'Do Not Honor',
    });
    expect((await getOrder(client, orderId)).paymentStatus).toBe('Pending');

    const card = await tokenizeCard(client, clientToken, {
      number: '4111-1111-1111-1111',
      expirationDate: '12/31',
      cvv: '123',
    });
    const paid = await payPendingOrder(client, { orderId, nonce: card.nonce });
    expect(paid).toMatchObject({ orderId, paymentStatus: 'Paid' });
    const after = await getOrderDetail(client, orderId);
    expect(after).toMatchObject({ paymentStatus: 'Paid' });
    expect(after.lines[0]?.status).toBe('Confirmed');
    expect(toDecimalString(orderTotals(after).amountDue)).toBe('0.00');

    await expect(
      payPendingOrder(client, { orderId, nonce: 'fake-valid-nonce' }),
    ).rejects.toMatchObject({
      code: 'ECX046',
      serviceCode: 'OrderAlreadyPaid',
    });
  });

  it('names the card fields the provider refuses', async () => {
    const token = await signIn(sandbox, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const { clientToken } = await getPaymentMetadata(clientFor(token));
    const error = await tokenizeCard(clientFor(token), clientToken, {
      number: '1234',
      expirationDate: '12/31',
    }).catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ code: 'ECX032', status: 422 });
    expect(cardFieldErrors(error)).toEqual({ number: expect.stringContaining('card number') });
  });
});

describe('customer and newsletter', () => {
  it('reads and updates the customer; a stale version is a 409', async () => {
    const customer = await signUpCustomer(sandbox, 'orders-customer@example.com');
    const client = clientFor(customer.accessToken);
    const before = await getCustomer(client, customer.customerId);
    expect(before).toMatchObject({
      email: 'orders-customer@example.com',
      addresses: [],
      newsletterStatus: 'unsubscribed',
    });

    const saved = await updateCustomer(
      client,
      customer.customerId,
      defaultAddressUpdate(before, 'shipping', SHOPPER_ADDRESS),
    );
    expect(saved.version).toBe(before.version + 1);
    expect(saved.defaultShippingAddressId).toBe(saved.addresses[0]?.id);
    expect(saved.defaultBillingAddressId).toBeNull();

    const stale = await updateCustomer(client, customer.customerId, {
      version: before.version,
      firstName: 'X',
    }).catch((error: unknown) => error);
    expect(stale).toMatchObject({ code: 'ECX010', status: 409 });
    await expect(getCustomer(clientFor(null), customer.customerId)).rejects.toMatchObject({
      code: 'ECX009',
    });
  });

  it('subscribes and unsubscribes the newsletter; another email fails with ECX026', async () => {
    const customer = await signUpCustomer(sandbox, 'orders-news@example.com');
    const client = clientFor(customer.accessToken);
    const request = { email: 'Orders-News@Example.com', audienceId: newsletterAudienceId('boxup') };
    expect((await getNewsletterStatus(client, request)).status).toBe('unsubscribed');
    expect((await subscribeNewsletter(client, request)).status).toBe('subscribed');
    expect((await getNewsletterStatus(client, request)).status).toBe('subscribed');
    expect((await unsubscribeNewsletter(client, request)).status).toBe('unsubscribed');
    await expect(
      subscribeNewsletter(client, { email: 'someone@example.com', audienceId: request.audienceId }),
    ).rejects.toMatchObject({ code: 'ECX026', status: 403 });
    await expect(unsubscribeNewsletter(clientFor(null), request)).rejects.toMatchObject({
      code: 'ECX027',
    });
    await expect(
      getNewsletterStatus(client, { ...request, audienceId: 'nope' }),
    ).rejects.toMatchObject({
      code: 'ECX025',
      status: 404,
    });
  });
});
