import type { LazyQueryResult } from './lazy-query/use-lazy-query';
import type { ContentClient } from '../lib/content-client';
import { getProductDetails, type ProductDetails } from '../lib/get-product-details';
import { contentQuery } from './content-query';
import { contentQueryKeys } from './content-query-keys';
import { useContentQuery, type ContentHookOptions } from './use-content-query';

/**
 * The TanStack Query options of `useProductDetails` (a server fills its cache entry with them).
 *
 * @example
 * await queryClient.prefetchQuery(productDetailsQueryOptions(client));
 */
export const productDetailsQueryOptions = (
  client: ContentClient,
  slug: string,
  locale = client.locale,
) =>
  contentQuery(
    client,
    locale,
    (scope) => contentQueryKeys.productDetails(scope, slug),
    (reader, request) => getProductDetails(reader, slug, request),
  );

/**
 * The content of the product page `/product/{slug}`; `data` is `null` for an unknown slug.
 *
 * @example
 * const { data: details } = useProductDetails('custom-mailer-box');
 */
export function useProductDetails(
  slug: string,
  options: ContentHookOptions = {},
): LazyQueryResult<ProductDetails | null> {
  return useContentQuery(options, (client, locale) =>
    productDetailsQueryOptions(client, slug, locale),
  );
}
