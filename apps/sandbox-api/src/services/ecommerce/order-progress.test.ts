import { describe, expect, it } from 'vitest';
import type { PaymentResponse } from '../payments/payment-response.ts';
import {
  LINE_STATUS_SCHEDULE,
  SHIPPED_AFTER_MS,
  lineProgress,
  productionStart,
  trackingLinkOf,
  trackingNumber,
} from './order-progress.ts';
import type { OrderResponse } from './orders.ts';
import { MAILER, setUpCommerceSandbox, START, TEXAS } from './commerce.test-setup.ts';
import { DEMO_CUSTOMER } from './test-kit.ts';
import type { CartResponse } from '../../db/schema-commerce-documents.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const PUERTO_RICO = { ...TEXAS, city: 'San Juan', state: 'PR', postalCode: '00901' };

describe('lineProgress (no database)', () => {
  const line = { id: 'li_1', clientFields: { artworkRequired: true } } as Parameters<
    typeof lineProgress
  >[1];
  const order = {
    id: 'ord_1',
    createdAt: START,
    paymentState: 'Paid' as const,
    payments: [{ paymentStatus: 'Paid' as const, createdAt: START.toISOString() }],
  };
  const at = (ms: number) => new Date(START.getTime() + ms);
  const ups = { serviceName: 'UPS Ground' };

  it.each([
    [0, 'Confirmed'],
    [HOUR - 1, 'Confirmed'],
    [HOUR, 'ArtworkReview'],
    [4 * HOUR, 'ReadyForProduction'],
    [8 * HOUR, 'SentToMCP'],
    [12 * HOUR, 'PrintingInProgress'],
    [20 * HOUR - 1, 'PrintingInProgress'],
    [20 * HOUR, 'Shipped'],
    [40 * DAY, 'Shipped'],
  ])('is at %i ms after payment in %s', (elapsed, status) => {
    expect(lineProgress(order, line, ups, '2030-01-23T00:00:00Z', at(elapsed)).status).toBe(status);
  });

  it('skips the artwork check for a line that needs no artwork', () => {
    const sample = { ...line, clientFields: { artworkRequired: false } } as typeof line;
    const progress = lineProgress(order, sample, ups, '2030-01-23T00:00:00Z', at(4 * HOUR));
    expect(progress.history.map((step) => step.status)).toEqual([
      'Confirmed',
      'ReadyForProduction',
    ]);
    expect(progress.next).toEqual({
      status: 'SentToMCP',
      at: at(8 * HOUR).toISOString(),
    });
  });

  it('waits for payment while the order is pending, and starts when it is paid', () => {
    const pending = { ...order, paymentState: 'Pending' as const, payments: [] };
    expect(lineProgress(pending, line, ups, '', at(10 * DAY))).toMatchObject({
      status: 'WaitingforPayment',
      next: null,
      tracking: null,
    });
    const paidLater = {
      ...order,
      payments: [
        { paymentStatus: 'Pending' as const, createdAt: START.toISOString() },
        { paymentStatus: 'Paid' as const, createdAt: at(5 * DAY).toISOString() },
      ],
    };
    expect(productionStart('Paid', paidLater.payments)).toEqual(at(5 * DAY));
    expect(lineProgress(paidLater, line, ups, '', at(5 * DAY + 4 * HOUR)).status).toBe(
      'ReadyForProduction',
    );
  });

  it('gives a shipped line a carrier tracking number, link and expected-by day', () => {
    const progress = lineProgress(order, line, ups, '2030-01-23T00:00:00Z', at(SHIPPED_AFTER_MS));
    expect(progress.tracking).toMatchObject({
      carrierName: 'UPS',
      expectedBy: '2030-01-23T00:00:00Z',
      providerTransaction: { carrier: 'UPS', serviceName: 'UPS Ground' },
    });
    expect(progress.tracking?.trackingId).toMatch(/^1Z[0-9A-Z]{6}03\d{8}$/);
    expect(progress.tracking?.trackingLink).toBe(
      `https://www.ups.com/track?loc=en_US&tracknum=${progress.tracking?.trackingId}`,
    );
    expect(trackingNumber('USPS', 'ord_1', 'li_1')).toMatch(/^9400\d{18}$/);
    expect(trackingNumber('UPS', 'ord_1', 'li_1')).toBe(trackingNumber('UPS', 'ord_1', 'li_1'));
    expect(trackingLinkOf('DHL', 'x')).toBeNull();
  });

  it('has no tracking for a line that does not ship by a carrier', () => {
    const none = lineProgress(order, line, { serviceName: '' }, '', at(SHIPPED_AFTER_MS));
    expect(none).toMatchObject({ status: 'Shipped', tracking: null });
  });

  it('keeps the schedule in order', () => {
    const times = LINE_STATUS_SCHEDULE.map((step) => step.afterMs);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(LINE_STATUS_SCHEDULE.at(-1)).toEqual({ status: 'Shipped', afterMs: SHIPPED_AFTER_MS });
  });
});

describe('order line statuses on the sandbox clock', () => {
  // Tokens outlive the weeks the clock is moved here.
  const { sandbox, kit } = setUpCommerceSandbox({ tokenLifetimes: { accessTokenMs: 365 * DAY } });

  async function order(
    token: string,
    address: Record<string, string> = TEXAS,
    payment: Record<string, unknown> = { paymentType: 'braintree', nonce: 'fake-valid-nonce' },
  ) {
    const cart = await kit.call<CartResponse>('POST', kit.ecommerce('carts'), {
      token,
      body: { lineItems: [MAILER], shippingAddress: address, billingAddress: address },
    });
    expect(cart.status, JSON.stringify(cart.body)).toBe(201);
    const paid = await kit.call<PaymentResponse>(
      'POST',
      kit.payments(`carts/${cart.body.id}/payments`),
      { token, body: payment, headers: { 'Idempotency-Key': `key-${cart.body.id}` } },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    return paid.body.orderId;
  }

  const read = async (token: string, orderId: string, query = '') =>
    (
      await kit.call<OrderResponse>('GET', kit.ecommerce(`orders/${orderId}${query}`), {
        token,
      })
    ).body;

  it('moves a paid order from Confirmed to Shipped as the clock advances, with tracking', async () => {
    const { accessToken } = await kit.signUp('progress@example.com');
    const orderId = await order(accessToken);

    const placed = await read(accessToken, orderId);
    expect(placed.lineItems[0]).toMatchObject({
      status: 'Confirmed',
      state: [{ quantity: 250, state: { key: 'Confirmed' } }],
      tracking: null,
    });
    expect(placed).toMatchObject({ trackingId: null, shippingInfo: { deliveries: [] } });

    const seen: string[] = [];
    for (const step of [HOUR, 3 * HOUR, 4 * HOUR, 4 * HOUR, 8 * HOUR]) {
      sandbox.clock.advance(step);
      seen.push((await read(accessToken, orderId)).lineItems[0]?.status ?? '');
    }
    expect(seen).toEqual([
      'ArtworkReview',
      'ReadyForProduction',
      'SentToMCP',
      'PrintingInProgress',
      'Shipped',
    ]);

    const shipped = await read(accessToken, orderId);
    const line = shipped.lineItems[0];
    expect(line?.tracking).toMatchObject({
      carrierName: 'UPS',
      expectedBy: shipped.expectedBy,
      providerTransaction: { serviceName: 'UPS Ground' },
    });
    expect(shipped.orderState).toBe('Complete');
    expect(shipped.trackingId).toBe(line?.tracking?.trackingId);
    expect(shipped.trackingLink).toContain('ups.com');
    expect(shipped.shippingInfo.deliveries).toEqual([
      expect.objectContaining({
        items: [{ id: line?.id, quantity: 250 }],
        parcels: [
          expect.objectContaining({
            trackingData: {
              carrier: 'UPS',
              trackingId: line?.tracking?.trackingId,
              isReturn: false,
            },
          }),
        ],
      }),
    ]);
  });

  it('ships Puerto Rico orders by USPS', async () => {
    const { accessToken } = await kit.signUp('progress-pr@example.com');
    const orderId = await order(accessToken, PUERTO_RICO);
    sandbox.clock.advance(SHIPPED_AFTER_MS);
    const shipped = await read(accessToken, orderId);
    expect(shipped.lineItems[0]?.tracking).toMatchObject({ carrierName: 'USPS' });
    expect(shipped.trackingLink).toContain('usps.com');
  });

  it('shows the status history and the next status with activeLineItem=true', async () => {
    const { accessToken } = await kit.signUp('progress-active@example.com');
    const orderId = await order(accessToken);
    sandbox.clock.advance(4 * HOUR);
    const plain = await read(accessToken, orderId);
    expect(plain.lineItems[0]).not.toHaveProperty('statusHistory');

    const active = await read(accessToken, orderId, '?activeLineItem=true');
    const placedAt = new Date(plain.createdAt).getTime();
    expect(active.lineItems[0]).toMatchObject({
      status: 'ReadyForProduction',
      statusChangedAt: new Date(placedAt + 4 * HOUR).toISOString(),
      statusHistory: [
        { status: 'Confirmed', at: new Date(placedAt).toISOString() },
        { status: 'ArtworkReview', at: new Date(placedAt + HOUR).toISOString() },
        { status: 'ReadyForProduction', at: new Date(placedAt + 4 * HOUR).toISOString() },
      ],
      nextStatus: { status: 'SentToMCP', at: new Date(placedAt + 8 * HOUR).toISOString() },
    });
    const alternate = await kit.call<OrderResponse>(
      'GET',
      `/ecommerce/orders/${orderId}?activeLineItem=true`,
      { token: accessToken },
    );
    expect(alternate.body.lineItems[0]?.statusHistory).toHaveLength(3);
  });

  it('keeps a pending invoice order waiting for payment, then starts production when paid', async () => {
    const token = await kit.signIn();
    const orderId = await order(token, TEXAS, {
      paymentType: 'paymentByInvoice',
      paymentInstrumentType: 'invoice_without_terms',
      poNumber: 'PO-42',
    });
    sandbox.clock.advance(10 * DAY);
    const waiting = await read(token, orderId, '?activeLineItem=true');
    expect(waiting).toMatchObject({
      paymentState: 'Pending',
      customerId: DEMO_CUSTOMER.id,
      poNumber: 'PO-42',
      lineItems: [{ status: 'WaitingforPayment', nextStatus: null, tracking: null }],
    });

    const paid = await kit.call<PaymentResponse>(
      'POST',
      kit.payments(`orders/${orderId}/payments`),
      {
        token,
        body: { paymentType: 'braintree', nonce: 'fake-valid-nonce' },
        headers: { 'Idempotency-Key': `pay-${orderId}` },
      },
    );
    expect(paid.status).toBe(201);
    expect((await read(token, orderId)).lineItems[0]?.status).toBe('Confirmed');
    sandbox.clock.advance(8 * HOUR);
    expect((await read(token, orderId)).lineItems[0]?.status).toBe('SentToMCP');
  });
});
