// @vitest-environment node
import { fromMinorUnits, toCents, toDecimalString, type Money } from '@storefront/pricing';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { apiCartSchema, type ApiCart } from './api/cart-schemas';
import { checkCartConfirmation, firstUnreadyMessage } from './cart-confirmation';
import { effectivePromisedDate, isEmptyCartDate, transformCart } from './cart-transform';

const usd = (centAmount: number) => ({
  type: 'centPrecision' as const,
  centAmount,
  currencyCode: 'USD',
  fractionDigits: 2,
});

const cents = (value: Money) => toCents(value, 'half-up');

interface LineInput {
  id?: string;
  unitCents?: number;
  quantity?: number;
  fields?: Record<string, unknown>;
  flags?: Record<string, unknown>;
  shippingCents?: number;
}

function line({
  id = 'li_1',
  unitCents = 209,
  quantity = 250,
  fields = {},
  flags = {},
}: LineInput) {
  return {
    id,
    productKey: 'custom-mailer-box',
    name: 'Custom Mailer Box',
    quantity,
    attributes: { Size: '9 x 6 x 3', 'Print Options': 'Outside full colour', Color: 'Kraft' },
    price: usd(unitCents),
    totalPrice: usd(unitCents * quantity),
    taxRate: null,
    taxedPrice: null,
    ...flags,
    custom: {
      fields: {
        merchandisingProductName: 'Custom Mailer Box',
        isSampleProduct: false,
        eCommerceDiscounts: '[]',
        previewURL2dThumbnail: '',
        productImageUrl: 'https://img.test/mailer.png',
        promisedArrivalDateV2:
          '{"promisedArrivalDate":"2030-01-23T00:00:00Z","revisedArrivalDate":"0001-01-01T00:00:00Z"}',
        finalSelectionV2: '{"Size":"9 x 6 x 3","Quantity":"250"}',
        ...fields,
      },
    },
  };
}

function shippingLine(lineItemId: string, priceCents: number) {
  return {
    customLineItemId: `cli_${lineItemId}`,
    lineItemId,
    eCommerceDeliveryOptionId: 'edo-standard',
    name: 'Standard',
    serviceName: 'UPS Ground',
    displayNames: ['Standard', 'UPS Ground'],
    date: '2030-01-23T00:00:00Z',
    price: usd(priceCents),
    totalPrice: usd(priceCents),
    discount: null,
    isShippingMethodApplicable: true,
  };
}

function cart(overrides: Record<string, unknown> = {}, lines: LineInput[] = [{}]): ApiCart {
  const lineItems = lines.map((input) => line(input));
  return apiCartSchema.parse({
    id: 'cart_1',
    version: 3,
    cartState: 'Active',
    currency: 'USD',
    lineItems,
    customLineItems: lines.map((input, index) =>
      shippingLine(lineItems[index]!.id, input.shippingCents ?? 4745),
    ),
    billingAddress: null,
    shippingAddress: null,
    couponCode: null,
    discount: null,
    taxedPrice: null,
    recalculationFlags: {
      reasons: [{ code: 'EstimatedTaxNeedsMoreInfo', message: 'Missing address information.' }],
      isTaxCalculated: false,
    },
    ...overrides,
  });
}

/** A complete enough address for the cart to count as addressed. */
const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  city: 'Arlington',
  state: 'TX',
  country: 'US',
};

describe('transformCart', () => {
  it('gives each line its name, attributes, image, prices and shipping', () => {
    const result = transformCart(cart());
    const [first] = result.lines;
    expect(first).toMatchObject({
      id: 'li_1',
      name: 'Custom Mailer Box',
      quantity: 250,
      imageUrl: 'https://img.test/mailer.png',
      isSample: false,
      attributes: [
        { name: 'Size', value: '9 x 6 x 3' },
        { name: 'Print Options', value: 'Outside full colour' },
        { name: 'Color', value: 'Kraft' },
      ],
      promisedArrivalDate: '2030-01-23T00:00:00Z',
      selection: { Size: '9 x 6 x 3', Quantity: '250' },
    });
    expect(toDecimalString(first!.subtotal)).toBe('522.50');
    expect(first?.shippingInfo).toMatchObject({ displayName: 'UPS Ground', name: 'Standard' });
    expect(toDecimalString(first!.shippingInfo!.price)).toBe('47.45');
    expect(first?.discountInfo).toBeNull();
    expect(result.itemCount).toBe(1);
    expect(result.recalculationReasons[0]?.message).toBe('Missing address information.');
  });

  it('totals the cart exactly: subtotal, shipping, discount, tax and total', () => {
    const result = transformCart(
      cart(
        {
          couponCode: 'FIRSTRUN10',
          discount: { couponId: 'cpn_firstrun10', isValid: true, discountAmount: usd(5225) },
          taxedPrice: { totalNet: usd(51770), totalGross: usd(55006), totalTax: usd(3236) },
        },
        [
          {
            fields: {
              eCommerceDiscounts:
                '[{"discountId":"cpn_firstrun10","discountCode":"FIRSTRUN10","amount":{"type":"centPrecision","centAmount":5225,"currencyCode":"USD","fractionDigits":2}}]',
            },
          },
        ],
      ),
    );
    const total = result.cartTotal;
    expect(toDecimalString(total.subtotal)).toBe('522.50');
    expect(toDecimalString(total.discount)).toBe('52.25');
    expect(toDecimalString(total.totalShippingPrice)).toBe('47.45');
    expect(toDecimalString(total.taxTotal)).toBe('32.36');
    expect(toDecimalString(total.total)).toBe('550.06');
    expect(result.couponDetails).toMatchObject({
      isCouponApplied: true,
      couponCode: 'FIRSTRUN10',
      isValid: true,
    });
    expect(result.lines[0]?.discountInfo).toMatchObject({
      discountCode: 'FIRSTRUN10',
      discountId: 'cpn_firstrun10',
    });
    expect(toDecimalString(result.lines[0]!.discountInfo!.amount)).toBe('52.25');
  });

  it('sums any lines to the cent, whatever their prices and quantities', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitCents: fc.integer({ min: 0, max: 5_000_00 }),
            quantity: fc.integer({ min: 1, max: 100_000 }),
            shippingCents: fc.integer({ min: 0, max: 1_000_00 }),
          }),
          { minLength: 0, maxLength: 8 },
        ),
        (inputs) => {
          const lines = inputs.map((input, index) => ({ ...input, id: `li_${index}` }));
          const result = transformCart(cart({}, lines));
          const expectedSubtotal = lines.reduce(
            (total, input) => total + BigInt(input.unitCents) * BigInt(input.quantity),
            0n,
          );
          const expectedShipping = lines.reduce(
            (total, input) => total + BigInt(input.shippingCents),
            0n,
          );
          expect(cents(result.cartTotal.subtotal)).toBe(expectedSubtotal);
          expect(cents(result.cartTotal.totalShippingPrice)).toBe(expectedShipping);
          // Without a taxed price the total is subtotal + shipping − discount + tax, exactly.
          expect(cents(result.cartTotal.total)).toBe(expectedSubtotal + expectedShipping);
          expect(result.itemCount).toBe(lines.length);
        },
      ),
    );
  });

  it('keeps money exact where floats drift (0.1 + 0.2)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 99 }), { maxLength: 20 }), (centsList) => {
        const lines = centsList.map((unitCents, index) => ({
          id: `li_${index}`,
          unitCents,
          quantity: 1,
          shippingCents: 0,
        }));
        const result = transformCart(cart({}, lines));
        const expected = fromMinorUnits(centsList.reduce((a, b) => a + b, 0));
        expect(toDecimalString(result.cartTotal.subtotal)).toBe(toDecimalString(expected));
      }),
    );
  });

  it('lists lines whose price, arrival date or shipping method changed, and unready lines', () => {
    const result = transformCart(
      cart({}, [
        { id: 'li_price', flags: { isPriceUpdated: true } },
        { id: 'li_date', flags: { isPromisedArrivalDateUpdated: true } },
        { id: 'li_ship', flags: { isShippingMethodApplicable: false } },
        {
          id: 'li_stock',
          flags: {
            isCheckoutReady: false,
            checkoutUnreadyReasons: [
              { code: 'OutOfStock', message: 'Product is out of stock. Please try after sometime' },
            ],
          },
        },
      ]),
    );
    expect(result.updatedPriceLines.map((l) => l.id)).toEqual(['li_price']);
    expect(result.updatedArrivalDateLines.map((l) => l.id)).toEqual(['li_date']);
    expect(result.changedShippingMethodLines.map((l) => l.id)).toEqual(['li_ship']);
    expect(result.outOfStockLines.map((l) => l.id)).toEqual(['li_stock']);
    expect(
      result.items.find((item) => item.id === 'li_stock')?.checkoutUnreadyReasons,
    ).toHaveLength(1);
    expect(firstUnreadyMessage(result)).toBe('Product is out of stock. Please try after sometime');
  });

  it('takes the revised arrival date first and treats 0001-01-01 as absent', () => {
    expect(
      effectivePromisedDate({
        promisedArrivalDate: '2030-01-23T00:00:00Z',
        revisedArrivalDate: '2030-01-27T00:00:00Z',
      }),
    ).toBe('2030-01-27T00:00:00Z');
    expect(
      effectivePromisedDate({
        promisedArrivalDate: '0001-01-01T00:00:00Z',
        revisedArrivalDate: '0001-01-01T00:00:00Z',
      }),
    ).toBeNull();
    expect(isEmptyCartDate('0001-01-01T00:00:00Z')).toBe(true);
    expect(isEmptyCartDate(undefined)).toBe(true);
    const result = transformCart(
      cart({}, [
        {
          id: 'li_a',
          fields: {
            promisedArrivalDateV2:
              '{"promisedArrivalDate":"2030-01-23T00:00:00Z","revisedArrivalDate":"2030-01-29T00:00:00Z"}',
          },
        },
        { id: 'li_b' },
      ]),
    );
    expect(result.lines[0]?.promisedArrivalDate).toBe('2030-01-29T00:00:00Z');
    expect(result.promisedArrivalDate).toBe('2030-01-29T00:00:00Z');
  });

  it('reports malformed JSON in custom fields and shows it as empty or zero', () => {
    const onIssue = vi.fn();
    const result = transformCart(
      cart({}, [
        {
          fields: {
            eCommerceDiscounts: '[{"discountId":',
            promisedArrivalDateV2: '{oops',
            finalSelectionV2: 'not json',
            userSelectionV2: undefined,
          },
        },
      ]),
      { onIssue },
    );
    const [first] = result.lines;
    expect(first?.discountInfo).toBeNull();
    expect(first?.selection).toEqual({});
    // No date from the field: the shipping line's date stands in.
    expect(first?.promisedArrivalDate).toBe('2030-01-23T00:00:00Z');
    expect(result.issues.map((issue) => issue.field).sort()).toEqual([
      'eCommerceDiscounts',
      'finalSelectionV2',
      'promisedArrivalDateV2',
    ]);
    expect(onIssue).toHaveBeenCalledTimes(3);
    expect(toDecimalString(result.cartTotal.discount)).toBe('0.00');
  });

  it('reports discounts of the wrong shape and still shows the line', () => {
    const result = transformCart(cart({}, [{ fields: { eCommerceDiscounts: '{"amount":5}' } }]));
    expect(result.lines[0]?.discountInfo).toBeNull();
    expect(result.issues).toEqual([
      { lineItemId: 'li_1', field: 'eCommerceDiscounts', message: 'expected a list of discounts' },
    ]);
  });

  it('reports a discount whose amount is not a price object (checked as priceObjectSchema checks it)', () => {
    const withDiscounts = (discounts: unknown) =>
      transformCart(cart({}, [{ fields: { eCommerceDiscounts: JSON.stringify(discounts) } }]));
    for (const amount of [
      { type: 'centPrecision', centAmount: 52.5, currencyCode: 'USD' },
      { type: 'centPrecision', centAmount: 5225, currencyCode: 'usd' },
      { type: 'cents', centAmount: 5225, currencyCode: 'USD' },
      undefined,
    ]) {
      const result = withDiscounts([{ discountCode: 'FIRSTRUN10', amount }]);
      expect(result.lines[0]?.discountInfo).toBeNull();
      expect(result.issues).toEqual([
        {
          lineItemId: 'li_1',
          field: 'eCommerceDiscounts',
          message: 'a discount has no valid amount',
        },
      ]);
    }
    const precise = withDiscounts([
      {
        discountCode: 'FIRSTRUN10',
        amount: {
          type: 'highPrecision',
          preciseAmount: 52250,
          currencyCode: 'USD',
          fractionDigits: 3,
        },
      },
    ]);
    expect(precise.issues).toEqual([]);
    expect(toDecimalString(precise.lines[0]!.discountInfo!.amount)).toBe('52.25');
  });

  it('marks the address invalid without a billing first name or a shipping address', () => {
    expect(transformCart(cart()).isAddressValid).toBe(false);
    expect(
      transformCart(
        cart({ billingAddress: { ...address, firstName: ' ' }, shippingAddress: address }),
      ).isAddressValid,
    ).toBe(false);
    expect(
      transformCart(cart({ billingAddress: address, shippingAddress: null })).isAddressValid,
    ).toBe(false);
    expect(
      transformCart(cart({ billingAddress: address, shippingAddress: address })).isAddressValid,
    ).toBe(true);
  });

  it('treats a coupon as invalid when its coupon id exists and the discount is not valid', () => {
    const result = transformCart(
      cart({
        couponCode: 'SUMMER2024',
        discount: {
          couponId: 'cpn_summer2024',
          isValid: false,
          expirationMessage: 'This promotional code expired on 08/31/2024',
          discountAmount: usd(0),
        },
      }),
    );
    expect(result.couponDetails).toMatchObject({
      isCouponApplied: true,
      isValid: false,
      expirationMessage: 'This promotional code expired on 08/31/2024',
    });
    expect(toDecimalString(result.cartTotal.discount)).toBe('0.00');
  });
});

describe('checkCartConfirmation', () => {
  it('lists every reason in the spec order', () => {
    const result = transformCart(
      cart(
        {
          couponCode: 'SUMMER2024',
          discount: { couponId: 'cpn_summer2024', isValid: false },
        },
        [
          { id: 'a', flags: { isPriceUpdated: true } },
          { id: 'b', flags: { isShippingMethodApplicable: false } },
          { id: 'c', flags: { isPromisedArrivalDateUpdated: true } },
        ],
      ),
    );
    expect(checkCartConfirmation(result)).toEqual([
      'priceUpdated',
      'couponInvalid',
      'shippingMethodInvalid',
      'arrivalDateUpdated',
      'addressesMissing',
    ]);
    expect(checkCartConfirmation(result, { requireAddresses: false })).not.toContain(
      'addressesMissing',
    );
  });

  it('passes a clean cart with addresses', () => {
    const result = transformCart(cart({ billingAddress: address, shippingAddress: address }));
    expect(checkCartConfirmation(result)).toEqual([]);
    expect(firstUnreadyMessage(result)).toBeNull();
  });
});
