import { storeContentQuery } from './content-query';
import { contentQueryKeys } from './content-query-keys';
import { storeContentHook } from './use-content-query';

/**
 * The TanStack Query options of `useStorefrontConfig` (a server fills its cache entry with them).
 *
 * @example
 * await queryClient.prefetchQuery(storefrontConfigQueryOptions(client));
 */
export const storefrontConfigQueryOptions = storeContentQuery(
  contentQueryKeys.storefrontConfig,
  () => import('../lib/get-storefront-config').then((module) => module.getStorefrontConfig),
);

/**
 * The storefront config of the client's store; `data` is `null` when the content service does
 * not know the store. Apply it to the global state with `applyStorefrontConfig`.
 *
 * @example
 * const { data: config } = useStorefrontConfig();
 * const apply = useStorefrontState((state) => state.applyStorefrontConfig);
 * useEffect(() => { if (config) apply(config); }, [config, apply]);
 */
export const useStorefrontConfig = storeContentHook(storefrontConfigQueryOptions);
