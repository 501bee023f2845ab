import type { ArtworkOrderLine } from '@storefront/designs/react';
import { useIdentity } from '@storefront/identity-sdk/react';
import { useQuery } from '@tanstack/react-query';
import { useCommerceSettings } from '../../use-shopper-token';
import { useStoreVariant } from '../../storefront-context';
import { useStoreCatalogClient } from '../catalogue/use-store-catalog-client';
import { DownloadArtworkRoutePage } from './download-artwork-route-page';

/**
 * The artwork lines of the signed-in customer's latest orders (the first page of the order
 * history); `undefined` for visitors or while they load (the templates show meanwhile).
 */
function useOrderArtworkLines(): ArtworkOrderLine[] | undefined {
  const variant = useStoreVariant();
  const { state } = useIdentity();
  const settings = useCommerceSettings('customer');
  const catalog = useStoreCatalogClient();
  const customerId = state.isSignedIn ? state.canonicalId : null;
  const orders = useQuery({
    queryKey: ['download-artwork', variant.storeId, 'orders', customerId ?? ''],
    queryFn: async ({ signal }) => {
      const { loadOrderArtworkLines } = await import('./order-artwork-lines');
      return loadOrderArtworkLines(settings, catalog, customerId ?? '', signal);
    },
    enabled: customerId !== null,
  });
  return orders.data;
}

/**
 * `/download-artwork` in stores with accounts: the templates, and for a signed-in customer the
 * artwork of their latest orders' lines where the artwork download rule enables it. A separate
 * module so that apps without accounts (the partner) carry none of the order code.
 *
 * @example
 * { path: '/download-artwork', lazy: () => import('./download-artwork-orders-route-page') }
 */
export function DownloadArtworkWithOrdersRoutePage() {
  const orderLines = useOrderArtworkLines();
  return <DownloadArtworkRoutePage {...(orderLines ? { orderLines } : {})} />;
}
