import { createRemoteJWKSet, customFetch } from 'jose';
import type { JWTVerifyGetKey } from 'jose';
import { createIdentityApi } from './identity-api';
import type { IdentityApi } from './identity-api';
import { parseIdentityConfig } from './identity-config';
import type { IdentityConfig, IdentityConfigInput } from './identity-config';
import { IdentityError } from './identity-error';
import { DEFAULT_CLAIMS_NAMESPACE } from './token-validator';

/** What `init()` builds from the configuration: the services, the signing keys, the claims namespace. */
export interface Runtime {
  readonly config: IdentityConfig;
  readonly api: IdentityApi;
  readonly keys: JWTVerifyGetKey;
  readonly namespace: string;
}

function resolveSiteUrl(config: IdentityConfig): string {
  if (config.siteUrl !== undefined) return config.siteUrl;
  const origin = (globalThis as { location?: { origin?: unknown } }).location?.origin;
  if (typeof origin === 'string' && /^https?:\/\//.test(origin)) return origin;
  throw new IdentityError({
    reason: 'MISSING_PARAMETER',
    field: 'siteUrl',
    message: 'siteUrl is required outside a browser (it is put into emailed links)',
  });
}

/**
 * Validates the configuration (throwing an {@link IdentityError}) and builds the service
 * client and the signing key set (`${origin of authenticationBaseUrl}/.well-known/jwks.json`
 * unless `jwksUrl` is given).
 *
 * @example
 * const rt = createRuntime(config, { fetch, logger: console, now: Date.now });
 */
export function createRuntime(
  configInput: IdentityConfigInput,
  options: {
    readonly fetch: typeof globalThis.fetch;
    readonly logger: Pick<Console, 'warn' | 'error'>;
    readonly now: () => number;
    readonly jwksUrl?: string | undefined;
  },
): Runtime {
  const config = parseIdentityConfig(configInput);
  const authOrigin = new URL(config.authenticationBaseUrl).origin;
  const fetchImpl = options.fetch;
  const api = createIdentityApi({
    config: {
      ...config,
      siteUrl: resolveSiteUrl(config),
      anonymousBaseUrl: config.anonymousBaseUrl ?? `${authOrigin}/anon`,
      identityProviderConnection: config.identityProviderConnection ?? config.storeFrontId,
    },
    fetch: fetchImpl,
    logger: options.logger,
    now: options.now,
  });
  const jwksUrl = new URL(options.jwksUrl ?? `${authOrigin}/.well-known/jwks.json`);
  const keys = createRemoteJWKSet(jwksUrl, {
    [customFetch]: (url, init) => fetchImpl(url, init as RequestInit),
  });
  return { config, api, keys, namespace: config.claimsNamespace ?? DEFAULT_CLAIMS_NAMESPACE };
}
