import { keyedContentQuery } from './content-query';
import { contentQueryKeys } from './content-query-keys';
import { keyedContentHook } from './use-content-query';

/**
 * The TanStack Query options of `useProductDetails` (a server fills its cache entry with them).
 *
 * @example
 * await queryClient.prefetchQuery(productDetailsQueryOptions(client));
 */
export const productDetailsQueryOptions = keyedContentQuery(contentQueryKeys.productDetails, () =>
  import('../lib/get-product-details').then((module) => module.getProductDetails),
);

/**
 * The content of the product page `/product/{slug}`; `data` is `null` for an unknown slug.
 *
 * @example
 * const { data: details } = useProductDetails('custom-mailer-box');
 */
export const useProductDetails = keyedContentHook(productDetailsQueryOptions);
