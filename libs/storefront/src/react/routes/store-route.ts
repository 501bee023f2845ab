import type { ComponentType } from 'react';
import type { PageKey } from '../../lib/variants/page-meta';

/** What a route tells the shell about itself. */
export interface StoreRouteHandle {
  /** The page's key in the brand's SEO copy, for the 15 named pages. */
  pageKey?: PageKey;
}

/**
 * One route an app may compose. Its page is loaded on demand, so a route an app does not
 * compose adds nothing to that app's bundle.
 *
 * @example
 * const routes: StoreRoute[] = [homeRoute, shopAllBoxesRoute];
 */
export interface StoreRoute {
  id: string;
  path: string;
  lazy: () => Promise<{ Component: ComponentType }>;
  handle?: StoreRouteHandle;
}
