import type { LazyQueryResult } from './lazy-query/use-lazy-query';
import type { ContentClient } from '../lib/content-client';
import { getStorefrontConfig } from '../lib/get-storefront-config';
import type { StorefrontConfig } from '../lib/storefront-config';
import { contentQuery } from './content-query';
import { contentQueryKeys } from './content-query-keys';
import { useContentQuery, type ContentHookOptions } from './use-content-query';

/**
 * The TanStack Query options of `useStorefrontConfig` (a server fills its cache entry with them).
 *
 * @example
 * await queryClient.prefetchQuery(storefrontConfigQueryOptions(client));
 */
export const storefrontConfigQueryOptions = (client: ContentClient, locale = client.locale) =>
  contentQuery(client, locale, contentQueryKeys.storefrontConfig, getStorefrontConfig);

/**
 * The storefront config of the client's store; `data` is `null` when the content service does
 * not know the store. Apply it to the global state with `applyStorefrontConfig`.
 *
 * @example
 * const { data: config } = useStorefrontConfig();
 * const apply = useStorefrontState((state) => state.applyStorefrontConfig);
 * useEffect(() => { if (config) apply(config); }, [config, apply]);
 */
export function useStorefrontConfig(
  options: ContentHookOptions = {},
): LazyQueryResult<StorefrontConfig | null> {
  return useContentQuery(options, (client, locale) => storefrontConfigQueryOptions(client, locale));
}
