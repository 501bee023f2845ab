import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { SandboxContext, SandboxEnv } from './context.ts';
import { brandCors } from './http/cors.ts';
import { requestGuard } from './http/guard.ts';
import { errorProblem, notFoundProblem, SandboxHttpError } from './http/problem.ts';
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
import { MAX_DESIGN_BODY_BYTES, MAX_DESIGN_DOCUMENT_BYTES } from './services/designs/requests.ts';
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
 * Builds the sandbox's HTTP app: request ids, CORS for the brands' origins, the request guard
 * (NUL characters, JSON content type, body size and depth: `http/guard.ts`), JSON problem
 * bodies for errors and unknown routes (an opaque 500 for anything unexpected), `GET /health`, `GET /.well-known/jwks.json`, the
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
  app.use(brandCors(context.config.corsOrigins));
  app.use(
    requestGuard({
      limits: [
        {
          prefix: `${SERVICE_BASE_PATHS.session}/designs`,
          maxBytes: MAX_DESIGN_BODY_BYTES,
          // As the designs service words it (services/designs/requests.ts).
          tooLarge: () =>
            new SandboxHttpError(
              413,
              'DesignTooLarge',
              `The design is larger than ${MAX_DESIGN_DOCUMENT_BYTES / 1024 / 1024} MB`,
            ),
        },
      ],
      // File uploads: multipart or raw bytes, read and limited by their route.
      rawBodyPrefixes: [`${SERVICE_BASE_PATHS.assets}/uploads`],
    }),
  );

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
