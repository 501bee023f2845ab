import { describe, expect, it } from 'vitest';
import { PriceUnavailableError, type PricingError } from '../errors';
import { money } from '../money/money';
import { parsePriceList } from './parse-price-list';
import { priceListEntrySchema } from './price-list-schema';

const cents = (centAmount: number) => ({
  type: 'centPrecision' as const,
  centAmount,
  currencyCode: 'USD',
});

const row100 = {
  quantity: 100,
  taxRate: 0.0825,
  totalPrice: cents(48713),
  unitPrice: {
    type: 'highPrecision',
    preciseAmount: 487125,
    currencyCode: 'USD',
    fractionDigits: 5,
  },
};
const row50 = { quantity: 50, taxRate: 0.0825, totalPrice: cents(30311), unitPrice: cents(606) };

function caught(run: () => unknown): PricingError {
  try {
    run();
  } catch (error) {
    return error as PricingError;
  }
  throw new Error('expected an error');
}

describe('priceListEntrySchema', () => {
  it('accepts an entry and fills fraction digits', () => {
    expect(priceListEntrySchema.parse(row50).totalPrice.fractionDigits).toBe(2);
  });

  it.each([
    [{ ...row50, quantity: 0 }, 'quantity', 'Quantity must be greater than 0'],
    [{ ...row50, quantity: 1.5 }, 'quantity', 'Quantity must be a whole number'],
    [
      { ...row50, taxRate: 8.25 },
      'taxRate',
      'Tax rate is a fraction such as 0.0825, not a percentage',
    ],
    [{ ...row50, taxRate: -0.1 }, 'taxRate', 'Tax rate cannot be negative'],
    [{ ...row50, taxRate: '0.08' }, 'taxRate', 'Tax rate must be a number'],
  ])('rejects %j', (entry, field, message) => {
    const result = priceListEntrySchema.safeParse(entry);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });
});

describe('parsePriceList', () => {
  it('turns prices into Money, sorted by quantity', () => {
    const list = parsePriceList([row100, row50]);
    expect(list).toEqual([
      { quantity: 50, taxRate: 0.0825, totalPrice: money('303.11'), unitPrice: money('6.06') },
      {
        quantity: 100,
        taxRate: 0.0825,
        totalPrice: money('487.13'),
        unitPrice: { amount: 487125n, scale: 5, currency: 'USD' },
      },
    ]);
  });

  it('raises ECX011 for an empty list', () => {
    const error = caught(() => parsePriceList([]));
    expect(error).toBeInstanceOf(PriceUnavailableError);
    expect(error.code).toBe('ECX011');
    expect(error.message).toBe('Unable to load price. Please retry again after sometime');
    expect(error.issues).toEqual([{ field: 'priceList', message: 'The price list is empty' }]);
  });

  it('raises ECX011 naming the field of a malformed entry', () => {
    const error = caught(() => parsePriceList([row50, { ...row100, unitPrice: cents(1.5) }]));
    expect(error.code).toBe('ECX011');
    expect(error.issues).toEqual([
      {
        field: '[1].unitPrice.centAmount',
        message: 'Amount must be a whole number of minor units',
      },
    ]);
  });

  it.each([null, undefined, {}, 'prices'])('raises ECX011 for %j', (input) => {
    expect(caught(() => parsePriceList(input)).code).toBe('ECX011');
  });

  it('raises ECX011 when a quantity is listed twice', () => {
    const error = caught(() => parsePriceList([row50, row50]));
    expect(error.code).toBe('ECX011');
    expect(error.issues).toEqual([
      { field: '[1].quantity', message: 'Quantity 50 is listed more than once' },
    ]);
  });
});
