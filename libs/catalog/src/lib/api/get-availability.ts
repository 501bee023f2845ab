import { schemaOnRequest, storefrontMessages } from '@storefront/http';
import type * as z from 'zod/mini';
import { segment, type CatalogClient } from './catalog-client';
import type { availabilitySchema } from './get-availability-response';

/**
 * Why a product cannot be ordered: out of stock altogether, or not in the quantity asked for.
 *
 * @example
 * const reason: AvailabilityReason = 'QuantityNotInStock';
 */
export type AvailabilityReason = 'OutOfStock' | 'QuantityNotInStock';

/**
 * Whether a quantity of a product (in a size) can be ordered, and the message to show when
 * not: 'Product is out of stock. Please try after sometime' or 'Selected quantity of item is
 * not in stock' (spec wording, whatever the service sent).
 *
 * @example
 * const notice = (availability: Availability) => (availability.available ? null : availability.message);
 */
export interface Availability {
  available: boolean;
  maxQuantity: number;
  reason: AvailabilityReason | null;
  message: string | null;
}

function withSpecMessage(data: z.output<typeof availabilitySchema>): Availability {
  if (data.available) return { ...data, reason: null, message: null };
  // A "not available" answer without a reason counts as out of stock.
  const reason = data.reason ?? (data.maxQuantity > 0 ? 'QuantityNotInStock' : 'OutOfStock');
  return {
    available: false,
    maxQuantity: data.maxQuantity,
    reason,
    message:
      reason === 'OutOfStock'
        ? storefrontMessages.stock.outOfStock
        : storefrontMessages.stock.quantityNotInStock,
  };
}

/**
 * Inventory of a product version (`GET products /product/{id}/versions/{version}/availability?quantity=&size=`).
 * A failed call is an `ApiError` with code ECX018 (spec: shipping method or availability).
 *
 * @example
 * const availability = await getAvailability(client, {
 *   productKey: 'custom-gable-box',
 *   version: 1,
 *   quantity: 250,
 *   size: '10 x 6 x 8',
 * });
 * availability.message; // 'Product is out of stock. Please try after sometime'
 */
export async function getAvailability(
  client: CatalogClient,
  request: { productKey: string; version: number; quantity: number; size?: string | null },
  options: { signal?: AbortSignal } = {},
): Promise<Availability> {
  const errorCodes = { all: 'ECX018' } as const;
  const path = `product/${segment(request.productKey)}/versions/${segment(request.version)}/availability`;
  return client.http('products', errorCodes).get(path, {
    searchParams: { quantity: request.quantity, size: request.size ?? undefined },
    schema: schemaOnRequest({ method: 'get', path, code: errorCodes.all }, () =>
      import('./get-availability-response').then((module) => module.availabilitySchema),
    ),
    transform: withSpecMessage,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
