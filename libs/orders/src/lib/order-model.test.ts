import { toDecimalString } from '@storefront/pricing';
import { describe, expect, it } from 'vitest';
import { lineJsonField, toOrder, toOrderHistoryPage } from './order-model';
import { orderPageSchema, orderResponseSchema } from './order-response';
import { sampleLineJson, sampleOrderJson, shippedLineJson } from './testing/sample-orders';

const read = (json: unknown) => toOrder(orderResponseSchema.parse(json));

describe('toOrder', () => {
  it('reads the order fields, lines and money of the ecommerce JSON', () => {
    const order = read(sampleOrderJson());
    expect(order).toMatchObject({
      id: 'ord_sample_paid',
      orderNumber: 'BU100042',
      paymentState: 'Paid',
      paymentStatus: 'Paid',
      isMigrated: false,
      poNumber: null,
      expectedBy: '2030-01-23T00:00:00Z',
      couponCode: 'FIRSTRUN10',
    });
    const line = order.lines[0];
    expect(line).toMatchObject({
      id: 'li_mailer',
      name: 'Custom Mailer Box',
      status: 'PrintingInProgress',
      knownStatus: 'PrintingInProgress',
      promisedArrivalDate: '2030-01-23T00:00:00Z',
      revisedArrivalDate: null,
      arrivalDate: '2030-01-23T00:00:00Z',
      uploads: [{ name: 'logo-front.pdf', url: 'https://assets.example/logo-front.pdf' }],
      isReOrderable: true,
      shipping: { name: 'Standard', serviceName: 'UPS Ground' },
    });
    expect(toDecimalString(line!.unitPrice)).toBe('2.09');
    expect(toDecimalString(line!.totalPrice)).toBe('470.25');
    expect(order.payments[0]).toMatchObject({ card: { last4: '1111' }, paymentStatus: 'Paid' });
  });

  it('takes the state key when the status is missing, and Initial when both are', () => {
    const fromState = read(
      sampleOrderJson({
        lineItems: [
          sampleLineJson({
            status: undefined,
            state: [{ quantity: 1, state: { key: 'SentToMCP' } }],
          }),
        ],
      }),
    );
    expect(fromState.lines[0]?.status).toBe('SentToMCP');
    const bare = read(
      sampleOrderJson({ lineItems: [sampleLineJson({ status: null, state: null })] }),
    );
    expect(bare.lines[0]).toMatchObject({ status: 'Initial', knownStatus: 'Initial' });
  });

  it('keeps an unknown status key and marks it unknown', () => {
    const order = read(
      sampleOrderJson({ lineItems: [sampleLineJson({ status: 'PartiallyShipped' })] }),
    );
    expect(order.lines[0]).toMatchObject({ status: 'PartiallyShipped', knownStatus: null });
  });

  it('prefers the revised arrival date and treats 0001-01-01 as absent', () => {
    const order = read(
      sampleOrderJson({
        expectedBy: '0001-01-01T00:00:00Z',
        lineItems: [sampleLineJson({ revisedArrivalDate: '2030-01-27T00:00:00Z' })],
      }),
    );
    expect(order.expectedBy).toBeNull();
    expect(order.lines[0]?.arrivalDate).toBe('2030-01-27T00:00:00Z');
  });

  it('reads tracking and keeps only http(s) links', () => {
    const order = read(sampleOrderJson({ lineItems: [shippedLineJson()] }));
    expect(order.lines[0]?.tracking).toEqual({
      carrierName: 'UPS',
      trackingId: '1Z8F3K2A0312345678',
      expectedBy: '2030-01-23T00:00:00Z',
      trackingLink: 'https://www.ups.com/track?loc=en_US&tracknum=1Z8F3K2A0312345678',
    });
    const unsafe = read(
      sampleOrderJson({
        lineItems: [
          shippedLineJson({
            tracking: { carrierName: 'UPS', trackingId: '1Z', trackingLink: 'javascript:alert(1)' },
            uploads: [{ artworkName: 'x.pdf', artworkUrl: 'data:text/html,hi' }],
          }),
        ],
      }),
    );
    expect(unsafe.lines[0]?.tracking?.trackingLink).toBeNull();
    expect(unsafe.lines[0]?.uploads).toEqual([{ name: 'x.pdf', url: null }]);
  });

  it('uses an upload URL when the artwork URL is missing', () => {
    const order = read(
      sampleOrderJson({
        lineItems: [
          sampleLineJson({
            uploads: [{ artworkName: 'b.png', artworkUploadUrl: 'https://up.example/b.png' }],
          }),
        ],
      }),
    );
    expect(order.lines[0]?.uploads).toEqual([{ name: 'b.png', url: 'https://up.example/b.png' }]);
  });

  it('keeps the payment state key and gives null for one outside the spec', () => {
    const order = read(sampleOrderJson({ paymentState: 'Refunded' }));
    expect(order).toMatchObject({ paymentState: 'Refunded', paymentStatus: null });
  });

  it('treats malformed JSON custom fields as absent', () => {
    const order = read(
      sampleOrderJson({
        lineItems: [sampleLineJson({ custom: { fields: { finalSelectionV2: '{"Size":' } } })],
      }),
    );
    expect(lineJsonField(order.lines[0]!, 'finalSelectionV2')).toBeUndefined();
    expect(lineJsonField(read(sampleOrderJson()).lines[0]!, 'finalSelectionV2')).toEqual({
      Size: '9 x 6 x 3',
      Quantity: '250',
    });
  });

  it('refuses an answer without line items or with a broken price', () => {
    expect(orderResponseSchema.safeParse({ id: 'ord_1' }).success).toBe(false);
    expect(
      orderResponseSchema.safeParse(
        sampleOrderJson({ lineItems: [sampleLineJson({ price: { centAmount: 1.5 } })] }),
      ).success,
    ).toBe(false);
  });
});

describe('toOrderHistoryPage', () => {
  it('reads a page of the history', () => {
    const page = toOrderHistoryPage(
      orderPageSchema.parse({ page: 2, pageSize: 5, total: 6, results: [sampleOrderJson()] }),
    );
    expect(page).toMatchObject({ page: 2, pageSize: 5, total: 6 });
    expect(page.orders[0]?.orderNumber).toBe('BU100042');
  });
});
