import { PricingInputError, type PricingIssue } from '../errors';
import { fieldOf, isObjectLike, numberIssues, typeMessage } from '../input-checks';

// The rules are checked by hand, not with zod: the product page builds its quantities while it
// renders, and its first load carries no zod. The issues are zod/mini's (input-checks.test.ts).

/**
 * A range of allowed quantities: every `increment`-th quantity from `minimum` up to
 * `maximum` (`{ minimum: 100, maximum: 500, increment: 100 }` is 100, 200, 300, 400, 500).
 *
 * @example
 * ```ts
 * import type { QuantityRange } from '@storefront/pricing';
 *
 * const range: QuantityRange = { minimum: 100, maximum: 500, increment: 100 };
 * ```
 */
export interface QuantityRange {
  readonly minimum: number;
  readonly maximum: number;
  readonly increment: number;
}

/**
 * A rule of allowed quantities: a number literal or a {@link QuantityRange}.
 *
 * @example
 * ```ts
 * import type { QuantityRule } from '@storefront/pricing';
 *
 * const rules: QuantityRule[] = [1, 25, { minimum: 50, maximum: 1000, increment: 50 }];
 * ```
 */
export type QuantityRule = number | QuantityRange;

/**
 * Options of {@link buildAllowedQuantities}.
 *
 * @example
 * ```ts
 * import type { AllowedQuantitiesOptions } from '@storefront/pricing';
 *
 * const fromConfig: AllowedQuantitiesOptions = { whitelist: [50, 100, 250] };
 * const fromGrid: AllowedQuantitiesOptions = { limit: 1000 };
 * ```
 */
export interface AllowedQuantitiesOptions {
  /** Only these quantities may be offered (the product config's whitelisted quantity list). */
  readonly whitelist?: readonly number[];
  /** Without a whitelist, ranges stop here (the product config's pricing grid quantity). */
  readonly limit?: number;
}

/**
 * The most quantities one call may list; beyond it a range is a configuration mistake that
 * would otherwise freeze the page.
 *
 * @example
 * ```ts
 * import { MAX_ALLOWED_QUANTITIES } from '@storefront/pricing';
 *
 * MAX_ALLOWED_QUANTITIES; // 10000
 * ```
 */
export const MAX_ALLOWED_QUANTITIES = 10_000;

/** The issues of a whole quantity above 0 (`Limit must be a whole number greater than 0`). */
function wholeQuantityIssues(value: unknown, label: string, field: string): PricingIssue[] {
  const message = `${label} must be a whole number greater than 0`;
  const { messages } = numberIssues(value, {
    type: message,
    whole: message,
    checks: [[(quantity) => quantity >= 1, message]],
  });
  return messages.map((text) => ({ field, message: text }));
}

/** A range rule checked field by field, then minimum against maximum (as zod refines it). */
function rangeIssues(rule: object, field: string): PricingIssue[] {
  if (!isObjectLike(rule)) return [{ field, message: typeMessage('object', rule) }];
  const issues: PricingIssue[] = [];
  let comparable = true;
  for (const [key, label] of [
    ['minimum', 'Minimum'],
    ['maximum', 'Maximum'],
    ['increment', 'Increment'],
  ] as const) {
    const value = rule[key];
    issues.push(...wholeQuantityIssues(value, label, fieldOf(field, key)));
    // Like zod, the comparison is skipped once a field is not a whole number at all.
    if (typeof value !== 'number' || !Number.isInteger(value)) comparable = false;
  }
  if (comparable && (rule['minimum'] as number) > (rule['maximum'] as number)) {
    issues.push({
      field: fieldOf(field, 'minimum'),
      message: 'Minimum must not be greater than maximum',
    });
  }
  return issues;
}

function validateRules(rules: readonly unknown[]): { literals: number[]; ranges: QuantityRange[] } {
  const literals: number[] = [];
  const ranges: QuantityRange[] = [];
  const issues: PricingIssue[] = [];
  rules.forEach((rule, index) => {
    const field = `rules[${index}]`;
    if (typeof rule === 'number') {
      const problems = wholeQuantityIssues(rule, 'Quantity', field);
      if (problems.length === 0) literals.push(rule);
      issues.push(...problems);
    } else if (typeof rule === 'object' && rule !== null) {
      const problems = rangeIssues(rule, field);
      if (problems.length === 0) {
        const { minimum, maximum, increment } = rule as QuantityRange;
        ranges.push({ minimum, maximum, increment });
      }
      issues.push(...problems);
    } else {
      issues.push({
        field,
        message: 'A rule must be a quantity or a { minimum, maximum, increment } range',
      });
    }
  });
  if (issues.length > 0) throw new PricingInputError('INVALID_QUANTITY_RULE', issues);
  return { literals, ranges };
}

function validateOptions(options: AllowedQuantitiesOptions): void {
  const issues: PricingIssue[] = [];
  options.whitelist?.forEach((quantity, index) => {
    issues.push(...wholeQuantityIssues(quantity, 'Whitelisted quantity', `whitelist[${index}]`));
  });
  if (options.limit !== undefined) {
    issues.push(...wholeQuantityIssues(options.limit, 'Limit', 'limit'));
  }
  if (issues.length > 0) throw new PricingInputError('INVALID_QUANTITY_RULE', issues);
}

function inRange(quantity: number, range: QuantityRange): boolean {
  return (
    quantity >= range.minimum &&
    quantity <= range.maximum &&
    (quantity - range.minimum) % range.increment === 0
  );
}

/**
 * The quantities a shopper may choose, ascending and without duplicates (spec §5). Rules are
 * number literals and `{ minimum, maximum, increment }` ranges. With a non-empty whitelist,
 * only whitelisted quantities that some rule produces are kept (ranges are then not capped).
 * Without one, ranges stop at `limit`; literals are kept whatever the limit.
 *
 * @throws {PricingInputError} `INVALID_QUANTITY_RULE` naming the rule or option that is wrong:
 * a quantity that is not a whole number above 0, an increment of 0, a minimum above its
 * maximum, a range without a whitelist or limit, or more than {@link MAX_ALLOWED_QUANTITIES}
 * results.
 *
 * @example
 * ```ts
 * import { buildAllowedQuantities } from '@storefront/pricing';
 *
 * buildAllowedQuantities([25, { minimum: 50, maximum: 1000, increment: 50 }, 25], { limit: 200 });
 * // [25, 50, 100, 150, 200]
 * buildAllowedQuantities([{ minimum: 50, maximum: 1000, increment: 50 }], {
 *   whitelist: [500, 75, 50, 5000],
 * });
 * // [50, 500]
 * ```
 */
export function buildAllowedQuantities(
  rules: readonly QuantityRule[],
  options: AllowedQuantitiesOptions = {},
): number[] {
  if (!Array.isArray(rules)) {
    throw new PricingInputError('INVALID_QUANTITY_RULE', [
      { field: 'rules', message: 'Rules must be a list of quantities and ranges' },
    ]);
  }
  const { literals, ranges } = validateRules(rules);
  validateOptions(options);

  const whitelist = options.whitelist?.length ? options.whitelist : undefined;
  if (whitelist) {
    const allowed = whitelist.filter(
      (quantity) => literals.includes(quantity) || ranges.some((range) => inRange(quantity, range)),
    );
    return [...new Set(allowed)].sort((a, b) => a - b);
  }

  const { limit } = options;
  if (ranges.length > 0 && limit === undefined) {
    throw new PricingInputError('INVALID_QUANTITY_RULE', [
      { field: 'limit', message: 'A limit is required to cap ranges when there is no whitelist' },
    ]);
  }
  const quantities = new Set(literals);
  for (const range of ranges) {
    const upper = Math.min(range.maximum, limit ?? range.maximum);
    for (let quantity = range.minimum; quantity <= upper; quantity += range.increment) {
      quantities.add(quantity);
      if (quantities.size > MAX_ALLOWED_QUANTITIES) {
        throw new PricingInputError('INVALID_QUANTITY_RULE', [
          {
            field: 'rules',
            message: `The rules produce more than ${MAX_ALLOWED_QUANTITIES} quantities; lower the limit or raise the increment`,
          },
        ]);
      }
    }
  }
  return [...quantities].sort((a, b) => a - b);
}
