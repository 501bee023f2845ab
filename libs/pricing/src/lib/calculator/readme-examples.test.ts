import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calculateBoxQuantity } from './calculate-box-quantity';

// The worked examples of the README are the documentation shoppers' numbers are checked
// against; this test keeps every row of that table true.
const readme = readFileSync(join(import.meta.dirname, '../../../README.md'), 'utf8');
const table = readme
  .split('<!-- calculator-examples:start -->')[1]
  ?.split('<!-- calculator-examples:end -->')[0];

const rows = (table ?? '')
  .split('\n')
  .filter((line) => /^\|\s*\d/.test(line))
  .map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );

describe('README worked examples', () => {
  it('has the example table', () => {
    expect(rows.length).toBeGreaterThanOrEqual(8);
  });

  it.each(rows)(
    '%s box, %s lb',
    (box, pounds, cartons, product, usable, exact, needed, recommended, over) => {
      const [length, width, height] = (box ?? '').split('×').map((part) => part.trim());
      expect(calculateBoxQuantity({ length, width, height, quantity: pounds })).toMatchObject({
        cartons: Number(cartons),
        productVolume: Number(product),
        usableBoxVolume: Number(usable),
        exactBoxes: Number(exact),
        boxesNeeded: Number(needed),
        recommendedQuantity: Number(recommended),
        exceedsThreshold: over === 'yes',
      });
    },
  );
});
