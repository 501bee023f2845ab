// @vitest-environment node
import type { CartLine } from '@storefront/cart';
import { money } from '@storefront/pricing';
import { describe, expect, it } from 'vitest';
import {
  addedLines,
  orderCompletedProperties,
  saveDesignProperties,
  toProduct,
  variantOf,
} from './commerce-events';

// The mapping from what pages hold to event properties; the pages' events as the sink
// receives them are tested in storefront-analytics.test.tsx against the sandbox.

const line = (id: string, productKey: string): CartLine =>
  ({
    id,
    productKey,
    name: 'Custom Mailer Box',
    quantity: 250,
    unitPrice: money('2.09'),
    imageUrl: null,
    attributes: [
      { name: 'Size', value: '9 x 6 x 3' },
      { name: 'Color', value: 'Kraft' },
      { name: 'Width', value: '9' },
    ],
  }) as unknown as CartLine;

describe('variantOf and toProduct', () => {
  it('join size, print option and colour, leaving out what is not chosen', () => {
    expect(variantOf({ Size: '9 x 6 x 3', 'Print Options': '', Color: 'Kraft', Width: 9 })).toBe(
      '9 x 6 x 3 / Kraft',
    );
    expect(variantOf({ Quantity: 250 })).toBeUndefined();
    expect(toProduct(line('li_1', 'custom-mailer-box'))).toEqual({
      product_id: 'custom-mailer-box',
      name: 'Custom Mailer Box',
      price: money('2.09'),
      quantity: 250,
      variant: '9 x 6 x 3 / Kraft',
    });
  });
});

describe('addedLines', () => {
  it('answers the lines the add put in, of the added products', () => {
    const before = { lines: [line('li_1', 'custom-mailer-box')] };
    const after = {
      lines: [
        line('li_1', 'custom-mailer-box'),
        line('li_2', 'custom-mailer-box'),
        line('li_3', 'shipping-box'),
      ],
    };
    expect(addedLines(before, after).map((added) => added.id)).toEqual(['li_2', 'li_3']);
    expect(
      addedLines(before, after, [{ productKey: 'custom-mailer-box' }]).map((added) => added.id),
    ).toEqual(['li_2']);
  });

  it('counts only the last line of each draft when the cart was not read before the add', () => {
    const after = { lines: [line('li_1', 'custom-mailer-box'), line('li_2', 'custom-mailer-box')] };
    expect(
      addedLines(null, after, [{ productKey: 'custom-mailer-box' }]).map((added) => added.id),
    ).toEqual(['li_2']);
  });
});

describe('orderCompletedProperties', () => {
  it('reports nothing for an order without a total, and the taxed gross without a total price', () => {
    const order = { id: 'ord_1', cartId: 'cart_1', lineItems: [], totalPrice: null };
    expect(orderCompletedProperties({ ...order, taxedPrice: null })).toBeUndefined();
    const gross = {
      type: 'centPrecision',
      centAmount: 56594,
      currencyCode: 'USD',
      fractionDigits: 2,
    } as const;
    expect(
      orderCompletedProperties({
        ...order,
        taxedPrice: { totalNet: gross, totalGross: gross, totalTax: null },
      }),
    ).toMatchObject({ order_id: 'ord_1', checkout_id: 'cart_1', total: money('565.94') });
  });
});

describe('saveDesignProperties', () => {
  it('calls the first version of a design new, and reads a whole quantity only', () => {
    const design = {
      id: 'dsg_1',
      name: 'Candle mailer',
      productKey: 'custom-mailer-box',
      selection: { Size: '9 x 6 x 3', Quantity: 'many' },
    };
    expect(saveDesignProperties({ ...design, version: 1 })).toEqual({
      design_id: 'dsg_1',
      design_name: 'Candle mailer',
      product_id: 'custom-mailer-box',
      variant: '9 x 6 x 3',
      is_new: true,
    });
    expect(
      saveDesignProperties({ ...design, selection: { Quantity: 250 }, version: 2 }),
    ).toMatchObject({ quantity: 250, is_new: false });
  });
});
