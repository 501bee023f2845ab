import { describe, expect, it } from 'vitest';
import { PricingInputError, type PricingIssue } from '../errors';
import {
  MAX_ALLOWED_QUANTITIES,
  buildAllowedQuantities,
  type QuantityRule,
} from './allowed-quantities';

function issuesOf(run: () => unknown): readonly PricingIssue[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(PricingInputError);
    expect((error as PricingInputError).reason).toBe('INVALID_QUANTITY_RULE');
    return (error as PricingInputError).issues;
  }
  throw new Error('expected an error');
}

describe('buildAllowedQuantities', () => {
  it('merges literals and ranges, deduplicated and ascending, ranges capped at the limit', () => {
    expect(
      buildAllowedQuantities([500, 25, { minimum: 50, maximum: 1000, increment: 50 }, 25], {
        limit: 200,
      }),
    ).toEqual([25, 50, 100, 150, 200, 500]);
  });

  it('stops a range at its maximum when the limit is higher', () => {
    expect(
      buildAllowedQuantities([{ minimum: 12, maximum: 48, increment: 12 }], { limit: 1000 }),
    ).toEqual([12, 24, 36, 48]);
  });

  it('does not overshoot when the increment skips the maximum', () => {
    expect(
      buildAllowedQuantities([{ minimum: 10, maximum: 45, increment: 20 }], { limit: 100 }),
    ).toEqual([10, 30]);
  });

  it('drops a range that starts above the limit', () => {
    expect(
      buildAllowedQuantities([1, { minimum: 500, maximum: 1000, increment: 100 }], { limit: 250 }),
    ).toEqual([1]);
  });

  it('keeps only whitelisted quantities some rule produces, without capping', () => {
    expect(
      buildAllowedQuantities([10, { minimum: 50, maximum: 1000, increment: 50 }], {
        whitelist: [1000, 75, 50, 10, 5000, 50],
        limit: 100,
      }),
    ).toEqual([10, 50, 1000]);
  });

  it('treats an empty whitelist as none', () => {
    expect(
      buildAllowedQuantities([{ minimum: 1, maximum: 3, increment: 1 }], {
        whitelist: [],
        limit: 2,
      }),
    ).toEqual([1, 2]);
  });

  it('needs no limit for literals only', () => {
    expect(buildAllowedQuantities([3, 1, 2, 1])).toEqual([1, 2, 3]);
    expect(buildAllowedQuantities([])).toEqual([]);
  });

  it('requires a limit for ranges without a whitelist', () => {
    expect(
      issuesOf(() => buildAllowedQuantities([{ minimum: 1, maximum: 9, increment: 1 }])),
    ).toEqual([
      { field: 'limit', message: 'A limit is required to cap ranges when there is no whitelist' },
    ]);
  });

  it('explains every wrong rule with its position', () => {
    const rules = [
      0,
      { minimum: 10, maximum: 100, increment: 0 },
      { minimum: 500, maximum: 100, increment: 10 },
      2.5,
      'twelve',
      { minimum: 1, increment: 1 },
    ] as unknown as QuantityRule[];
    expect(issuesOf(() => buildAllowedQuantities(rules, { limit: 100 }))).toEqual([
      { field: 'rules[0]', message: 'Quantity must be a whole number greater than 0' },
      { field: 'rules[1].increment', message: 'Increment must be a whole number greater than 0' },
      { field: 'rules[2].minimum', message: 'Minimum must not be greater than maximum' },
      { field: 'rules[3]', message: 'Quantity must be a whole number greater than 0' },
      {
        field: 'rules[4]',
        message: 'A rule must be a quantity or a { minimum, maximum, increment } range',
      },
      { field: 'rules[5].maximum', message: 'Maximum must be a whole number greater than 0' },
    ]);
  });

  it('validates the whitelist and limit', () => {
    expect(issuesOf(() => buildAllowedQuantities([1], { whitelist: [1, -2], limit: 0 }))).toEqual([
      {
        field: 'whitelist[1]',
        message: 'Whitelisted quantity must be a whole number greater than 0',
      },
      { field: 'limit', message: 'Limit must be a whole number greater than 0' },
    ]);
  });

  it('refuses rules that are not a list', () => {
    expect(issuesOf(() => buildAllowedQuantities(null as unknown as QuantityRule[]))).toEqual([
      { field: 'rules', message: 'Rules must be a list of quantities and ranges' },
    ]);
  });

  it(`refuses more than ${MAX_ALLOWED_QUANTITIES} quantities`, () => {
    expect(
      issuesOf(() =>
        buildAllowedQuantities([{ minimum: 1, maximum: 1_000_000, increment: 1 }], {
          limit: 1_000_000,
        }),
      ),
    ).toEqual([
      {
        field: 'rules',
        message:
          'The rules produce more than 10000 quantities; lower the limit or raise the increment',
      },
    ]);
    // A huge range is fine when a whitelist picks from it.
    expect(
      buildAllowedQuantities([{ minimum: 1, maximum: 1_000_000_000, increment: 1 }], {
        whitelist: [999_999_999],
      }),
    ).toEqual([999_999_999]);
  });
});
