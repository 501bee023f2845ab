import { storeContentQuery } from './content-query';
import { contentQueryKeys } from './content-query-keys';
import { storeContentHook } from './use-content-query';

/**
 * The TanStack Query options of `useLandingScreen` (a server fills its cache entry with them).
 *
 * @example
 * await queryClient.prefetchQuery(landingScreenQueryOptions(client));
 */
export const landingScreenQueryOptions = storeContentQuery(contentQueryKeys.landingScreen, () =>
  import('../lib/get-landing-screen').then((module) => module.getLandingScreen),
);

/**
 * The landing screen (home page) of the client's store; `data` is `null` when it has none.
 *
 * @example
 * const { data: landing } = useLandingScreen();
 */
export const useLandingScreen = storeContentHook(landingScreenQueryOptions);
