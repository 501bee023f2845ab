import { Spinner, useHydrated, type LogoDrawing } from '@storefront/ui-kit';
import {
  StrictMode,
  startTransition,
  useEffect,
  useMemo,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nProvider, registerMessages, useMessages, type I18n } from '@storefront/ui-kit/i18n';
import {
  createBrowserRouter,
  matchRoutes,
  Navigate,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import { PERMANENT_REDIRECTS } from '../lib/routing/redirects';
import { matchesRoutePattern } from '../lib/routing/route-patterns';
import { catalogueLanguage, resolveCulture } from '../lib/i18n/culture';
import { createStorefrontI18n, switchStorefrontLanguage } from './storefront-i18n';
import {
  createDeferredIdentity,
  fetchWithSessionRecovery,
  type Identity,
} from '@storefront/identity-sdk';
import { IdentityProvider } from '@storefront/identity-sdk/react';
import { sandboxEndpoints, type ServiceEndpoints } from '../lib/config/sandbox-endpoints';
import type { StoreVariant } from '../lib/variants/store-variant';
import type { StoreRoute } from './routes/store-route';
import { notFoundRoute } from './routes/shell-routes';
import { readStoredCulture, storeCulture } from './culture-storage';
import { StorefrontAnalyticsProvider } from './analytics/storefront-analytics';
import { AppShell } from './shell/app-shell';
import { SnackbarStoreProvider } from './snackbar-store';
import { StorefrontProvider, type NavigationLink } from './storefront-context';
import { createStorefrontLazyQueryClient, StorefrontDataProviders } from './data-providers';
import type { LazyQueryClient } from '@storefront/http/react';
import type { QueryClient } from '@tanstack/react-query';
import { readServerRenderedState, type ServerRenderedState } from './server-rendered-state';
import { createRouteChunkPreloader } from './route-prefetch';

/**
 * What a page shows while its code loads, and what the server renders for a page it leaves
 * to the browser (account, checkout, designer): the same markup, so hydration matches.
 */
export function PageLoadingFallback() {
  const { t } = useMessages('common');
  return <Spinner label={t('loading')} />;
}

/** Replaces the current entry (an old path) with `to`, the location's query and hash kept. */
function ReplaceWith({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

/**
 * The client side of the permanent redirects (`PERMANENT_REDIRECTS`): a route per old path
 * that replaces its history entry with the target, query and hash kept, so in-app navigation
 * lands on the target with Back going to the page before, and an old path typed or served
 * without the 301 leaves no trace in the history. Only targets the app composes are
 * redirected.
 */
function redirectRouteObjects(routes: readonly StoreRoute[]): RouteObject[] {
  return Object.entries(PERMANENT_REDIRECTS)
    .filter(([, to]) => routes.some((route) => matchesRoutePattern(route.path, to)))
    .map(([from, to]) => ({
      id: `redirect:${from}`,
      path: from,
      element: <ReplaceWith to={to} />,
    }));
}

/**
 * Turns the routes an app composes into react-router route objects under the app shell;
 * every path the app does not compose renders the not-found page, and the old paths of
 * `PERMANENT_REDIRECTS` replace themselves with their targets.
 *
 * @example
 * createMemoryRouter(createStorefrontRouteObjects([homeRoute]), { initialEntries: ['/'] });
 */
export function createStorefrontRouteObjects(
  routes: readonly StoreRoute[],
  queryClient?: LazyQueryClient,
): RouteObject[] {
  // Each page has its own hydrate fallback, so a page that loads after hydration (one the
  // server left to the browser) shows the shell around a spinner, as the server rendered it.
  const fallback = <PageLoadingFallback />;
  // A page whose hooks use TanStack Query directly renders once the app's client exists. Its
  // chunks download from the server's map beside the page's own (the build leaves them out).
  const preloadRouteChunks = createRouteChunkPreloader();
  const lazyOf = (route: StoreRoute): StoreRoute['lazy'] => {
    const load =
      queryClient === undefined || route.queryClient === 'on-demand'
        ? route.lazy
        : () => Promise.all([route.lazy(), queryClient.load()]).then(([module]) => module);
    return () => {
      preloadRouteChunks(route.path);
      return load();
    };
  };
  return [
    {
      element: <AppShell />,
      children: [
        ...routes.map((route): RouteObject => ({
          id: route.id,
          path: route.path,
          lazy: lazyOf(route),
          handle: route.handle,
          hydrateFallbackElement: fallback,
        })),
        ...redirectRouteObjects(routes),
        { id: 'catch-all', path: '*', lazy: notFoundRoute.lazy, hydrateFallbackElement: fallback },
      ],
    },
  ];
}

/** Namespace of the header links' texts, one key per route id. */
export const NAV_NAMESPACE = 'nav';

function navigationOf(routes: readonly StoreRoute[], i18n: I18n): NavigationLink[] {
  const links: NavigationLink[] = [];
  const labels = { en: {} as Record<string, string>, de: {} as Record<string, string> };
  for (const route of routes) {
    if (!route.nav) continue;
    labels.en[route.id] = route.nav.label.en;
    labels.de[route.id] = route.nav.label.de;
    links.push({ routeId: route.id, path: route.path, nav: route.nav });
  }
  registerMessages(i18n, NAV_NAMESPACE, labels, { replace: true });
  return links;
}

export interface StorefrontProvidersProps {
  variant: StoreVariant;
  i18n: I18n;
  routes: readonly StoreRoute[];
  /** The shopper's session (anonymous or signed in). */
  identity: Identity;
  endpoints?: ServiceEndpoints;
  /**
   * The app's TanStack Query client, created when first needed
   * (`createStorefrontLazyQueryClient`), or an existing client (tests); one created on demand
   * when none is given.
   */
  queryClient?: LazyQueryClient | QueryClient;
  /** Transport of the service clients; tests pass the in-process sandbox's `fetch`. */
  fetch?: typeof globalThis.fetch;
  /** The site's origin for absolute links (the server passes the request's). */
  siteOrigin?: string;
  /** The brand's logo drawing (see `StorefrontProvider`); the header shows the brand name without it. */
  logo?: LogoDrawing;
  children: ReactNode;
}

/**
 * Every provider a brand app needs around its router: variant (with its routes, for link
 * prefetching), translations, identity, TanStack Query, the content client in the current
 * language, the global storefront state (filled from the storefront config) and the snackbar.
 *
 * @example
 * <StorefrontProviders variant={defaultStore} i18n={i18n} routes={routes}>
 *   <RouterProvider router={router} />
 * </StorefrontProviders>
 */
export function StorefrontProviders({
  variant,
  i18n,
  routes,
  identity,
  endpoints,
  queryClient,
  fetch,
  siteOrigin,
  logo,
  children,
}: StorefrontProvidersProps) {
  const composedPaths = useMemo(() => routes.map((route) => route.path), [routes]);
  const navigation = useMemo(() => navigationOf(routes, i18n), [routes, i18n]);
  const services = useMemo(() => endpoints ?? sandboxEndpoints(), [endpoints]);
  // Every service's 401 reaches the session: it refreshes the tokens (and the request is sent
  // again) or ends the session, so account pages go to /login instead of showing an error.
  const serviceFetch = useMemo(() => fetchWithSessionRecovery(identity, fetch), [identity, fetch]);
  return (
    <StorefrontProvider
      variant={variant}
      composedPaths={composedPaths}
      endpoints={services}
      navigation={navigation}
      routes={routes}
      {...(siteOrigin === undefined ? {} : { siteOrigin })}
      {...(logo === undefined ? {} : { logo })}
    >
      <I18nProvider i18n={i18n}>
        <IdentityProvider identity={identity}>
          <StorefrontDataProviders
            variant={variant}
            endpoints={services}
            queryClient={queryClient}
            fetch={serviceFetch}
          >
            <SnackbarStoreProvider>{children}</SnackbarStoreProvider>
          </StorefrontDataProviders>
        </IdentityProvider>
      </I18nProvider>
    </StorefrontProvider>
  );
}

export interface MountStorefrontOptions {
  variant: StoreVariant;
  routes: readonly StoreRoute[];
  /** The brand's logo drawing from the ui-kit (`boxupLogo`, …), so the app bundles only its own. */
  logo?: LogoDrawing;
  /** The element to render into; the page's `#root` when not given. */
  container?: HTMLElement;
  /**
   * Service base URLs. A server-rendered page uses the server's; these are for a page no server
   * rendered. Without them, `environment` says where the services are.
   */
  endpoints?: ServiceEndpoints;
  /**
   * The build's environment (`import.meta.env`): its `VITE_*` service URLs
   * (`resolveServiceEndpoints`) for a page no server rendered, read only then, so a
   * server-rendered page's first load does not carry their checks.
   */
  environment?: Readonly<Record<string, string | boolean | undefined>>;
}

/**
 * Marks the document once the app is interactive (`<html data-hydrated>`), so tools and
 * tests that drive the page know the server's HTML has its handlers.
 */
function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  return null;
}

/** Props of {@link StorefrontRoot}: the providers' props and the router to render in them. */
export interface StorefrontRootProps extends Omit<StorefrontProvidersProps, 'children'> {
  /** `<RouterProvider>` in the browser, `<StaticRouterProvider>` on the server. */
  router: ReactNode;
}

/**
 * The whole app around its router — one tree for the server and the browser, so hydration
 * (and every `useId`) matches.
 *
 * @example
 * hydrateRoot(container, <StorefrontRoot {...providers} router={<RouterProvider router={router} />} />);
 */
export function StorefrontRoot({ router, ...providers }: StorefrontRootProps) {
  return (
    <StrictMode>
      <StorefrontProviders {...providers}>
        <StorefrontAnalyticsProvider>{router}</StorefrontAnalyticsProvider>
      </StorefrontProviders>
      <HydratedMarker />
    </StrictMode>
  );
}

/** Resolves after the browser has painted the current frame. */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Loads the page modules of the routes that match `location`, so the first client render
 * of a server-rendered page is the page itself (not the router's hydrate fallback) and
 * hydrates without a mismatch.
 */
async function loadMatchedRoutes(
  routeObjects: RouteObject[],
  pathname: string,
  page: ServerRenderedState['page'],
): Promise<void> {
  const matches = matchRoutes(routeObjects, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = (await route.lazy()) as { Component?: ComponentType };
      const Page = module.Component;
      // A page the server left to the browser hydrates as the loading state the server sent,
      // then renders itself.
      const Component = page === 'browser' && Page ? afterHydration(Page) : Page;
      Object.assign(route, module, { Component, lazy: undefined });
    }),
  );
}

/** `Page`, shown as {@link PageLoadingFallback} until hydration is done. */
function afterHydration(Page: ComponentType): ComponentType {
  return function AfterHydration() {
    return useHydrated() ? <Page /> : <PageLoadingFallback />;
  };
}

/**
 * Starts a brand app: resolves the culture, loads translations, starts the shopper's identity
 * session, sets the document's language and brand theme, and renders the routes the app
 * composes. A page the server rendered (it left its state in the document) is hydrated in the
 * server's culture with the server's query cache; otherwise the app renders from scratch.
 *
 * @example
 * await mountStorefront({ variant: partnerStore, routes: [homeRoute] }); // into #root
 */
export async function mountStorefront({
  variant,
  routes,
  container,
  endpoints,
  environment = {},
  logo,
}: MountStorefrontOptions) {
  const root = container ?? document.getElementById('root');
  if (!root) throw new Error('The page has no #root element to render the storefront into.');
  const serverState = readServerRenderedState(document);
  const storedCulture = readStoredCulture();
  const culture = resolveCulture(variant, serverState?.culture ?? storedCulture);
  // TanStack Query is imported when a page or hook first needs it, seeded with the server's
  // data: a server-rendered public page hydrates without it.
  const queryClient = createStorefrontLazyQueryClient(serverState?.queries);
  const routeObjects = createStorefrontRouteObjects(routes, queryClient);
  const [i18n] = await Promise.all([
    createStorefrontI18n({ variant, culture }),
    serverState
      ? loadMatchedRoutes(routeObjects, window.location.pathname, serverState.page)
      : undefined,
  ]);
  // The catalogues the server loaded for the page, so it hydrates without loading them again.
  for (const [namespace, messages] of Object.entries(serverState?.messages ?? {})) {
    registerMessages(i18n, namespace, { [catalogueLanguage(culture)]: messages });
  }
  const services =
    serverState?.endpoints ??
    endpoints ??
    (await import('../lib/config/service-endpoints')).resolveServiceEndpoints(environment);
  // The session's code (token validation with its crypto, the account calls) loads after the
  // first paint; until then the header reads the session as starting.
  const identity = createDeferredIdentity(() =>
    import('../lib/identity/create-store-identity').then(({ createStoreIdentity }) =>
      createStoreIdentity(variant, services, culture),
    ),
  );
  document.documentElement.lang = culture;
  document.documentElement.dataset['brand'] = variant.theme;
  // The server's HTML paints first; hydration (the page's biggest task) starts in the next
  // frame, so a slow phone shows the page before it runs the app.
  if (serverState) await nextFrame();
  const router = createBrowserRouter(routeObjects);
  const app = (
    <StorefrontRoot
      variant={variant}
      i18n={i18n}
      routes={routes}
      identity={identity}
      endpoints={services}
      queryClient={queryClient}
      {...(logo === undefined ? {} : { logo })}
      router={<RouterProvider router={router} />}
    />
  );
  if (!serverState) {
    createRoot(root).render(app);
    return;
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (a default-priority hydration is one task).
  startTransition(() => {
    hydrateRoot(root, app);
  });
  // A culture chosen before the server could read it (kept only in localStorage): the page
  // switches to it after hydrating, and the cookie tells the server from now on.
  const stored = storedCulture === null ? null : resolveCulture(variant, storedCulture);
  if (stored !== null && stored !== culture) {
    storeCulture(stored);
    document.documentElement.lang = stored;
    void switchStorefrontLanguage(i18n, catalogueLanguage(stored));
  }
}
