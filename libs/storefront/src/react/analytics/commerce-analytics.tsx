import type { ApiOrder, TransformedCart } from '@storefront/cart';
import { useProductConfig, useProductPrices } from '@storefront/catalog/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import {
  checkoutStartedProperties,
  openingSelection,
  orderCompletedProperties,
  productAddedEvents,
  productViewedProperties,
} from './commerce-events';
import type { StorefrontAnalytics } from './storefront-analytics';
import { useStorefrontAnalytics } from './storefront-analytics';
import { useSiteOrigin } from '../storefront-context';

/**
 * Calls `send` once per `key` (a cart id, an order id, a product key) when the key is set,
 * with the latest value; a new key sends again.
 */
function useOncePerKey<Value>(key: string | null, value: Value, send: (value: Value) => void) {
  const latest = useRef({ value, send });
  const sent = useRef<string | null>(null);
  useEffect(() => {
    latest.current = { value, send };
  });
  useEffect(() => {
    if (key === null || sent.current === key) return;
    sent.current = key;
    latest.current.send(latest.current.value);
  }, [key]);
}

/**
 * Sends `Product Viewed` once the product page shows its product with a price: the product
 * config and the opening selection's price list, read through the catalogue's hooks with the
 * catalogue page's own queries (so nothing is fetched twice). Render it inside the page's
 * `CatalogClientProvider`; it renders nothing.
 *
 * @example
 * <CatalogClientProvider client={client}>
 *   <ProductViewedTracker productConfigId={id} title={title} imageUrl={images[0]?.url} />
 *   <ProductView … />
 * </CatalogClientProvider>
 */
export function ProductViewedTracker({
  productConfigId,
  title,
  imageUrl,
  initialQuantity,
  isSample,
}: {
  productConfigId: string;
  title: string;
  imageUrl?: string | undefined;
  initialQuantity?: number | undefined;
  isSample?: boolean | undefined;
}) {
  const analytics = useStorefrontAnalytics();
  const { pathname, search } = useLocation();
  const siteOrigin = useSiteOrigin();
  const config = useProductConfig(productConfigId).data;
  const opening = config ? openingSelection(config, initialQuantity, isSample) : null;
  const prices = useProductPrices(
    config && opening
      ? {
          productKey: config.productKey,
          size: opening.choice.size,
          printOption: opening.choice.printOption,
          color: opening.choice.color,
          quantities: opening.quantities,
        }
      : null,
  );
  // A failed price list still reports the view, without a price.
  const settled = prices.isError || (prices.data !== undefined && !prices.isPlaceholderData);
  useOncePerKey(
    config && opening && settled ? config.productKey : null,
    config && opening
      ? productViewedProperties({
          config,
          title,
          choice: opening.choice,
          quantity: opening.quantity,
          priceList: prices.isError ? undefined : prices.data?.priceList,
          url: `${siteOrigin}${pathname}${search}`,
          imageUrl,
        })
      : null,
    (properties) => {
      if (properties) analytics.track('Product Viewed', properties);
    },
  );
  return null;
}

/**
 * Sends `Product Added` for each line an add put into the cart: call it with the cart before
 * the add, the cart the cart service answered, and the added drafts.
 *
 * @example
 * const before = store.getState().cart;
 * trackProductsAdded(analytics, before, await store.getState().addLineItems([draft]), [draft]);
 */
export function trackProductsAdded(
  analytics: StorefrontAnalytics,
  before: Pick<TransformedCart, 'lines'> | null | undefined,
  after: Pick<TransformedCart, 'id' | 'lines'>,
  drafts?: readonly { productKey: string }[],
): void {
  for (const properties of productAddedEvents(before, after, drafts)) {
    analytics.track('Product Added', properties);
  }
}

/**
 * Sends `Checkout Started` once per cart when the first checkout step has a cart with lines.
 *
 * @example
 * const { cart } = useCheckoutCart();
 * useCheckoutStartedEvent(cart);
 */
export function useCheckoutStartedEvent(cart: TransformedCart | null): void {
  const analytics = useStorefrontAnalytics();
  useOncePerKey(cart && cart.lines.length > 0 ? cart.id : null, cart, (current) => {
    if (current) analytics.track('Checkout Started', checkoutStartedProperties(current));
  });
}

/**
 * Sends `Order Completed` once the confirmation page has the order (with its number). The
 * client sends it as `order-completed-<order id>`, so a reload is stored once.
 *
 * @example
 * useOrderCompletedEvent(order.data);
 */
export function useOrderCompletedEvent(order: ApiOrder | undefined): void {
  const analytics = useStorefrontAnalytics();
  const properties = order ? orderCompletedProperties(order) : undefined;
  useOncePerKey(properties ? properties.order_id : null, properties, (current) => {
    if (current) analytics.track('Order Completed', current);
  });
}
