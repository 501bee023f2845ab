import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildAllowedQuantities,
  type QuantityRange,
  type QuantityRule,
} from './allowed-quantities';

const rangeArb: fc.Arbitrary<QuantityRange> = fc
  .record({
    minimum: fc.integer({ min: 1, max: 2000 }),
    span: fc.integer({ min: 0, max: 2000 }),
    increment: fc.integer({ min: 1, max: 250 }),
  })
  .map(({ minimum, span, increment }) => ({ minimum, maximum: minimum + span, increment }));
const ruleArb: fc.Arbitrary<QuantityRule> = fc.oneof(fc.integer({ min: 1, max: 5000 }), rangeArb);
const rulesArb = fc.array(ruleArb, { maxLength: 8 });
const limitArb = fc.integer({ min: 1, max: 5000 });
const whitelistArb = fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 30 });

function producedBy(quantity: number, rules: readonly QuantityRule[]): boolean {
  return rules.some((rule) =>
    typeof rule === 'number'
      ? rule === quantity
      : quantity >= rule.minimum &&
        quantity <= rule.maximum &&
        (quantity - rule.minimum) % rule.increment === 0,
  );
}

function isStrictlyAscending(values: readonly number[]): boolean {
  return values.every((value, index) => index === 0 || (values[index - 1] ?? 0) < value);
}

describe('allowed quantities properties', () => {
  it('are sorted, unique, produced by a rule and within the limit (no whitelist)', () => {
    fc.assert(
      fc.property(rulesArb, limitArb, (rules, limit) => {
        const allowed = buildAllowedQuantities(rules, { limit });
        expect(isStrictlyAscending(allowed)).toBe(true);
        for (const quantity of allowed) {
          expect(Number.isInteger(quantity) && quantity >= 1).toBe(true);
          const fromLiteral = rules.includes(quantity);
          const fromRange =
            quantity <= limit &&
            producedBy(
              quantity,
              rules.filter((r) => typeof r !== 'number'),
            );
          expect(fromLiteral || fromRange).toBe(true);
        }
      }),
    );
  });

  it('contain every literal and every range step up to the limit (no whitelist)', () => {
    fc.assert(
      fc.property(rulesArb, limitArb, (rules, limit) => {
        const allowed = new Set(buildAllowedQuantities(rules, { limit }));
        for (const rule of rules) {
          if (typeof rule === 'number') {
            expect(allowed.has(rule)).toBe(true);
          } else {
            for (let q = rule.minimum; q <= Math.min(rule.maximum, limit); q += rule.increment) {
              expect(allowed.has(q)).toBe(true);
            }
          }
        }
      }),
    );
  });

  it('respect the whitelist: exactly the whitelisted quantities some rule produces', () => {
    fc.assert(
      fc.property(rulesArb, whitelistArb, limitArb, (rules, whitelist, limit) => {
        const allowed = buildAllowedQuantities(rules, { whitelist, limit });
        expect(isStrictlyAscending(allowed)).toBe(true);
        const expected = [...new Set(whitelist.filter((q) => producedBy(q, rules)))].sort(
          (a, b) => a - b,
        );
        expect(allowed).toEqual(expected);
        for (const quantity of allowed) expect(whitelist).toContain(quantity);
      }),
    );
  });

  it('do not depend on the order of rules', () => {
    fc.assert(
      fc.property(rulesArb, limitArb, (rules, limit) => {
        expect(buildAllowedQuantities([...rules].reverse(), { limit })).toEqual(
          buildAllowedQuantities(rules, { limit }),
        );
      }),
    );
  });
});
