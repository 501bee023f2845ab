import { money, toDecimalString, type Money } from '@storefront/pricing';
import { describe, expect, it } from 'vitest';
import { toOrder } from './order-model';
import { orderResponseSchema } from './order-response';
import { hasAmountDue, hasReceipt, orderTotals } from './order-totals';
import { pendingOrderJson, sampleLineJson, sampleOrderJson } from './testing/sample-orders';

const read = (json: unknown) => toOrder(orderResponseSchema.parse(json));
const decimals = (totals: Record<string, Money>) =>
  Object.fromEntries(Object.entries(totals).map(([key, value]) => [key, toDecimalString(value)]));
const usd = (centAmount: number) => ({
  type: 'centPrecision',
  centAmount,
  currencyCode: 'USD',
  fractionDigits: 2,
});

/** The sample order's charges (subtotal to total), as decimals. */
const SAMPLE_CHARGES = {
  subtotal: '522.50',
  shipping: '47.45',
  taxes: '32.36',
  discount: '52.25',
  total: '550.06',
};

describe('orderTotals', () => {
  it('uses the totals the service sends', () => {
    expect(decimals({ ...orderTotals(read(sampleOrderJson())) })).toEqual({
      ...SAMPLE_CHARGES,
      amountPaid: '550.06',
      amountDue: '0.00',
    });
  });

  it('derives them from the final price and the paid payments when totals are missing', () => {
    const order = read(
      sampleOrderJson({
        totals: null,
        paymentInfo: {
          payments: [
            { id: 'p1', amountPlanned: usd(20000), paymentStatus: 'Paid' },
            { id: 'p2', amountPlanned: usd(9999), paymentStatus: 'Pending' },
          ],
        },
      }),
    );
    expect(decimals({ ...orderTotals(order) })).toEqual({
      ...SAMPLE_CHARGES,
      amountPaid: '200.00',
      amountDue: '350.06',
    });
  });

  it('sums the lines exactly when only lines are known, and never owes a negative amount', () => {
    const order = read(
      sampleOrderJson({
        totals: null,
        finalPrice: null,
        discount: null,
        lineItems: [
          sampleLineJson({ id: 'a', price: usd(10), quantity: 3 }),
          sampleLineJson({ id: 'b', price: usd(20), quantity: 1 }),
        ],
        customLineItems: [
          { lineItemId: 'a', totalPrice: usd(1) },
          { lineItemId: 'b', totalPrice: usd(2) },
        ],
        paymentInfo: { payments: [{ id: 'p', amountPlanned: usd(100), paymentStatus: 'Paid' }] },
      }),
    );
    const totals = orderTotals(order);
    expect(toDecimalString(totals.subtotal)).toBe('0.50');
    expect(toDecimalString(totals.shipping)).toBe('0.03');
    expect(toDecimalString(totals.total)).toBe('0.53');
    expect(toDecimalString(totals.amountDue)).toBe('0.00');
  });

  it('clamps a negative amount due from the service to zero', () => {
    const order = read(
      sampleOrderJson({ totals: { ...sampleOrderJson().totals, amountDue: usd(-5) } }),
    );
    expect(toDecimalString(orderTotals(order).amountDue)).toBe('0.00');
  });

  it('adds 0.10 and 0.20 to exactly 0.30 (no float sums)', () => {
    const order = read(
      sampleOrderJson({
        totals: null,
        finalPrice: null,
        discount: null,
        customLineItems: [],
        lineItems: [
          sampleLineJson({ id: 'a', price: usd(10), quantity: 1 }),
          sampleLineJson({ id: 'b', price: usd(20), quantity: 1 }),
        ],
      }),
    );
    expect(orderTotals(order).subtotal).toEqual(money('0.30'));
  });
});

describe('hasAmountDue and hasReceipt', () => {
  it('says a pending order owes money and has no receipt', () => {
    const pending = read(pendingOrderJson());
    expect(hasAmountDue(pending)).toBe(true);
    expect(hasReceipt(pending)).toBe(false);
  });

  it('says a paid order owes nothing and has a receipt', () => {
    const paid = read(sampleOrderJson());
    expect(hasAmountDue(paid)).toBe(false);
    expect(hasReceipt(paid)).toBe(true);
  });
});
