import { MAX_SCALE } from '../decimal';
import { PricingInputError, type PricingIssue } from '../errors';
import {
  fieldOf,
  isObjectLike,
  numberIssues,
  typeMessage,
  type NumberRules,
} from '../input-checks';
import { PRICE_FRACTION_DIGITS, createMoney, type Money } from './money';
import type { PriceObject, PriceObjectInput } from './price-object-schema';

export type { PriceObjectInput } from './price-object-schema';

const PRICE_TYPES = ['centPrecision', 'highPrecision'] as const;
const CURRENCY_CODE = /^[A-Z]{3}$/;
const FRACTION_DIGITS: NumberRules = {
  whole: 'Fraction digits must be a whole number',
  checks: [
    [(digits) => digits >= 0, 'Fraction digits cannot be negative'],
    [(digits) => digits <= MAX_SCALE, `Fraction digits cannot exceed ${MAX_SCALE}`],
  ],
};

/**
 * Internal: checks a price object as {@link priceObjectSchema} does, with the same issues in
 * the same order (fields named below `prefix`), without zod: the value with `fractionDigits`
 * filled in, or the issues.
 */
export function readPriceObject(
  value: unknown,
  prefix = '',
): { readonly value: PriceObject } | { readonly issues: PricingIssue[] } {
  if (!isObjectLike(value)) {
    return { issues: [{ field: fieldOf(prefix), message: typeMessage('object', value) }] };
  }
  const { type, currencyCode, fractionDigits = PRICE_FRACTION_DIGITS } = value;
  if (type !== 'centPrecision' && type !== 'highPrecision') {
    const expected = PRICE_TYPES.map((name) => `'${name}'`).join(' | ');
    return {
      issues: [
        {
          field: fieldOf(prefix, 'type'),
          message: `Invalid discriminator value. Expected ${expected}`,
        },
      ],
    };
  }
  const amountKey = type === 'centPrecision' ? 'centAmount' : 'preciseAmount';
  const amount = value[amountKey];
  const issues: PricingIssue[] = [];
  const problem = (key: string, message: string) =>
    issues.push({ field: fieldOf(prefix, key), message });

  // zod's int() is a safe integer, so BigInt() of the amount is exact.
  for (const message of numberIssues(amount, {
    whole: 'Amount must be a whole number of minor units',
  }).messages) {
    problem(amountKey, message);
  }
  if (typeof currencyCode !== 'string')
    problem('currencyCode', typeMessage('string', currencyCode));
  else if (!CURRENCY_CODE.test(currencyCode)) {
    problem('currencyCode', 'Currency code must be three upper-case letters such as USD');
  }
  for (const message of numberIssues(fractionDigits, FRACTION_DIGITS).messages) {
    problem('fractionDigits', message);
  }
  if (issues.length > 0) return { issues };

  const checked = { currencyCode, fractionDigits } as {
    currencyCode: string;
    fractionDigits: number;
  };
  return {
    value:
      type === 'centPrecision'
        ? { type, centAmount: amount as number, ...checked }
        : { type, preciseAmount: amount as number, ...checked },
  };
}

/**
 * Money from an API price object, checked as `priceObjectSchema` checks it first (by hand, so
 * a page converting prices while it renders loads no zod).
 *
 * @throws {PricingInputError} `INVALID_AMOUNT` naming the field that was wrong.
 *
 * @example
 * ```ts
 * import { formatMoney, fromPriceObject } from '@storefront/pricing';
 *
 * formatMoney(fromPriceObject({ type: 'centPrecision', centAmount: 123450, currencyCode: 'USD' }));
 * // '$1,234.50'
 * ```
 */
export function fromPriceObject(price: PriceObjectInput): Money {
  const checked = readPriceObject(price);
  if ('issues' in checked) throw new PricingInputError('INVALID_AMOUNT', checked.issues);
  const { value } = checked;
  const amount = value.type === 'centPrecision' ? value.centAmount : value.preciseAmount;
  return createMoney(BigInt(amount), value.fractionDigits, value.currencyCode);
}
