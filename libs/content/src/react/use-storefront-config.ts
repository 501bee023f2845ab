import type { UseQueryResult } from '@tanstack/react-query';
import type { StorefrontConfig } from '../lib/storefront-config';
import { contentQueryOptions } from './content-query-options';
import { useContentQuery, type ContentHookOptions } from './use-content-query';

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
): UseQueryResult<StorefrontConfig | null> {
  return useContentQuery(options, (client, locale) =>
    contentQueryOptions.storefrontConfig(client, locale),
  );
}
