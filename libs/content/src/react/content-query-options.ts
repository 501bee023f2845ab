import { isApiError } from '@storefront/http';
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ContentClient, ContentLocale, ContentRequestOptions } from '../lib/content-client';
import { getBlogPosts } from '../lib/get-blog-posts';
import { getHeaderMenu } from '../lib/get-header-menu';
import { getLandingScreen } from '../lib/get-landing-screen';
import { contentPagePath, getPage } from '../lib/get-page';
import { getProductDetails } from '../lib/get-product-details';
import { getRecommendations } from '../lib/get-recommendations';
import { getSampleBoxes } from '../lib/get-sample-boxes';
import { getShopAllBoxes } from '../lib/get-shop-all-boxes';
import { getStorefrontConfig } from '../lib/get-storefront-config';
import { contentQueryKeys, type ContentQueryScope } from './content-query-keys';

/**
 * Retries only what may pass on a second try: no answer (status 0) or a 5xx, at most twice.
 * GraphQL errors, 4xx (a wrong token) and data of the wrong shape fail at once. The content
 * hooks use it; an app may make it its QueryClient's default `retry`.
 *
 * @example
 * const queryClient = new QueryClient({
 *   defaultOptions: { queries: { retry: retryTransientContentFailure } },
 * });
 */
export function retryTransientContentFailure(failureCount: number, error: Error): boolean {
  return failureCount < 2 && isApiError(error) && (error.status === 0 || error.status >= 500);
}

/** The options behind every content query: key by store and language, abortable, careful retry. */
function contentQuery<T>(
  client: ContentClient,
  locale: ContentLocale,
  keyOf: (scope: ContentQueryScope) => QueryKey,
  read: (client: ContentClient, request: ContentRequestOptions) => Promise<T>,
) {
  return queryOptions({
    queryKey: keyOf({ storefrontId: client.storefrontId, locale }),
    queryFn: ({ signal }) => read(client, { locale, signal }),
    retry: retryTransientContentFailure,
  });
}

/**
 * The TanStack Query options of each content hook (key, query function, retry), so a server
 * (or a prefetch on hover) fills the cache under exactly the keys the hooks read. The locale
 * is the client's unless given.
 *
 * @example
 * await queryClient.prefetchQuery(contentQueryOptions.page(client, '/view/about'));
 * renderToString(<App />); // usePage('/view/about') renders from the cache
 */
export const contentQueryOptions = {
  storefrontConfig: (client: ContentClient, locale = client.locale) =>
    contentQuery(client, locale, contentQueryKeys.storefrontConfig, getStorefrontConfig),
  headerMenu: (client: ContentClient, locale = client.locale) =>
    contentQuery(client, locale, contentQueryKeys.headerMenu, getHeaderMenu),
  landingScreen: (client: ContentClient, locale = client.locale) =>
    contentQuery(client, locale, contentQueryKeys.landingScreen, getLandingScreen),
  shopAllBoxes: (client: ContentClient, locale = client.locale) =>
    contentQuery(client, locale, contentQueryKeys.shopAllBoxes, getShopAllBoxes),
  sampleBoxes: (client: ContentClient, locale = client.locale) =>
    contentQuery(client, locale, contentQueryKeys.sampleBoxes, getSampleBoxes),
  productDetails: (client: ContentClient, slug: string, locale = client.locale) =>
    contentQuery(
      client,
      locale,
      (scope) => contentQueryKeys.productDetails(scope, slug),
      (reader, request) => getProductDetails(reader, slug, request),
    ),
  recommendations: (client: ContentClient, slug: string, locale = client.locale) =>
    contentQuery(
      client,
      locale,
      (scope) => contentQueryKeys.recommendations(scope, slug),
      (reader, request) => getRecommendations(reader, slug, request),
    ),
  /** `path` as `usePage` takes it (`/view/about` or `view/about`). */
  page: (client: ContentClient, path: string, locale = client.locale) => {
    const pagePath = contentPagePath(path);
    return contentQuery(
      client,
      locale,
      (scope) => contentQueryKeys.page(scope, pagePath),
      (reader, request) => getPage(reader, pagePath, request),
    );
  },
  blogPosts: (client: ContentClient, locale = client.locale) =>
    contentQuery(client, locale, contentQueryKeys.blogPosts, getBlogPosts),
};
