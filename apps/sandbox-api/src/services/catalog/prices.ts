import type { CatalogPriceTier } from './catalog.ts';
import type { CentPrecisionPrice } from '../../db/schema-commerce-documents.ts';

/** The currency of every sandbox price. */
export const CURRENCY = 'USD';

/** The spec's message for a price that cannot be given (ECX011 on the client). */
export const PRICE_NOT_FOUND_MESSAGE = 'Unable to load price. Please retry again after sometime';

/** One price list entry by quantity (spec §3). */
export interface PriceListEntry {
  quantity: number;
  /** 0: tax is computed on the cart, where the shipping address is known. */
  taxRate: number;
  totalPrice: CentPrecisionPrice;
  unitPrice: CentPrecisionPrice;
}

/**
 * A price object of whole cents.
 *
 * @example
 * ```ts
 * centPrice(1250); // { type: 'centPrecision', centAmount: 1250, currencyCode: 'USD', fractionDigits: 2 }
 * ```
 */
export function centPrice(centAmount: number): CentPrecisionPrice {
  return { type: 'centPrecision', centAmount, currencyCode: CURRENCY, fractionDigits: 2 };
}

/**
 * The price list entry of one quantity, or `undefined` when the quantity is below every price
 * break. A quantity between breaks pays the unit price of the break at or below it; the total
 * is that unit price times the quantity, in whole cents (no rounding anywhere).
 *
 * @example
 * ```ts
 * priceForQuantity([{ minQuantity: 10, unitCentAmount: 549 }, { minQuantity: 25, unitCentAmount: 375 }], 12, 0);
 * // { quantity: 12, taxRate: 0, unitPrice: centPrice(549), totalPrice: centPrice(6588) }
 * ```
 */
export function priceForQuantity(
  tiers: readonly CatalogPriceTier[],
  quantity: number,
  unitSurchargeCents: number,
): PriceListEntry | undefined {
  let tier: CatalogPriceTier | undefined;
  for (const candidate of tiers) {
    if (candidate.minQuantity <= quantity && (!tier || candidate.minQuantity > tier.minQuantity)) {
      tier = candidate;
    }
  }
  if (!tier) return undefined;
  const unit = tier.unitCentAmount + unitSurchargeCents;
  const total = unit * quantity;
  if (!Number.isSafeInteger(total)) return undefined;
  return { quantity, taxRate: 0, totalPrice: centPrice(total), unitPrice: centPrice(unit) };
}

/** Merchant and brand of a store (spec §9: per brand). */
export interface StorePricingIdentity {
  merchant: string;
  brand: string;
}

/**
 * Merchant and brand of a store, as `pricingContextFor` of `@storefront/pricing` gives them:
 * `boxup` and `ybd` are their own merchant and brand; any other store id is a partner store,
 * merchant `partner`, brand its id.
 *
 * @example
 * ```ts
 * storePricingIdentity('kartonwerk'); // { merchant: 'partner', brand: 'kartonwerk' }
 * ```
 */
export function storePricingIdentity(storefront: string): StorePricingIdentity {
  if (storefront === 'boxup' || storefront === 'ybd') {
    return { merchant: storefront, brand: storefront };
  }
  return { merchant: 'partner', brand: storefront.trim() === '' ? 'partner' : storefront };
}
