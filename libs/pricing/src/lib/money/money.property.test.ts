import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, multiply, subtract, sum } from './arithmetic';
import { compare } from './compare';
import { toDecimalString } from './format-money';
import { fromMinorUnits, money, type Money } from './money';
import { toCents } from './rounding';

const LIMIT = 10n ** 24n;
const amountArb = fc.bigInt({ min: -LIMIT, max: LIMIT });
const moneyArb: fc.Arbitrary<Money> = fc
  .record({ amount: amountArb, scale: fc.integer({ min: 0, max: 8 }) })
  .map(({ amount, scale }) => fromMinorUnits(amount, { scale }));
const centsArb = amountArb.map((amount) => fromMinorUnits(amount));

describe('money properties', () => {
  it('add is commutative', () => {
    fc.assert(
      fc.property(moneyArb, moneyArb, (a, b) => {
        expect(add(a, b)).toEqual(add(b, a));
      }),
    );
  });

  it('add is associative', () => {
    fc.assert(
      fc.property(moneyArb, moneyArb, moneyArb, (a, b, c) => {
        expect(add(add(a, b), c)).toEqual(add(a, add(b, c)));
      }),
    );
  });

  it('subtract undoes add', () => {
    fc.assert(
      fc.property(moneyArb, moneyArb, (a, b) => {
        expect(compare(subtract(add(a, b), b), a)).toBe(0);
      }),
    );
  });

  it('sum equals adding one by one, in any order', () => {
    fc.assert(
      fc.property(fc.array(moneyArb, { maxLength: 20 }), (amounts) => {
        const total = sum(amounts);
        const reversed = sum([...amounts].reverse());
        expect(compare(total, reversed)).toBe(0);
        const expected = amounts.reduce((acc, amount) => add(acc, amount), money('0'));
        expect(compare(total, expected)).toBe(0);
      }),
    );
  });

  it('decimal strings round-trip at the amount’s scale', () => {
    fc.assert(
      fc.property(moneyArb, (amount) => {
        const text = toDecimalString(amount, { fractionDigits: amount.scale });
        expect(compare(money(text), amount)).toBe(0);
      }),
    );
  });

  it('price strings of cent amounts round-trip exactly', () => {
    fc.assert(
      fc.property(centsArb, (amount) => {
        expect(money(toDecimalString(amount))).toEqual(amount);
      }),
    );
  });

  it('written decimal strings read back unchanged', () => {
    const decimalText = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: LIMIT }), fc.integer({ min: 0, max: 99 }))
      .map(([negative, whole, cents]) => {
        const text = `${whole}.${String(cents).padStart(2, '0')}`;
        return negative && text !== '0.00' ? `-${text}` : text;
      });
    fc.assert(
      fc.property(decimalText, (text) => {
        expect(toDecimalString(money(text))).toBe(text);
      }),
    );
  });

  it('never loses precision the way floats do (n × 0.1 is exact)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), (count) => {
        const tenths = sum(Array.from({ length: count }, () => money('0.1')));
        expect(tenths).toEqual(multiply(money('0.1'), count));
        expect(toCents(tenths, 'half-even')).toBe(BigInt(count) * 10n);
      }),
    );
  });

  it('adding two decimal strings equals adding their cents', () => {
    fc.assert(
      fc.property(amountArb, amountArb, (a, b) => {
        const left = money(toDecimalString(fromMinorUnits(a)));
        const right = money(toDecimalString(fromMinorUnits(b)));
        expect(add(left, right).amount).toBe(a + b);
      }),
    );
  });

  it('half-even and half-up differ by at most one cent, and only on ties', () => {
    fc.assert(
      fc.property(moneyArb, (amount) => {
        const even = toCents(amount, 'half-even');
        const up = toCents(amount, 'half-up');
        const difference = even > up ? even - up : up - even;
        expect(difference <= 1n).toBe(true);
        if (difference === 1n) {
          // A tie: the dropped digits are exactly half a cent.
          const dropped = amount.scale - 2;
          const remainder = amount.amount % 10n ** BigInt(dropped);
          const magnitude = remainder < 0n ? -remainder : remainder;
          expect(magnitude * 2n).toBe(10n ** BigInt(dropped));
        }
      }),
    );
  });
});
