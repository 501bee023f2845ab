import { importOnRequest, isApiError } from '@storefront/http';
import { queryOptions } from '@tanstack/react-query';
import type { CatalogClient } from '../lib/api/catalog-client';
import type { ProductPriceRequest } from '../lib/api/get-product-prices';

// Each query imports its operation (request, response parser) when it first runs: a product
// page the server rendered hydrates from the server's data and does not download them. A failed
// import fails the call as one without answer (`importOnRequest`: status 0 with the call's code,
// retried by `retryTransientFailures`); the next call imports again.

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
 * TanStack Query's `keepPreviousData` (the `placeholderData` that shows the previous data while
 * a new key loads), written here so the hooks that use it do not import TanStack Query.
 *
 * @example
 * useLazyQuery({ queryKey, queryFn, placeholderData: keepPreviousData });
 */
export function keepPreviousData<T>(previousData: T | undefined): T | undefined {
  return previousData;
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

/**
 * The query options of `useProductConfig`: a server or a prefetch fills its cache entry.
 *
 * @example
 * await queryClient.prefetchQuery(productConfigQueryOptions(client, 'custom-gable-box'));
 */
export function productConfigQueryOptions(client: CatalogClient, productKey: string) {
  return queryOptions({
    queryKey: catalogQueryKeys.productConfig(client.storefrontId, productKey),
    queryFn: ({ signal }) =>
      importOnRequest(
        { method: 'get', path: 'productConfigUrl', code: 'ECX999' },
        () => import('../lib/api/load-product-config'),
      ).then((operation) => operation.loadProductConfig(client, productKey, { signal })),
    retry: retryTransientFailures,
    staleTime: 5 * 60_000,
  });
}

/**
 * The query options of `useProductPrices` (without its placeholder while a selection changes).
 *
 * @example
 * await queryClient.prefetchQuery(productPricesQueryOptions(client, { productKey: 'custom-mailer-box' }));
 */
export function productPricesQueryOptions(client: CatalogClient, request: ProductPriceRequest) {
  return queryOptions({
    queryKey: catalogQueryKeys.prices(client.storefrontId, request),
    queryFn: ({ signal }) =>
      importOnRequest(
        { method: 'get', path: 'productPrice', code: 'ECX011' },
        () => import('../lib/api/get-product-prices'),
      ).then((operation) => operation.getProductPrices(client, request, { signal })),
    retry: retryTransientFailures,
    staleTime: 60_000,
  });
}

/**
 * The query options of `useAvailability`.
 *
 * @example
 * await queryClient.prefetchQuery(availabilityQueryOptions(client, { productKey: 'custom-gable-box', version: 1, quantity: 50 }));
 */
export function availabilityQueryOptions(client: CatalogClient, request: AvailabilityRequest) {
  return queryOptions({
    queryKey: catalogQueryKeys.availability(client.storefrontId, request),
    queryFn: ({ signal }) =>
      importOnRequest(
        { method: 'get', path: 'availability', code: 'ECX018' },
        () => import('../lib/api/get-availability'),
      ).then((operation) => operation.getAvailability(client, request, { signal })),
    retry: retryTransientFailures,
    staleTime: 60_000,
  });
}

/**
 * The query options of `useProductMeta`.
 *
 * @example
 * await queryClient.prefetchQuery(productMetaQueryOptions(client, { productKey: 'custom-mailer-box', version: 3 }));
 */
export function productMetaQueryOptions(
  client: CatalogClient,
  request: { productKey: string; version: number },
) {
  return queryOptions({
    queryKey: catalogQueryKeys.productMeta(
      client.storefrontId,
      request.productKey,
      request.version,
    ),
    queryFn: ({ signal }) =>
      importOnRequest(
        { method: 'get', path: 'productMeta', code: 'ECX007' },
        () => import('../lib/api/get-product-meta'),
      ).then((operation) => operation.getProductMeta(client, request, { signal })),
    retry: retryTransientFailures,
    staleTime: 5 * 60_000,
  });
}

/**
 * The query options of `useReviews`.
 *
 * @example
 * const summary = await queryClient.fetchQuery(reviewsQueryOptions(client, '/content/reviews/custom-gable-box'));
 */
export function reviewsQueryOptions(client: CatalogClient, reviewsUrl: string) {
  return queryOptions({
    queryKey: catalogQueryKeys.reviews(reviewsUrl),
    queryFn: ({ signal }) =>
      importOnRequest(
        { method: 'get', path: reviewsUrl, code: 'ECX999' },
        () => import('../lib/api/get-reviews'),
      ).then((operation) => operation.getReviews(client, reviewsUrl, { signal })),
    retry: retryTransientFailures,
    staleTime: 5 * 60_000,
  });
}
