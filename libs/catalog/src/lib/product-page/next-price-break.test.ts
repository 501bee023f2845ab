import { fromMinorUnits, money, type PriceListEntry } from '@storefront/pricing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextPriceBreak } from './next-price-break';

const entry = (quantity: number, unitCents: number): PriceListEntry => ({
  quantity,
  taxRate: 0,
  unitPrice: fromMinorUnits(unitCents),
  totalPrice: fromMinorUnits(unitCents * quantity),
});

// The mailer's seeded tiers (9 x 6 x 3, full colour, kraft), in cents.
const mailer = [
  entry(1, 1854),
  entry(10, 549),
  entry(25, 425),
  entry(50, 362),
  entry(100, 317),
  entry(250, 209),
];

describe('nextPriceBreak', () => {
  it('names the next tier, the extra quantity and the saving per box ("order 25 more, save 14%")', () => {
    expect(nextPriceBreak(mailer, 25)).toEqual({
      quantity: 50,
      extraQuantity: 25,
      currentUnitPrice: money('4.25'),
      unitPrice: money('3.62'),
      // (425 - 362) / 425 = 14.82 % → 14 (rounded down, never more than it saves)
      savingPercent: 14,
    });
  });

  it('measures from the tier at or below an unlisted quantity', () => {
    expect(nextPriceBreak(mailer, 30)).toMatchObject({
      quantity: 50,
      extraQuantity: 20,
      savingPercent: 14,
    });
  });

  it('has nothing past the largest tier, below the first one, or for a quantity that is not whole', () => {
    expect(nextPriceBreak(mailer, 250)).toBeNull();
    expect(nextPriceBreak(mailer, 5000)).toBeNull();
    expect(nextPriceBreak([entry(50, 400), entry(100, 300)], 10)).toBeNull();
    expect(nextPriceBreak(mailer, 0)).toBeNull();
    expect(nextPriceBreak(mailer, 2.5)).toBeNull();
    expect(nextPriceBreak([], 10)).toBeNull();
  });

  it('skips tiers that save less than 1 % and finds the first that saves more', () => {
    const list = [entry(10, 1000), entry(25, 995), entry(50, 900)];
    expect(nextPriceBreak(list, 10)).toMatchObject({
      quantity: 50,
      extraQuantity: 40,
      savingPercent: 10,
    });
  });

  it('compares prices of different precision exactly', () => {
    const list: PriceListEntry[] = [
      { quantity: 1, taxRate: 0, unitPrice: money('2.00'), totalPrice: money('2.00') },
      { quantity: 2, taxRate: 0, unitPrice: money('1.98001'), totalPrice: money('3.96002') },
    ];
    // 0.99999 % is not a whole percent.
    expect(nextPriceBreak(list, 1)).toBeNull();
    const list2: PriceListEntry[] = [list[0]!, { ...list[1]!, unitPrice: money('1.98') }];
    expect(nextPriceBreak(list2, 1)).toMatchObject({ savingPercent: 1 });
  });

  it('ignores a tier in another currency', () => {
    const list = [entry(1, 1000), { ...entry(10, 500), unitPrice: money('5', 'EUR') }];
    expect(nextPriceBreak(list, 1)).toBeNull();
  });
});

const priceList = fc
  .uniqueArray(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 12 })
  .chain((quantities) =>
    fc
      .array(fc.integer({ min: 1, max: 1_000_000 }), {
        minLength: quantities.length,
        maxLength: quantities.length,
      })
      .map((cents) => quantities.map((quantity, index) => entry(quantity, cents[index]!))),
  );

describe('nextPriceBreak (properties)', () => {
  it('points at a larger listed quantity, the extra being the difference', () => {
    fc.assert(
      fc.property(priceList, fc.integer({ min: 1, max: 120_000 }), (list, quantity) => {
        const next = nextPriceBreak(list, quantity);
        if (next === null) return;
        expect(next.quantity).toBeGreaterThan(quantity);
        expect(next.extraQuantity).toBe(next.quantity - quantity);
        expect(list.some((candidate) => candidate.quantity === next.quantity)).toBe(true);
      }),
    );
  });

  it('promises a saving between 1 and 99 % that the prices really give (floor of the exact ratio)', () => {
    fc.assert(
      fc.property(priceList, fc.integer({ min: 1, max: 120_000 }), (list, quantity) => {
        const next = nextPriceBreak(list, quantity);
        if (next === null) return;
        const current = next.currentUnitPrice.amount;
        const saving = current - next.unitPrice.amount;
        expect(next.savingPercent).toBeGreaterThanOrEqual(1);
        expect(next.savingPercent).toBeLessThan(100);
        expect(BigInt(next.savingPercent) * current).toBeLessThanOrEqual(saving * 100n);
        expect(BigInt(next.savingPercent + 1) * current).toBeGreaterThan(saving * 100n);
      }),
    );
  });

  it('skips no closer tier that would save at least 1 %', () => {
    fc.assert(
      fc.property(priceList, fc.integer({ min: 1, max: 120_000 }), (list, quantity) => {
        const next = nextPriceBreak(list, quantity);
        const current = [...list]
          .filter((candidate) => candidate.quantity <= quantity)
          .sort((a, b) => b.quantity - a.quantity)[0];
        const closer = list.filter(
          (candidate) =>
            candidate.quantity > quantity && (next === null || candidate.quantity < next.quantity),
        );
        for (const candidate of closer) {
          if (!current) continue;
          const saving = current.unitPrice.amount - candidate.unitPrice.amount;
          expect(saving * 100n < current.unitPrice.amount).toBe(true);
        }
      }),
    );
  });
});
