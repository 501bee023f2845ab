import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { SandboxContext, SandboxEnv } from './context.ts';
import { localCors } from './http/cors.ts';
import { errorProblem, notFoundProblem } from './http/problem.ts';
import { createHealthRoutes } from './routes/health.ts';
import { createJwksRoutes } from './routes/jwks.ts';
import { createTestRoutes, TEST_ROUTES_BASE } from './routes/test-routes.ts';
import { createAnalyticsRoutes } from './services/analytics/routes.ts';
import { createAnonymousRoutes } from './services/anonymous/routes.ts';
import { createCatalogRoutes } from './services/catalog/routes.ts';
import { createAssetRoutes } from './services/assets/routes.ts';
import { createAddressLookupRoutes } from './services/address-lookup/routes.ts';
import { createContentRoutes } from './services/content/routes.ts';
import { createContentFormRoutes } from './services/content-forms/routes.ts';
import { createDesignRoutes } from './services/designs/routes.ts';
import { createEcommerceRoutes } from './services/ecommerce/routes.ts';
import { createPaymentRoutes } from './services/payments/routes.ts';
import { createQuoteRoutes } from './services/quotes/routes.ts';
import { createShareLinkRoutes } from './services/share-links/routes.ts';
import { createIdentityRoutes } from './services/identity/routes.ts';
import { createIdpRoutes } from './services/idp/routes.ts';

/**
 * Where each emulated service lives on the sandbox. A service's router is built by
 * `src/services/<service>/routes.ts` from the {@link SandboxContext} and mounted here under its
 * base path; the storefront's configuration points each service's base URL at
 * `http://127.0.0.1:4010<base path>`.
 */
export const SERVICE_BASE_PATHS = {
  /** Authentication service: `/auth/v1/{tenant}/login`, `/refresh`, `/resetPassword`, … */
  identity: '/auth',
  /** Anonymous token service: `/anon/{serviceKey}/token`, `/anon/{serviceKey}/identities/…`. */
  anonymous: '/anon',
  /** Identity provider: `/idp/dbconnections/signup`. */
  idp: '/idp',
  /** Ecommerce service: `/ecommerce/tenants/{tenant}/storefronts/{storefront}/…`. */
  ecommerce: '/ecommerce',
  /** Payment service: `/payments/…`. */
  payments: '/payments',
  /** Content service: `POST /content/graphql`. */
  content: '/content',
  /** Price service: `/price/tenants/{tenant}/productConfigUrl`, `…/storefronts/{storefront}/productPrice`. */
  price: '/price',
  /** Products service: `/products/configs/{key}`, `/products/{id}/version(s)/{version}/…`. */
  products: '/products',
  /** Selector service: `/selector/products/{id}/versions/{version}:validate`, `…/dependencies:calculated`. */
  selector: '/selector',
  /** Session service: designs (`/session/designs`) and share links (`POST /session/generateUniqueURL`). */
  session: '/session',
  /** Assets service: artwork uploads and `links:query` (`/assets/uploads`, `/assets/links:query`). */
  assets: '/assets',
  /** Address lookup service: `/address-lookup/find`, `/address-lookup/retrieve`, `/address-lookup/cleanse`. */
  addressLookup: '/address-lookup',
  /** Analytics sink: `POST /analytics/segment/identify`, `/analytics/segment/page`, `/analytics/segment/track`. */
  analytics: '/analytics',
} as const;

/**
 * Builds the sandbox's HTTP app: request ids, CORS for local browser origins, JSON problem
 * bodies for errors and unknown routes, `GET /health`, `GET /.well-known/jwks.json`, the
 * identity services (authentication, anonymous tokens, identity provider) and, when
 * `config.testRoutes` is on, the `/__sandbox` routes.
 *
 * @example
 * ```ts
 * const app = createSandboxApp({ db, clock, keys, config });
 * const response = await app.request('/health');
 * ```
 */
export function createSandboxApp(context: SandboxContext): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  app.use(requestId());
  app.use(localCors());

  app.route('/', createHealthRoutes(context));
  app.route('/', createJwksRoutes(context));
  app.route(SERVICE_BASE_PATHS.identity, createIdentityRoutes(context));
  app.route(SERVICE_BASE_PATHS.anonymous, createAnonymousRoutes(context));
  app.route(SERVICE_BASE_PATHS.idp, createIdpRoutes(context));
  app.route(SERVICE_BASE_PATHS.content, createContentRoutes(context));
  app.route(SERVICE_BASE_PATHS.content, createContentFormRoutes(context));
  app.route(SERVICE_BASE_PATHS.ecommerce, createEcommerceRoutes(context));
  app.route(SERVICE_BASE_PATHS.ecommerce, createQuoteRoutes(context));
  app.route(SERVICE_BASE_PATHS.payments, createPaymentRoutes(context));
  app.route(SERVICE_BASE_PATHS.session, createShareLinkRoutes(context));
  app.route(SERVICE_BASE_PATHS.session, createDesignRoutes(context));
  app.route(SERVICE_BASE_PATHS.assets, createAssetRoutes(context));
  app.route(SERVICE_BASE_PATHS.addressLookup, createAddressLookupRoutes(context));
  app.route(SERVICE_BASE_PATHS.analytics, createAnalyticsRoutes(context));
  app.route('/', createCatalogRoutes(context, SERVICE_BASE_PATHS));
  if (context.config.testRoutes) app.route(TEST_ROUTES_BASE, createTestRoutes(context));

  app.notFound(notFoundProblem);
  app.onError(errorProblem);
  return app;
}
