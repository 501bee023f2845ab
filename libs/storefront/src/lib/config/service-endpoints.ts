import { StorefrontError } from '@storefront/http';
import {
  SANDBOX_ORIGIN,
  sandboxEndpoints,
  type ServiceEndpoints,
  type ServiceName,
} from './sandbox-endpoints';

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
  const sandbox = sandboxEndpoints(read('VITE_SANDBOX_URL') ?? SANDBOX_ORIGIN);
  const entries = (Object.keys(SERVICE_ENDPOINT_VARIABLES) as ServiceName[]).map((service) => [
    service,
    read(SERVICE_ENDPOINT_VARIABLES[service]) ?? sandbox[service],
  ]);
  const text = (variable: string): string | undefined => {
    const value = env[variable];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  return {
    ...sandbox,
    ...(Object.fromEntries(entries) as Record<ServiceName, string>),
    tokenAudience: text('VITE_TOKEN_AUDIENCE') ?? sandbox.tokenAudience,
    contentToken: text('VITE_CONTENT_TOKEN') ?? sandbox.contentToken,
    analyticsWriteKey: text('VITE_ANALYTICS_WRITE_KEY') ?? null,
  };
}
