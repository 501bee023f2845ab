import { fromMinorUnits, money, toDecimalString } from '@storefront/pricing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_EVENTS, toSentProperties, unitsToDecimalString } from './analytics-events';

describe('unitsToDecimalString', () => {
  it('prints amounts exactly as toDecimalString of @storefront/pricing does', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n }),
        fc.integer({ min: 0, max: 20 }),
        (units, scale) => {
          expect(unitsToDecimalString(units, scale)).toBe(
            toDecimalString(fromMinorUnits(units, { scale })),
          );
        },
      ),
    );
  });

  it('refuses a scale outside 0 to 20', () => {
    expect(unitsToDecimalString(1n, 21)).toBeUndefined();
    expect(unitsToDecimalString(1n, -1)).toBeUndefined();
  });
});

describe('toSentProperties', () => {
  it('turns cents and Money into decimal strings and adds the currency', () => {
    expect(
      toSentProperties(
        {
          product_id: 'custom-mailer-box',
          price: { cents: 487 },
          value: money('1217.5'),
          products: [{ product_id: 'a', price: { cents: 5n } }],
        },
        'USD',
      ),
    ).toEqual({
      properties: {
        product_id: 'custom-mailer-box',
        price: '4.87',
        value: '1217.50',
        products: [{ product_id: 'a', price: '0.05' }],
        currency: 'USD',
      },
      invalidPaths: [],
    });
  });

  it('takes the currency of the first amount unless the event names one', () => {
    expect(toSentProperties({ total: money('10', 'EUR') }, 'USD').properties).toEqual({
      total: '10.00',
      currency: 'EUR',
    });
    expect(toSentProperties({ total: { cents: 1 }, currency: 'CAD' }, 'CAD').properties).toEqual({
      total: '0.01',
      currency: 'CAD',
    });
    expect(toSentProperties({ design_id: 'dsg_1' }, 'USD').properties).toEqual({
      design_id: 'dsg_1',
    });
  });

  it('leaves out amounts that are not whole cents, naming them', () => {
    expect(
      toSentProperties({ price: { cents: 4.87 }, tax: { cents: 1, currency: 'dollars' } }, 'USD'),
    ).toEqual({ properties: {}, invalidPaths: ['price', 'tax'] });
  });
});

it('lists the events of the spec', () => {
  expect(STOREFRONT_EVENTS).toEqual([
    'Product Viewed',
    'Product Added',
    'Order Completed',
    'Checkout Started',
    'Save Design',
  ]);
});
