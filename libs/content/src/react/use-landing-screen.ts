import type { UseQueryResult } from '@tanstack/react-query';
import { getLandingScreen, type LandingScreen } from '../lib/get-landing-screen';
import { contentQueryKeys } from './content-query-keys';
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
  return useContentQuery(options, contentQueryKeys.landingScreen, (client, request) =>
    getLandingScreen(client, request),
  );
}
