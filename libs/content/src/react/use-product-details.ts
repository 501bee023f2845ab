import type { UseQueryResult } from '@tanstack/react-query';
import type { ProductDetails } from '../lib/get-product-details';
import { contentQueryOptions } from './content-query-options';
import { useContentQuery, type ContentHookOptions } from './use-content-query';

/**
 * The content of the product page `/product/{slug}`; `data` is `null` for an unknown slug.
 *
 * @example
 * const { data: details } = useProductDetails('custom-mailer-box');
 */
export function useProductDetails(
  slug: string,
  options: ContentHookOptions = {},
): UseQueryResult<ProductDetails | null> {
  return useContentQuery(options, (client, locale) =>
    contentQueryOptions.productDetails(client, slug, locale),
  );
}
