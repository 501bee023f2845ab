import { logoOf } from './brand-logos';
import { createMemoryTabCoordinator } from '@storefront/identity-sdk';
import { memoryStorage } from '@storefront/browser-storage';
import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { ServiceEndpoints } from '../../lib/config/sandbox-endpoints';
import { resolveServiceEndpoints } from '../../lib/config/service-endpoints';
import { resolveCulture } from '../../lib/i18n/culture';
import { createStorefrontI18n, loadHomeCopy } from '../storefront-i18n';
import { createStoreIdentity } from '../../lib/identity/create-store-identity';
import type { StoreVariant } from '../../lib/variants/store-variant';
import type { StoreRoute } from '../routes/store-route';
import { createStorefrontQueryClient } from '../query-client';
import { createStorefrontRouteObjects, StorefrontProviders } from '../storefront-app';

const started = new Set<{ destroy(): void }>();

/** Options of {@link renderStorefront}. */
export interface RenderStorefrontOptions {
  /** Service settings to change, e.g. a wrong `contentToken` to see the failure state. */
  endpoints?: Partial<ServiceEndpoints>;
  /** Renders in React's StrictMode, as the apps do. */
  strictMode?: boolean;
  /** Rendered in the app shell beside every page (e.g. the page-view tracker). */
  inShell?: ReactNode;
  /** Wraps the router inside the providers (e.g. the analytics provider). */
  aroundRouter?: (router: ReactNode) => ReactNode;
}

/** Stops the identities of every storefront rendered so far (call in `afterEach`). */
export function destroyRenderedIdentities(): void {
  for (const identity of started) identity.destroy();
  started.clear();
}

/** The app's routes with `extra` rendered in the shell (the first route) beside every page. */
function withInShell([shell, ...others]: RouteObject[], extra: ReactNode): RouteObject[] {
  if (!shell) return others;
  const element = (
    <>
      {extra}
      {shell.element}
    </>
  );
  return [{ ...shell, element } as RouteObject, ...others];
}

/** The origin the in-process sandbox answers for (its `TEST_SANDBOX_ORIGIN`). */
const SANDBOX_ORIGIN = 'http://sandbox.test';

/**
 * Renders a brand app in memory at `path` with every provider of the real app, its identity
 * and content client talking to the in-process sandbox through `sandboxFetch` (from
 * `createTestSandbox()` in the test file), and records every translation key that is missing
 * so a test can fail on it.
 */
export async function renderStorefront(
  variant: StoreVariant,
  routes: readonly StoreRoute[],
  path: string,
  sandboxFetch: typeof fetch,
  options: RenderStorefrontOptions = {},
) {
  const missingKeys: string[] = [];
  const culture = resolveCulture(variant);
  const i18n = await createStorefrontI18n({
    variant,
    culture,
    onMissingKey: (language, namespace, key) => missingKeys.push(`${language}:${namespace}:${key}`),
  });
  // As a server-rendered home page has it (in the page's state).
  await loadHomeCopy(i18n, variant);
  const endpoints = {
    ...resolveServiceEndpoints({ VITE_SANDBOX_URL: SANDBOX_ORIGIN }),
    ...options.endpoints,
  };
  const identity = createStoreIdentity(variant, endpoints, culture, {
    fetch: sandboxFetch,
    storage: memoryStorage(),
    coordinator: createMemoryTabCoordinator(),
    logger: { warn: () => {}, error: () => {} },
  });
  // Each render has its own cache, as each app has.
  const queryClient = createStorefrontQueryClient();
  const stop = { destroy: () => queryClient.clear() };
  started.add(identity);
  started.add(stop);
  const routeObjects = createStorefrontRouteObjects(routes);
  const router = createMemoryRouter(
    options.inShell === undefined ? routeObjects : withInShell(routeObjects, options.inShell),
    { initialEntries: [path] },
  );
  const { aroundRouter = (content: ReactNode) => content } = options;
  const app = (
    <StorefrontProviders
      variant={variant}
      logo={logoOf(variant)}
      i18n={i18n}
      routes={routes}
      identity={identity}
      endpoints={endpoints}
      queryClient={queryClient}
      fetch={sandboxFetch}
    >
      {aroundRouter(<RouterProvider router={router} />)}
    </StorefrontProviders>
  );
  const view = render(options.strictMode ? <StrictMode>{app}</StrictMode> : app);
  const unmount = () => {
    view.unmount();
    identity.destroy();
    queryClient.clear();
  };
  return { ...view, unmount, router, i18n, identity, queryClient, missingKeys };
}
