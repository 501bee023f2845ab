// Loaded on demand by the download-artwork route, only for a signed-in customer in a store with
// accounts: the orders client stays out of the route's own chunk (and so out of the partner's
// pages, which have no accounts).
import type { ArtworkOrderLine } from '@storefront/designs/react';
import {
  createOrdersClient,
  documentReferenceUrlOf,
  searchOrders,
  type Order,
  type OrdersClientOptions,
} from '@storefront/orders';

/** The lines of orders as the artwork downloads need them. */
function artworkLinesOf(orders: readonly Order[]): ArtworkOrderLine[] {
  return orders.flatMap((order) =>
    order.lines.map((line): ArtworkOrderLine => ({
      lineId: line.id,
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
 * The artwork lines of a customer's latest orders (the first page of the order history).
 * Fails with the order history's `ApiError` ECX029.
 *
 * @example
 * const lines = await loadOrderArtworkLines(options, 'cus_demo_dana_whitfield');
 */
export async function loadOrderArtworkLines(
  options: OrdersClientOptions,
  customerId: string,
  signal?: AbortSignal,
): Promise<ArtworkOrderLine[]> {
  const page = await searchOrders(
    createOrdersClient(options),
    { customerId },
    signal ? { signal } : {},
  );
  return artworkLinesOf(page.orders);
}
