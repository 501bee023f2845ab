import type { CartLine, LineItemDraft } from '@storefront/cart';
import { CartUpsell, useCartStore, type CartUpsellOffer } from '@storefront/cart/react';
import {
  BOX_STYLES,
  CATALOG_NAMESPACE,
  SAMPLE_PRICE,
  checkSampleLimit,
  getProductPrices,
  type BoxStyleDefinition,
  type ProductConfig,
  type ProductPriceRequest,
  type SampleLine,
} from '@storefront/catalog';
import { catalogQueryKeys, retryTransientFailures } from '@storefront/catalog/react';
import { selectPriceForQuantity, type Money } from '@storefront/pricing';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  productConfigQuery,
  standardLineItemOf,
  standardSelectionOf,
} from '../catalogue/standard-configuration';
import { useStoreCatalogClient } from '../catalogue/use-store-catalog-client';
import { useCatalogMessages } from '../catalogue/use-catalog-messages';
import { cartFailureMessage } from './storefront-cart-store';
import { useMessages } from '@storefront/ui-kit/i18n';

/**
 * The product key of the shipping box insert the cart offers (spec: `/product/shipping-box-insert`).
 *
 * @example
 * lines.some((line) => line.productKey === SHIPPING_BOX_INSERT);
 */
export const SHIPPING_BOX_INSERT = 'shipping-box-insert';

/** Sizes match whatever their spacing or case: `9x6x3` is `9 x 6 x 3`. */
function sameSize(a: string, b: string): boolean {
  return a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();
}

function sizeOf(line: CartLine): string | null {
  return line.attributes.find((attribute) => attribute.name === 'Size')?.value ?? null;
}

/**
 * The $1 samples in the cart, as the catalogue's three-sample rule reads them.
 *
 * @example
 * checkSampleLimit(sampleLinesOf(cart.lines), { productKey: 'custom-gable-box-sample', size: '8 x 4 x 8' });
 */
export function sampleLinesOf(lines: readonly CartLine[]): SampleLine[] {
  return lines
    .filter((line) => line.isSample)
    .map((line) => ({ productKey: line.productKey, size: sizeOf(line), quantity: line.quantity }));
}

/**
 * A box style in the cart that has no $1 sample there yet, with the size of its first line
 * (the sample is offered in that size when it comes in it).
 *
 * @example
 * const wanted: SampleWish = { style: BOX_STYLES[0], size: '9 x 6 x 3' };
 */
export interface SampleWish {
  style: BoxStyleDefinition & { sampleSlug: string };
  size: string | null;
}

/**
 * The box styles of the cart's lines that have a $1 sample and none of it in the cart yet, in
 * the order of the lines, each once.
 *
 * @example
 * sampleWishesOf(cart.lines).map((wish) => wish.style.sampleSlug); // ['custom-mailer-box-sample']
 */
export function sampleWishesOf(lines: readonly CartLine[]): SampleWish[] {
  const wishes: SampleWish[] = [];
  for (const line of lines) {
    if (line.isSample) continue;
    const style = BOX_STYLES.find((candidate) => candidate.productSlug === line.productKey);
    const sampleSlug = style?.sampleSlug;
    if (!style || !sampleSlug) continue;
    if (wishes.some((wish) => wish.style.id === style.id)) continue;
    if (lines.some((other) => other.productKey === sampleSlug)) continue;
    wishes.push({ style: { ...style, sampleSlug }, size: sizeOf(line) });
  }
  return wishes;
}

/** The sample's size for a wish: the line's size when the sample comes in it (in stock). */
function sampleSizeFor(config: ProductConfig, wished: string | null): string | null | undefined {
  const sizes = config.attributes.Size?.sizes ?? [];
  const match = wished === null ? undefined : sizes.find((size) => sameSize(size.size, wished));
  return match && match.inStock ? match.size : undefined;
}

interface Candidate {
  offer: CartUpsellOffer;
  draft: LineItemDraft;
}

function candidateOf(config: ProductConfig, draft: LineItemDraft, price: Money): Candidate {
  return {
    draft,
    offer: {
      id: config.productKey,
      name: config.title,
      attributes: Object.values(draft.attributes ?? {}),
      quantity: draft.quantity,
      price,
      isSample: config.kind === 'sample',
    },
  };
}

/** The insert in its standard configuration, priced by the price service. */
function useInsertCandidate(wanted: boolean): Candidate | null {
  const client = useStoreCatalogClient();
  const config = useQuery({ ...productConfigQuery(client, SHIPPING_BOX_INSERT), enabled: wanted });
  const draft = config.data ? standardLineItemOf(config.data) : null;
  const selection = config.data ? standardSelectionOf(config.data) : null;
  const request: ProductPriceRequest | null = selection
    ? {
        productKey: selection.productKey,
        size: selection.attributes.Size ?? null,
        printOption: selection.attributes['Print Options'] ?? null,
        color: selection.attributes.Color ?? null,
        quantities: [selection.attributes.Quantity],
      }
    : null;
  const prices = useQuery({
    queryKey: catalogQueryKeys.prices(client.storefrontId, request ?? { productKey: '' }),
    queryFn: ({ signal }) => getProductPrices(client, request ?? { productKey: '' }, { signal }),
    enabled: wanted && request !== null,
    retry: retryTransientFailures,
    staleTime: 60_000,
  });
  if (!wanted || !config.data || !draft || !prices.data) return null;
  try {
    const price = selectPriceForQuantity(prices.data.priceList, draft.quantity).totalPrice;
    return candidateOf(config.data, draft, price);
  } catch {
    // No price for the standard quantity: nothing is offered that cannot be priced.
    return null;
  }
}

/**
 * The cart's upsell (spec: "Upsell", a switch of the store variant), inside the cart page's
 * `CartStoreProvider`: the shipping box insert in its standard configuration (from the
 * catalogue, priced by the price service) unless the cart has it, and a $1 sample of each box
 * style in the cart that has none there yet — in the line's size when the sample comes in it,
 * else the sample's standard size — as far as the catalogue's three-sample rule allows
 * (`checkSampleLimit`), so nothing is offered that the cart would refuse. Add puts the offer
 * into the cart through the cart store; a refusal shows the service's words.
 *
 * @example
 * {variant.features.upsell && cart.lines.length > 0 ? <CartUpsellOffers /> : null}
 */
export function CartUpsellOffers() {
  useCatalogMessages();
  const { t } = useMessages(CATALOG_NAMESPACE);
  const client = useStoreCatalogClient();
  const lines = useCartStore((state) => state.cart?.lines);
  const isUpdating = useCartStore((state) => state.isUpdating);
  const addLineItems = useCartStore((state) => state.addLineItems);

  const cartLines = useMemo(() => lines ?? [], [lines]);
  const wishes = useMemo(() => sampleWishesOf(cartLines), [cartLines]);
  const sampleLines = useMemo(() => sampleLinesOf(cartLines), [cartLines]);
  const wantsInsert =
    cartLines.length > 0 && !cartLines.some((line) => line.productKey === SHIPPING_BOX_INSERT);

  const insert = useInsertCandidate(wantsInsert);
  const sampleConfigs = useQueries({
    queries: wishes.map((wish) => productConfigQuery(client, wish.style.sampleSlug)),
  });

  let limited = false;
  const samples: Candidate[] = [];
  wishes.forEach((wish, index) => {
    const config = sampleConfigs[index]?.data;
    if (!config) return;
    const size = sampleSizeFor(config, wish.size);
    const draft = standardLineItemOf(config, size === undefined ? {} : { size });
    const verdict = checkSampleLimit(sampleLines, {
      productKey: config.productKey,
      size: draft.attributes?.['Size'] ?? null,
      quantity: draft.quantity,
    });
    if (verdict.allowed) samples.push(candidateOf(config, draft, SAMPLE_PRICE));
    else if (verdict.reason === 'limit') limited = true;
  });

  const candidates = [...(insert ? [insert] : []), ...samples];
  const note = samples.length > 0 ? t('sample.rule') : limited ? t('sample.reasons.limit') : null;

  return (
    <CartUpsell
      offers={candidates.map((candidate) => candidate.offer)}
      note={note}
      disabled={isUpdating}
      onAdd={async (offer) => {
        const candidate = candidates.find((each) => each.offer.id === offer.id);
        if (candidate) await addLineItems([candidate.draft]);
      }}
      failureMessage={(error, fallback) => cartFailureMessage(error, fallback)}
    />
  );
}
