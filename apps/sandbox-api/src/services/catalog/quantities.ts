import type { QuantityRuleData } from '../../db/schema.ts';

// The allowed-quantities rule of `@storefront/pricing` (`buildAllowedQuantities`), for the
// sandbox's runtime: the server runs under tsx, which resolves workspace libraries to their
// built `dist/`, so the routes do not import library values (see the README's Decisions).
// quantities.test.ts checks both agree for every seeded product.

function inRange(quantity: number, rule: Exclude<QuantityRuleData, number>): boolean {
  return (
    quantity >= rule.minimum &&
    quantity <= rule.maximum &&
    (quantity - rule.minimum) % rule.increment === 0
  );
}

/**
 * The quantities a shopper may choose, ascending and without duplicates (spec §5): with a
 * non-empty whitelist, the whitelisted quantities some rule produces; without one, the
 * literals and the ranges up to `limit`.
 *
 * @example
 * ```ts
 * allowedQuantities([1, { minimum: 10, maximum: 10000, increment: 5 }], { whitelist: [1, 10, 12] });
 * // [1, 10]
 * ```
 */
export function allowedQuantities(
  rules: readonly QuantityRuleData[],
  options: { whitelist?: readonly number[]; limit: number },
): number[] {
  const literals = rules.filter((rule): rule is number => typeof rule === 'number');
  const ranges = rules.filter(
    (rule): rule is Exclude<QuantityRuleData, number> => typeof rule !== 'number',
  );
  const allows = (quantity: number) =>
    literals.includes(quantity) || ranges.some((range) => inRange(quantity, range));
  const quantities = new Set<number>();
  if (options.whitelist && options.whitelist.length > 0) {
    for (const quantity of options.whitelist) if (allows(quantity)) quantities.add(quantity);
  } else {
    for (const quantity of literals) quantities.add(quantity);
    for (const range of ranges) {
      const upper = Math.min(range.maximum, options.limit);
      for (let quantity = range.minimum; quantity <= upper; quantity += range.increment) {
        quantities.add(quantity);
      }
    }
  }
  return [...quantities].sort((a, b) => a - b);
}

/**
 * Reads a quantity the way the storefront's quantity input does: a whole number above 0 with
 * optional surrounding spaces; anything else is `undefined`.
 *
 * @example
 * ```ts
 * parseWholeQuantity(' 250 '); // 250
 * parseWholeQuantity('2.5'); // undefined
 * ```
 */
export function parseWholeQuantity(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const quantity = Number(trimmed);
  return Number.isSafeInteger(quantity) && quantity > 0 ? quantity : undefined;
}
