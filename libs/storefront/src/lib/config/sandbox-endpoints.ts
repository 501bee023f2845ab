// The service endpoints' type and the sandbox's defaults: what the providers fall back to and
// what a page's first load needs. Reading them from the environment, with its checks, is
// `service-endpoints.ts` (the servers, and the browser where no server rendered the page).

/** Base URLs of every service the storefront calls. */
export interface ServiceEndpoints {
  /** Authentication service (`{base}/v1/{tenant}/login`, …). */
  authentication: string;
  /** Anonymous token service (`{base}/{serviceKey}/token`, …). */
  anonymous: string;
  /** Identity provider (`{base}/dbconnections/signup`). */
  identityProvider: string;
  /** Ecommerce service (`{base}/tenants/{tenant}/storefronts/{storefront}/…`). */
  ecommerce: string;
  /** Payment service. */
  payments: string;
  /** Content service GraphQL endpoint base (`{base}/graphql`, `{base}/forms/…`). */
  content: string;
  /** Price service (`{base}/tenants/{tenant}/productConfigUrl`, `…/productPrice`). */
  price: string;
  /** Products service (`{base}/{productId}/version/{version}/relationships`, …). */
  products: string;
  /** Selector service (`{base}/products/{id}/versions/{version}:validate`, …). */
  selector: string;
  /** Session service: designs and share links (`{base}/generateUniqueURL`). */
  session: string;
  /** Address lookup service (`{base}/find`, `{base}/retrieve`, `{base}/cleanse`). */
  addressLookup: string;
  /** Assets service: artwork uploads and asset links (`{base}/uploads`, `{base}/links:query`). */
  assets: string;
  /** Analytics service, Segment's HTTP tracking API (`{base}/segment/identify`, `…/batch`). */
  analytics: string;
  /** The content service's read token, sent as bearer (`VITE_CONTENT_TOKEN`). */
  contentToken: string;
  /** The audience the storefront's access tokens must carry (`VITE_TOKEN_AUDIENCE`). */
  tokenAudience: string;
  /**
   * The analytics write key (`VITE_ANALYTICS_WRITE_KEY`); `null` means the sandbox's key of
   * the brand, `{storeId}-sandbox-write-key` (see {@link analyticsWriteKeyOf}).
   */
  analyticsWriteKey: string | null;
}

/** Where `apps/sandbox-api` listens by default. */
export const SANDBOX_ORIGIN = 'http://127.0.0.1:4010';

/** The sandbox's token audience, used unless `VITE_TOKEN_AUDIENCE` says otherwise. */
export const SANDBOX_TOKEN_AUDIENCE = 'https://api.storefront.sandbox/';

/**
 * The sandbox's content read token, used unless `VITE_CONTENT_TOKEN` says otherwise.
 *
 * @example
 * resolveServiceEndpoints({}).contentToken === SANDBOX_CONTENT_TOKEN; // true
 */
export const SANDBOX_CONTENT_TOKEN = 'sandbox-content-read-token';

export type ServiceName = Exclude<
  keyof ServiceEndpoints,
  'tokenAudience' | 'contentToken' | 'analyticsWriteKey'
>;

/** Each service's path on the sandbox (`{origin}/auth`, …). */
const SANDBOX_PATHS: Record<ServiceName, string> = {
  authentication: '/auth',
  anonymous: '/anon',
  identityProvider: '/idp',
  ecommerce: '/ecommerce',
  payments: '/payments',
  content: '/content',
  price: '/price',
  products: '/products',
  selector: '/selector',
  session: '/session',
  addressLookup: '/address-lookup',
  assets: '/assets',
  analytics: '/analytics',
};

/**
 * Every endpoint on the sandbox at `origin` (default http://127.0.0.1:4010), with the
 * sandbox's token audience and content token: what `resolveServiceEndpoints({})` answers, and
 * the providers' default where an app passes no endpoints.
 *
 * @example
 * sandboxEndpoints().content; // 'http://127.0.0.1:4010/content'
 */
export function sandboxEndpoints(origin: string = SANDBOX_ORIGIN): ServiceEndpoints {
  const entries = (Object.keys(SANDBOX_PATHS) as ServiceName[]).map((service) => [
    service,
    `${origin}${SANDBOX_PATHS[service]}`,
  ]);
  return {
    ...(Object.fromEntries(entries) as Record<ServiceName, string>),
    tokenAudience: SANDBOX_TOKEN_AUDIENCE,
    contentToken: SANDBOX_CONTENT_TOKEN,
    analyticsWriteKey: null,
  };
}

/**
 * The analytics write key a brand sends: `VITE_ANALYTICS_WRITE_KEY` when set, else the
 * sandbox's key of the store (`boxup-sandbox-write-key`, `ybd-sandbox-write-key`,
 * `kartonwerk-sandbox-write-key`).
 *
 * @example
 * analyticsWriteKeyOf(resolveServiceEndpoints({}), 'ybd'); // 'ybd-sandbox-write-key'
 */
export function analyticsWriteKeyOf(
  endpoints: Pick<ServiceEndpoints, 'analyticsWriteKey'>,
  storeId: string,
): string {
  return endpoints.analyticsWriteKey ?? `${storeId}-sandbox-write-key`;
}
