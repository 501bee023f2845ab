import { isApiError } from '@storefront/http';
import type { ProductPriceRequest } from '../lib/api/get-product-prices';

/**
 * Query keys of the catalogue hooks, so an app can prefetch, seed or invalidate them. Every
 * key starts with `['catalog', storefrontId]` (reviews with `['catalog', 'reviews']`).
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: catalogQueryKeys.all('boxup') });
 */
export const catalogQueryKeys = {
  all: (storefrontId: string) => ['catalog', storefrontId] as const,
  productConfig: (storefrontId: string, productKey: string) =>
    ['catalog', storefrontId, 'product-config', productKey] as const,
  productMeta: (storefrontId: string, productKey: string, version: number) =>
    ['catalog', storefrontId, 'product-meta', productKey, version] as const,
  prices: (storefrontId: string, request: ProductPriceRequest) =>
    [
      'catalog',
      storefrontId,
      'prices',
      request.productKey,
      request.size ?? null,
      request.printOption ?? null,
      request.color ?? null,
      request.quantities ? [...request.quantities] : null,
    ] as const,
  availability: (storefrontId: string, request: AvailabilityRequest) =>
    [
      'catalog',
      storefrontId,
      'availability',
      request.productKey,
      request.version,
      request.quantity,
      request.size ?? null,
    ] as const,
  sharedSelection: (storefrontId: string, shareId: string) =>
    ['catalog', storefrontId, 'shared-selection', shareId] as const,
  reviews: (reviewsUrl: string) => ['catalog', 'reviews', reviewsUrl] as const,
};

/**
 * What {@link catalogQueryKeys.availability} and `useAvailability` take.
 *
 * @example
 * const request: AvailabilityRequest = { productKey: 'custom-gable-box', version: 1, quantity: 50, size: '8 x 4 x 8' };
 */
export interface AvailabilityRequest {
  productKey: string;
  version: number;
  quantity: number;
  size?: string | null;
}

/**
 * Retries only what may pass on a second try: no answer (status 0) or a server error (5xx),
 * at most twice. A 4xx or a wrong answer fails at once, so the shopper sees the message and
 * the retry button without waiting.
 *
 * @example
 * useQuery({ queryKey, queryFn, retry: retryTransientFailures });
 */
export function retryTransientFailures(failureCount: number, error: Error): boolean {
  if (failureCount >= 2) return false;
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}
