import type { SandboxContext } from '../../context.ts';
import type { CartRow } from './cart-view.ts';
import { destinationOf } from './delivery.ts';
import type { RefreshParts } from './lines.ts';
import { refreshLine } from './lines.ts';
import type { CartData } from '../../db/schema-commerce-documents.ts';

/**
 * What `recalculationConfigs[]` may name. `prices`, `availability` and `arrivalDates` re-check
 * the lines against the catalogue and the clock; `discounts` and `taxes` are accepted and
 * always fresh (every answer computes them).
 */
export const RECALCULATION_CONFIGS = [
  'prices',
  'availability',
  'arrivalDates',
  'discounts',
  'taxes',
] as const;

/** One recalculation config. */
export type RecalculationConfig = (typeof RECALCULATION_CONFIGS)[number];

/**
 * The parts to re-check for a list of configs; none given means all.
 *
 * @example
 * ```ts
 * refreshPartsOf(['prices']); // { prices: true, availability: false, arrivalDates: false }
 * ```
 */
export function refreshPartsOf(configs: readonly RecalculationConfig[]): RefreshParts {
  const all = configs.length === 0;
  return {
    prices: all || configs.includes('prices'),
    availability: all || configs.includes('availability'),
    arrivalDates: all || configs.includes('arrivalDates'),
  };
}

/**
 * Recalculates a cart's document: each line's unit price from the catalogue's price tiers (a
 * change sets `isPriceUpdated`), its availability (checkout-unready reasons) and its arrival
 * date for its delivery option (a later date sets `revisedArrivalDate` and
 * `isPromisedArrivalDateUpdated`). Flags of the parts re-checked describe this recalculation
 * only. Returns the new document and whether anything changed.
 *
 * @example
 * ```ts
 * const { data, changed } = await recalculateCartData(context, row, refreshPartsOf([]));
 * if (changed) await saveCart(context, row, data, row.version);
 * ```
 */
export async function recalculateCartData(
  context: Pick<SandboxContext, 'db' | 'clock'>,
  row: CartRow,
  parts: RefreshParts,
): Promise<{ data: CartData; changed: boolean }> {
  const now = context.clock.now();
  const data: CartData = structuredClone(row.data);
  const destination = destinationOf(data.shippingAddress);
  let missingPrice = false;
  for (const line of data.lineItems) {
    const result = await refreshLine(context.db, line, { now, destination, parts, flag: true });
    missingPrice ||= result.missingPrice;
  }
  if (parts.prices) data.storedReasons = missingPrice ? ['MissingPriceConfiguration'] : [];
  const changed = JSON.stringify(data) !== JSON.stringify(row.data);
  if (changed) data.lastRecalculatedAt = now.toISOString();
  return { data, changed };
}
