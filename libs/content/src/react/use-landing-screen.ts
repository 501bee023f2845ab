import type { LazyQueryResult } from './lazy-query/use-lazy-query';
import type { ContentClient } from '../lib/content-client';
import { getLandingScreen, type LandingScreen } from '../lib/get-landing-screen';
import { contentQuery } from './content-query';
import { contentQueryKeys } from './content-query-keys';
import { useContentQuery, type ContentHookOptions } from './use-content-query';

/**
 * The TanStack Query options of `useLandingScreen` (a server fills its cache entry with them).
 *
 * @example
 * await queryClient.prefetchQuery(landingScreenQueryOptions(client));
 */
export const landingScreenQueryOptions = (client: ContentClient, locale = client.locale) =>
  contentQuery(client, locale, contentQueryKeys.landingScreen, getLandingScreen);

/**
 * The landing screen (home page) of the client's store; `data` is `null` when it has none.
 *
 * @example
 * const { data: landing } = useLandingScreen();
 */
export function useLandingScreen(
  options: ContentHookOptions = {},
): LazyQueryResult<LandingScreen | null> {
  return useContentQuery(options, (client, locale) => landingScreenQueryOptions(client, locale));
}
