import type { ComponentType } from 'react';
import type { FeatureName } from '../../lib/variants/feature-switches';
import type { CatalogueLanguage, PageKey } from '../../lib/variants/page-meta';

/** What a route tells the shell about itself. */
export interface StoreRouteHandle {
  /** The page's key in the brand's SEO copy, for the 15 named pages. */
  pageKey?: PageKey;
}

/**
 * A link to a route in the header. It is shown only when the app composes the route, the
 * brand's switch (if any) is on, and the shopper's sign-in state matches.
 */
export interface StoreRouteNav {
  area: 'primary' | 'account';
  /** The link text in each catalogue language (registered in the i18n namespace `nav`). */
  label: Record<CatalogueLanguage, string>;
  feature?: FeatureName;
  /** `signedOut`: only for visitors (Log In); `signedIn`: only for customers (My Account). */
  audience?: 'everyone' | 'signedOut' | 'signedIn';
  /** Position within its area, lowest first. */
  order: number;
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
  /** Header link to this route, if it has one. */
  nav?: StoreRouteNav;
  /**
   * `'on-demand'`: the page reads its data only through lazy query hooks (content's and the
   * catalogue's, built on `@storefront/http/react`), which create the app's TanStack Query
   * client when they need it, so a server-rendered visit loads no TanStack Query. Without it
   * the client is created before the page renders (its hooks use TanStack Query directly).
   */
  queryClient?: 'on-demand';
}
