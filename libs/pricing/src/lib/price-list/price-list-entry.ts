import type { Money } from '../money/money';

/**
 * A price list entry as the storefront uses it: prices as exact {@link Money}.
 *
 * @example
 * ```ts
 * import { formatMoney, type PriceListEntry } from '@storefront/pricing';
 *
 * const label = (entry: PriceListEntry) =>
 *   `${entry.quantity} boxes: ${formatMoney(entry.totalPrice)}`;
 * ```
 */
export interface PriceListEntry {
  /** How many boxes this price is for. */
  readonly quantity: number;
  /** Tax rate as a fraction (0.0825); see `taxPercent` for the label. */
  readonly taxRate: number;
  /** Price of the whole quantity, discounted and taxed. */
  readonly totalPrice: Money;
  /** Price of one box, discounted and taxed. */
  readonly unitPrice: Money;
}
