import type { UseQueryResult } from '@tanstack/react-query';
import type { LandingScreen } from '../lib/get-landing-screen';
import { contentQueryOptions } from './content-query-options';
import { useContentQuery, type ContentHookOptions } from './use-content-query';

/**
 * The landing screen (home page) of the client's store; `data` is `null` when it has none.
 *
 * @example
 * const { data: landing } = useLandingScreen();
 */
export function useLandingScreen(
  options: ContentHookOptions = {},
): UseQueryResult<LandingScreen | null> {
  return useContentQuery(options, (client, locale) =>
    contentQueryOptions.landingScreen(client, locale),
  );
}
