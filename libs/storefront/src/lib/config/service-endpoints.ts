import { StorefrontError } from '@storefront/http';

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

type ServiceName = Exclude<
  keyof ServiceEndpoints,
  'tokenAudience' | 'contentToken' | 'analyticsWriteKey'
>;

/** The environment variable of each endpoint; each overrides the sandbox default. */
export const SERVICE_ENDPOINT_VARIABLES: Record<ServiceName, string> = {
  authentication: 'VITE_AUTH_URL',
  anonymous: 'VITE_ANON_URL',
  identityProvider: 'VITE_IDP_URL',
  ecommerce: 'VITE_ECOMMERCE_URL',
  payments: 'VITE_PAYMENTS_URL',
  content: 'VITE_CONTENT_URL',
  price: 'VITE_PRICE_URL',
  products: 'VITE_PRODUCTS_URL',
  selector: 'VITE_SELECTOR_URL',
  session: 'VITE_SESSION_URL',
  addressLookup: 'VITE_ADDRESS_LOOKUP_URL',
  assets: 'VITE_ASSETS_URL',
  analytics: 'VITE_ANALYTICS_URL',
};

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
 * Thrown when a service URL in the environment is not an absolute http(s) URL. A wrong build is
 * no failure the spec names, so it is a `StorefrontError` with ECX999; `reason` says what it is.
 *
 * @example
 * try {
 *   resolveServiceEndpoints({ VITE_CONTENT_URL: 'content' });
 * } catch (error) {
 *   if (error instanceof ServiceEndpointError) console.error(error.variable, error.reason);
 * }
 */
export class ServiceEndpointError extends StorefrontError {
  override readonly name = 'ServiceEndpointError';
  /** What is wrong (stable). */
  readonly reason = 'SERVICE_ENDPOINT_INVALID';
  constructor(
    readonly variable: string,
    readonly value: string,
  ) {
    super({
      code: 'ECX999',
      message: `${variable} must be an absolute http(s) URL, got "${value}"`,
    });
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Service base URLs from build-time environment variables: `VITE_SANDBOX_URL` moves every
 * sandbox service at once (default http://127.0.0.1:4010); `VITE_AUTH_URL`, `VITE_ANON_URL`,
 * `VITE_IDP_URL`, `VITE_ECOMMERCE_URL`, `VITE_PAYMENTS_URL`, `VITE_CONTENT_URL`,
 * `VITE_PRICE_URL`, `VITE_PRODUCTS_URL`, `VITE_SELECTOR_URL`, `VITE_SESSION_URL`,
 * `VITE_ADDRESS_LOOKUP_URL`, `VITE_ASSETS_URL` and `VITE_ANALYTICS_URL` point one service at a
 * real deployment; `VITE_TOKEN_AUDIENCE` sets the access tokens' audience, `VITE_CONTENT_TOKEN`
 * the content read token and `VITE_ANALYTICS_WRITE_KEY` the analytics write key.
 *
 * @example
 * resolveServiceEndpoints({ VITE_CONTENT_URL: 'https://content.example.com' }).content;
 * // 'https://content.example.com'
 */
export function resolveServiceEndpoints(
  env: Readonly<Record<string, string | boolean | undefined>>,
): ServiceEndpoints {
  const read = (variable: string): string | undefined => {
    const value = env[variable];
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    if (!isHttpUrl(value.trim())) throw new ServiceEndpointError(variable, value);
    return value.trim().replace(/\/+$/, '');
  };
  const origin = read('VITE_SANDBOX_URL') ?? SANDBOX_ORIGIN;
  const entries = (Object.keys(SANDBOX_PATHS) as ServiceName[]).map((service) => [
    service,
    read(SERVICE_ENDPOINT_VARIABLES[service]) ?? `${origin}${SANDBOX_PATHS[service]}`,
  ]);
  const text = (variable: string): string | undefined => {
    const value = env[variable];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  return {
    ...(Object.fromEntries(entries) as Record<ServiceName, string>),
    tokenAudience: text('VITE_TOKEN_AUDIENCE') ?? SANDBOX_TOKEN_AUDIENCE,
    contentToken: text('VITE_CONTENT_TOKEN') ?? SANDBOX_CONTENT_TOKEN,
    analyticsWriteKey: text('VITE_ANALYTICS_WRITE_KEY') ?? null,
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
