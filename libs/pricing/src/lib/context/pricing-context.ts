import { DEFAULT_CURRENCY, PRICE_FRACTION_DIGITS } from '../money/money';

/**
 * The market every price is asked for (spec §9).
 *
 * @example
 * ```ts
 * import { PRICING_MARKET } from '@storefront/pricing';
 *
 * PRICING_MARKET; // 'US'
 * ```
 */
export const PRICING_MARKET = 'US';

/**
 * The pricing tier every price is asked for (spec §9).
 *
 * @example
 * ```ts
 * import { PRICING_TIER } from '@storefront/pricing';
 *
 * PRICING_TIER; // 'Saver'
 * ```
 */
export const PRICING_TIER = 'Saver';

/**
 * Which pricing identity a store uses: the two named stores, or a partner store (whose store
 * id is the partner's product slug).
 *
 * @example
 * ```ts
 * import type { PricingStoreKind } from '@storefront/pricing';
 *
 * const kind: PricingStoreKind = 'ybd';
 * ```
 */
export type PricingStoreKind = 'boxup' | 'ybd' | 'partner';

/**
 * Product pricing context (spec §3): what the price service needs besides the product.
 *
 * @example
 * ```ts
 * import { pricingContextFor, type ProductPricingContext } from '@storefront/pricing';
 *
 * const context: ProductPricingContext = pricingContextFor('boxup');
 * ```
 */
export interface ProductPricingContext {
  /** Always `US`. */
  readonly market: typeof PRICING_MARKET;
  /** Merchant identifier of the store. */
  readonly merchant: string;
  /** Brand identifier of the store. */
  readonly brand: string;
  /** Country prices are first shown for. */
  readonly defaultCountry: 'US' | 'DE';
  /** Always `USD`. */
  readonly defaultCurrency: typeof DEFAULT_CURRENCY;
  /** Always `Saver`. */
  readonly tier: typeof PRICING_TIER;
  /** Always 2. */
  readonly fractionDigits: typeof PRICE_FRACTION_DIGITS;
}

const SHARED = {
  market: PRICING_MARKET,
  defaultCurrency: DEFAULT_CURRENCY,
  tier: PRICING_TIER,
  fractionDigits: PRICE_FRACTION_DIGITS,
} as const;

/**
 * Merchant, brand and default country per store kind. The partner brand is filled in from the
 * partner's store id by {@link pricingContextFor}.
 *
 * @example
 * ```ts
 * import { PRICING_MERCHANTS } from '@storefront/pricing';
 *
 * PRICING_MERCHANTS.ybd.merchant; // 'ybd'
 * ```
 */
export const PRICING_MERCHANTS = Object.freeze({
  boxup: Object.freeze({ merchant: 'boxup', brand: 'boxup', defaultCountry: 'US' }),
  ybd: Object.freeze({ merchant: 'ybd', brand: 'ybd', defaultCountry: 'US' }),
  partner: Object.freeze({ merchant: 'partner', brand: 'partner', defaultCountry: 'DE' }),
} as const satisfies Record<
  PricingStoreKind,
  { merchant: string; brand: string; defaultCountry: 'US' | 'DE' }
>);

/**
 * The store kind of a store id: `boxup` and `ybd` are themselves, any other id is a partner
 * store named by its product slug.
 *
 * @example
 * ```ts
 * import { pricingStoreKind } from '@storefront/pricing';
 *
 * pricingStoreKind('kartonwerk'); // 'partner'
 * ```
 */
export function pricingStoreKind(storeId: string): PricingStoreKind {
  return storeId === 'boxup' || storeId === 'ybd' ? storeId : 'partner';
}

/**
 * The pricing context of a store: market US, currency USD, tier Saver, 2 fraction digits,
 * and the store's merchant, brand and default country. A partner store's brand is its store
 * id (the partner's product slug).
 *
 * @example
 * ```ts
 * import { pricingContextFor } from '@storefront/pricing';
 *
 * pricingContextFor('boxup');
 * // { market: 'US', merchant: 'boxup', brand: 'boxup', defaultCountry: 'US',
 * //   defaultCurrency: 'USD', tier: 'Saver', fractionDigits: 2 }
 * pricingContextFor('kartonwerk').brand; // 'kartonwerk'
 * ```
 */
export function pricingContextFor(storeId: string): ProductPricingContext {
  const kind = pricingStoreKind(storeId);
  const store = PRICING_MERCHANTS[kind];
  return Object.freeze({
    ...SHARED,
    merchant: store.merchant,
    brand: kind === 'partner' && storeId.trim() !== '' ? storeId : store.brand,
    defaultCountry: store.defaultCountry,
  });
}
