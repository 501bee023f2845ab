import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isPricingError, type PricingIssue } from './errors';
import { fromPriceObject, readPriceObject } from './money/price-object';
import { priceObjectSchema } from './money/price-object-schema';
import { parsePriceList } from './price-list/parse-price-list';
import { priceListSchema } from './price-list/price-list-schema';
import { buildAllowedQuantities } from './quantity/allowed-quantities';
import { issuesFromZod, parseInEnglish } from './zod-issues';

// The functions a page runs while it renders check their input by hand (no zod in the first
// load). Here they meet zod/mini on random input, right or wrong: the same values, and the same
// issues (fields, messages, order) as zod gives under classic zod's English.

/** Values of every type zod names differently, and the edges of the checks. */
const oddValue = fc.constantFrom<unknown>(
  ...[undefined, null, '', 'USD', 'usd', 'EURO', true, 5n, [], {}, new Date(0), new Map()],
  ...[0, -0, 1, 12.5, -1, 20, 21, 2 ** 53, -(2 ** 53), Number.MAX_SAFE_INTEGER],
  ...[Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, () => 1],
);

const priceObjectLike = fc.oneof(
  oddValue,
  fc.record(
    {
      type: fc.constantFrom<unknown>('centPrecision', 'highPrecision', 'lowPrecision', 1),
      centAmount: fc.oneof(fc.integer(), oddValue),
      preciseAmount: fc.oneof(fc.integer(), oddValue),
      currencyCode: fc.oneof(fc.constantFrom('USD', 'CAD'), oddValue),
      fractionDigits: fc.oneof(fc.integer({ min: -2, max: 22 }), oddValue),
      extra: oddValue,
    },
    { requiredKeys: [] },
  ),
);

const entryLike = fc.oneof(
  oddValue,
  fc.record(
    {
      quantity: fc.oneof(fc.integer({ min: -1, max: 3 }), oddValue),
      taxRate: fc.oneof(fc.constantFrom(0, 0.0825, 1, 1.5, -0.1), oddValue),
      totalPrice: priceObjectLike,
      unitPrice: priceObjectLike,
    },
    { requiredKeys: [] },
  ),
);

function outcome<T>(run: () => T): { value: T } | { issues: readonly PricingIssue[] } {
  try {
    return { value: run() };
  } catch (error) {
    if (!isPricingError(error)) throw error;
    return { issues: error.issues };
  }
}

describe('the hand-written checks against the zod/mini schemas', () => {
  it('price objects: readPriceObject reads what priceObjectSchema reads', () => {
    fc.assert(
      fc.property(priceObjectLike, (value) => {
        const expected = parseInEnglish(priceObjectSchema, value);
        expect(readPriceObject(value)).toEqual(
          expected.success ? { value: expected.data } : { issues: issuesFromZod(expected.error) },
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('price lists: parsePriceList fails where priceListSchema does, naming the same fields', () => {
    fc.assert(
      fc.property(fc.oneof(oddValue, fc.array(entryLike, { maxLength: 4 })), (input) => {
        const expected = parseInEnglish(priceListSchema, input);
        const actual = outcome(() => parsePriceList(input));
        if (!expected.success) {
          expect(actual).toEqual({ issues: issuesFromZod(expected.error) });
          return;
        }
        // The list's own rules (not empty, no quantity twice) come after the schema.
        const entries = expected.data.map((entry) => ({
          quantity: entry.quantity,
          taxRate: entry.taxRate,
          totalPrice: fromPriceObject(entry.totalPrice),
          unitPrice: fromPriceObject(entry.unitPrice),
        }));
        const quantities = new Set(entries.map((entry) => entry.quantity));
        if (entries.length > 0 && quantities.size === entries.length) {
          expect(actual).toEqual({ value: entries.sort((a, b) => a.quantity - b.quantity) });
        } else expect(actual).toHaveProperty('issues');
      }),
      { numRuns: 3000 },
    );
  });

  // The schemas buildAllowedQuantities used before it checked by hand.
  const whole = (label: string) => {
    const message = `${label} must be a whole number greater than 0`;
    return z
      .number({ error: message })
      .check(z.int({ error: message }), z.minimum(1, { error: message }));
  };
  const rangeSchema = z
    .object({ minimum: whole('Minimum'), maximum: whole('Maximum'), increment: whole('Increment') })
    .check(
      z.refine((range) => range.minimum <= range.maximum, {
        error: 'Minimum must not be greater than maximum',
        path: ['minimum'],
      }),
    );
  const ruleLike = fc.oneof(
    // (Rules of other types fail before any schema: 'A rule must be a quantity or …'.)
    oddValue.filter(
      (value) => typeof value === 'number' || (typeof value === 'object' && value !== null),
    ),
    fc.integer({ min: -2, max: 300 }),
    fc.record(
      {
        minimum: fc.oneof(fc.integer({ min: -1, max: 30 }), oddValue),
        maximum: fc.oneof(fc.integer({ min: -1, max: 30 }), oddValue),
        increment: fc.oneof(fc.integer({ min: -1, max: 5 }), oddValue),
      },
      { requiredKeys: [] },
    ),
  );

  it('quantity rules: buildAllowedQuantities names what the zod rules named', () => {
    fc.assert(
      fc.property(fc.array(ruleLike, { maxLength: 3 }), (rules) => {
        const expected = rules.flatMap((rule, index) => {
          const schema = typeof rule === 'number' ? whole('Quantity') : rangeSchema;
          const parsed = parseInEnglish(schema, rule);
          return parsed.success ? [] : issuesFromZod(parsed.error, `rules[${index}]`);
        });
        const actual = outcome(() =>
          buildAllowedQuantities(rules as never, { whitelist: [1, 2, 3, 5, 8, 13] }),
        );
        if (expected.length > 0) expect(actual).toEqual({ issues: expected });
        else expect(actual).toHaveProperty('value');
      }),
      { numRuns: 3000 },
    );
  });

  it('quantity options: the whitelist and the limit are checked as zod checked them', () => {
    fc.assert(
      fc.property(fc.array(oddValue, { maxLength: 3 }), oddValue, (whitelist, limit) => {
        const expected = [
          ...whitelist.flatMap((quantity, index) => {
            const parsed = parseInEnglish(whole('Whitelisted quantity'), quantity);
            return parsed.success ? [] : issuesFromZod(parsed.error, `whitelist[${index}]`);
          }),
          ...(limit === undefined
            ? []
            : ((parsed) => (parsed.success ? [] : issuesFromZod(parsed.error, 'limit')))(
                parseInEnglish(whole('Limit'), limit),
              )),
        ];
        const actual = outcome(() =>
          buildAllowedQuantities([1], { whitelist: whitelist as number[], limit: limit as number }),
        );
        if (expected.length > 0) expect(actual).toEqual({ issues: expected });
        else expect(actual).toHaveProperty('value');
      }),
      { numRuns: 2000 },
    );
  });
});
