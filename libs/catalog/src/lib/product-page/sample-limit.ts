import { money, type Money } from '@storefront/pricing';

/**
 * The most $1 samples a customer may have (spec §2 and §9).
 *
 * @example
 * const left = SAMPLE_LIMIT - samplesInCart; // how many more may be added
 */
export const SAMPLE_LIMIT = 3;

/**
 * What a sample box costs (spec §9: $1).
 *
 * @example
 * formatMoney(SAMPLE_PRICE); // '$1.00'
 */
export const SAMPLE_PRICE: Money = money('1.00');

/**
 * A $1 sample in the cart, or one about to be added: the sample product (one per box style)
 * and its size. `quantity` defaults to 1.
 *
 * @example
 * const line: SampleLine = { productKey: 'custom-mailer-box-sample', size: '9 x 6 x 3' };
 */
export interface SampleLine {
  productKey: string;
  size: string | null;
  quantity?: number;
}

/**
 * Whether a sample may be added, and if not why:
 * - `quantity`: a sample line holds exactly one box ("one per size and style at a time"),
 * - `duplicate`: the same style in the same size is already there,
 * - `limit`: the customer already has three samples.
 *
 * @example
 * const text = (check: SampleLimitCheck) => (check.allowed ? 'Add sample' : check.reason);
 */
export type SampleLimitCheck =
  | { allowed: true; remaining: number }
  | { allowed: false; reason: 'quantity' | 'duplicate' | 'limit'; remaining: number };

/** Sizes match whatever their spacing or case: `9x6x3` is `9 x 6 x 3`. */
function sizeKey(size: string | null): string {
  return (size ?? '').replace(/\s+/g, '').toLowerCase();
}

function quantityOf(line: SampleLine): number {
  const quantity = line.quantity ?? 1;
  return Number.isSafeInteger(quantity) && quantity > 0 ? quantity : 0;
}

/**
 * The sample rules (spec §2, §4, §9): a customer may have up to three $1 samples, one per size
 * and style at a time. Checks a candidate against the samples already in the cart; the
 * reasons are checked in the order quantity, duplicate, limit. `remaining` is how many more
 * samples fit before the candidate is added.
 *
 * @example
 * checkSampleLimit(
 *   [{ productKey: 'custom-mailer-box-sample', size: '9 x 6 x 3' }],
 *   { productKey: 'custom-mailer-box-sample', size: '9 x 6 x 3' },
 * ); // { allowed: false, reason: 'duplicate', remaining: 2 }
 */
export function checkSampleLimit(
  existingSampleLines: readonly SampleLine[],
  candidate: SampleLine,
): SampleLimitCheck {
  const held = existingSampleLines.reduce((total, line) => total + quantityOf(line), 0);
  const remaining = Math.max(0, SAMPLE_LIMIT - held);
  if ((candidate.quantity ?? 1) !== 1) return { allowed: false, reason: 'quantity', remaining };
  const duplicate = existingSampleLines.some(
    (line) =>
      quantityOf(line) > 0 &&
      line.productKey === candidate.productKey &&
      sizeKey(line.size) === sizeKey(candidate.size),
  );
  if (duplicate) return { allowed: false, reason: 'duplicate', remaining };
  if (remaining < 1) return { allowed: false, reason: 'limit', remaining };
  return { allowed: true, remaining };
}
