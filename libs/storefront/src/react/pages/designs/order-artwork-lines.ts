// Loaded on demand by the download-artwork route, only for a signed-in customer in a store with
// accounts: the orders client stays out of the route's own chunk (and so out of the partner's
// pages, which have no accounts).
import { loadProductConfig, type CatalogClient, type ProductConfig } from '@storefront/catalog';
import type { ArtworkOrderLine } from '@storefront/designs/react';
import {
  createOrdersClient,
  documentReferenceUrlOf,
  searchOrders,
  type Order,
  type OrdersClientOptions,
} from '@storefront/orders';

/**
 * The lines of orders as the artwork downloads need them, each with its product's config
 * when it could be read (the artwork download rule's non-customizable flag).
 */
function artworkLinesOf(
  orders: readonly Order[],
  configs: ReadonlyMap<string, ProductConfig | null>,
): ArtworkOrderLine[] {
  return orders.flatMap((order) =>
    order.lines.map((line): ArtworkOrderLine => ({
      lineId: line.id,
      productConfig: (line.productKey && configs.get(line.productKey)) || null,
      orderNumber: order.orderNumber,
      productName: line.name,
      ...(line.productKey ? { productKey: line.productKey } : {}),
      ...(line.attributes['Size'] ? { size: line.attributes['Size'] } : {}),
      documentReferenceUrl: documentReferenceUrlOf(line),
      uploads: line.uploads.map((upload) => ({
        artworkName: upload.name,
        artworkUrl: upload.url,
      })),
    })),
  );
}

/**
 * The artwork lines of a customer's latest orders (the first page of the order history), with
 * the config of each ordered product (read once per product; a product whose config cannot be
 * read goes without, and the rule then follows the document reference alone). Fails with the
 * order history's `ApiError` ECX029.
 *
 * @example
 * const lines = await loadOrderArtworkLines(options, catalog, 'cus_demo_dana_whitfield');
 */
export async function loadOrderArtworkLines(
  options: OrdersClientOptions,
  catalog: CatalogClient,
  customerId: string,
  signal?: AbortSignal,
): Promise<ArtworkOrderLine[]> {
  const page = await searchOrders(
    createOrdersClient(options),
    { customerId },
    signal ? { signal } : {},
  );
  const keys = [
    ...new Set(
      page.orders.flatMap((order) =>
        order.lines.flatMap((line) => (line.productKey ? [line.productKey] : [])),
      ),
    ),
  ];
  const configs = new Map(
    await Promise.all(
      keys.map(async (key) => {
        try {
          return [key, await loadProductConfig(catalog, key, signal ? { signal } : {})] as const;
        } catch {
          return [key, null] as const;
        }
      }),
    ),
  );
  return artworkLinesOf(page.orders, configs);
}
