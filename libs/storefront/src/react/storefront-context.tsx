import type { LogoDrawing } from '@storefront/ui-kit';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { sandboxEndpoints, type ServiceEndpoints } from '../lib/config/sandbox-endpoints';
import type { FeatureName } from '../lib/variants/feature-switches';
import type { StoreVariant } from '../lib/variants/store-variant';
import { createRoutePrefetcher, type RoutePrefetcher } from './route-prefetch';
import type { StoreRoute, StoreRouteNav } from './routes/store-route';

/** A header link of a composed route. Its text is `t(routeId, { ns: 'nav' })`. */
export interface NavigationLink {
  routeId: string;
  path: string;
  nav: StoreRouteNav;
}

interface StorefrontContextValue {
  variant: StoreVariant;
  /** Paths of the routes this app composes, e.g. `/cart`. */
  composedPaths: ReadonlySet<string>;
  endpoints: ServiceEndpoints;
  navigation: readonly NavigationLink[];
  prefetcher: RoutePrefetcher;
  siteOrigin: string;
  logo: LogoDrawing | undefined;
}

const NO_ROUTES: readonly StoreRoute[] = [];

const NO_NAVIGATION: readonly NavigationLink[] = [];

const StorefrontContext = createContext<StorefrontContextValue | null>(null);

export interface StorefrontProviderProps {
  variant: StoreVariant;
  /** Paths of the routes the app composes; a switch only shows a feature whose route exists. */
  composedPaths: Iterable<string>;
  /** Service base URLs; defaults to the local sandbox. */
  endpoints?: ServiceEndpoints;
  /** Header links of the composed routes. */
  navigation?: readonly NavigationLink[];
  /** The routes the app composes, whose pages `StoreLink` prefetches. */
  routes?: readonly StoreRoute[];
  /**
   * The site's origin (`https://boxup.example`) for absolute links: the request's on the
   * server; the browser's location by default.
   */
  siteOrigin?: string;
  /**
   * The brand's logo drawing (`boxupLogo`, `ybdLogo`, `kartonwerkLogo` of the ui-kit), passed
   * by the app so it bundles only its own; without it the header shows the brand name.
   */
  logo?: LogoDrawing;
  children: ReactNode;
}

/** The browser's origin, or '' where there is none (tests without a location). */
function browserOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/**
 * Makes the brand's variant available to the shell and its pages.
 *
 * @example
 * <StorefrontProvider variant={defaultStore} composedPaths={['/', '/cart']}>
 *   <App />
 * </StorefrontProvider>
 */
export function StorefrontProvider({
  variant,
  composedPaths,
  endpoints,
  navigation = NO_NAVIGATION,
  routes = NO_ROUTES,
  siteOrigin,
  logo,
  children,
}: StorefrontProviderProps) {
  const prefetcher = useMemo(() => createRoutePrefetcher(routes), [routes]);
  const value = useMemo(
    () => ({
      variant,
      composedPaths: new Set(composedPaths),
      endpoints: endpoints ?? sandboxEndpoints(),
      navigation,
      prefetcher,
      siteOrigin: siteOrigin ?? browserOrigin(),
      logo,
    }),
    [variant, composedPaths, endpoints, navigation, prefetcher, siteOrigin, logo],
  );
  return <StorefrontContext.Provider value={value}>{children}</StorefrontContext.Provider>;
}

function useStorefrontContext(): StorefrontContextValue {
  const context = useContext(StorefrontContext);
  if (!context) throw new Error('useStoreVariant must be used within StorefrontProvider');
  return context;
}

/**
 * The brand's logo drawing the app passed to {@link StorefrontProvider}, if any.
 *
 * @example
 * const logo = useStoreLogo();
 * return logo ? <BrandLogo logo={logo} title={brandName} /> : brandName;
 */
export function useStoreLogo(): LogoDrawing | undefined {
  return useStorefrontContext().logo;
}

/**
 * The variant of the running brand app.
 *
 * @example
 * const { brandName } = useStoreVariant();
 */
export function useStoreVariant(): StoreVariant {
  return useStorefrontContext().variant;
}

/**
 * The site's origin, for links that must be absolute (the same on the server and in the
 * browser).
 *
 * @example
 * const href = productWebUrl(useSiteOrigin(), 'shipping-box-insert');
 */
export function useSiteOrigin(): string {
  return useStorefrontContext().siteOrigin;
}

/**
 * Whether the running brand shows a feature.
 *
 * @example
 * const showSampleButton = useFeature('sampleOrderButton');
 */
export function useFeature(name: FeatureName): boolean {
  return useStorefrontContext().variant.features[name];
}

/**
 * Whether the app composes a route at `path`: links to routes the app does not have are
 * never shown (the partner app has no /cart, so no cart link even though its switch is on).
 *
 * @example
 * const hasCart = useHasRoute('/cart');
 */
export function useHasRoute(path: string): boolean {
  return useStorefrontContext().composedPaths.has(path);
}

/**
 * The path patterns of the routes the app composes (`/product/:slug`, `/cart`, …).
 *
 * @example
 * const paths = useComposedPaths();
 */
export function useComposedPaths(): ReadonlySet<string> {
  return useStorefrontContext().composedPaths;
}

/**
 * Base URLs of the services the storefront calls, as the app was configured at build time.
 *
 * @example
 * const { ecommerce } = useServiceEndpoints();
 */
export function useServiceEndpoints(): ServiceEndpoints {
  return useStorefrontContext().endpoints;
}

/**
 * The app's route prefetcher: `prefetch(to)` loads the page of the route `to` points to.
 *
 * @example
 * const { prefetch } = useRoutePrefetcher();
 * <button onMouseEnter={() => prefetch('/cart')}>…</button>
 */
export function useRoutePrefetcher(): RoutePrefetcher {
  return useStorefrontContext().prefetcher;
}

/**
 * The header links of one area that the brand shows to a visitor in this sign-in state: the
 * route is composed, its switch is on and its audience matches.
 *
 * @example
 * const links = useNavigationLinks('account', isSignedIn);
 */
export function useNavigationLinks(
  area: NavigationLink['nav']['area'],
  isSignedIn: boolean,
): NavigationLink[] {
  const { navigation, variant } = useStorefrontContext();
  return navigation
    .filter(({ nav }) => nav.area === area)
    .filter(({ nav }) => nav.feature === undefined || variant.features[nav.feature])
    .filter(({ nav }) => {
      const audience = nav.audience ?? 'everyone';
      return audience === 'everyone' || (audience === 'signedIn') === isSignedIn;
    })
    .sort((a, b) => a.nav.order - b.nav.order);
}
