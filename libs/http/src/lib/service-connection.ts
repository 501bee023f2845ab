import { ConfigurationError } from './configuration-error';
import { createHttpClient, type HttpClient, type HttpFetch } from './create-http-client';
import type { FieldIssue } from './field-issues';
import type { StatusHandlers } from './status-handlers';

/**
 * The shopper's bearer token for a call, or nothing: the one shape of every token getter a
 * storefront client is given (the storefront decides whose token it is).
 *
 * @example
 * const getBearerToken: BearerTokenGetter = async () => (await identity.getAccessToken()) ?? undefined;
 */
export type BearerTokenGetter = () =>
  string | null | undefined | Promise<string | null | undefined>;

/**
 * What a {@link ServiceConnection} talks to: each service's base URL (the option `{service}Url`
 * of the domain client), the store, the token getter and the transport.
 *
 * @example
 * const options: ServiceConnectionOptions<'ecommerce'> = {
 *   services: { ecommerce: 'http://127.0.0.1:4010/ecommerce' },
 *   tenant: 'north-america',
 *   storefrontId: 'boxup',
 *   getBearerToken: () => identity.getAccessToken(),
 * };
 */
export interface ServiceConnectionOptions<Service extends string> {
  /** Each service's base URL; an optional one may be `undefined` (it is then left out). */
  readonly services: Readonly<Record<Service, string | undefined>>;
  /** Store id, e.g. `boxup`. */
  readonly storefrontId: string;
  /** Tenant of the store, e.g. `north-america`: needed for {@link ServiceConnection.store}. */
  readonly tenant?: string | undefined;
  readonly getBearerToken?: BearerTokenGetter | undefined;
  /** Whether every call needs the token, so a missing `getBearerToken` is an option error. */
  readonly requireBearer?: boolean;
  /** Replaces the global `fetch` (tests pass the in-process sandbox's). */
  readonly fetch?: HttpFetch | undefined;
}

/**
 * One connection to a store's services, shared by a domain client's operations: HTTP clients
 * per service and status-handler map (made once, reused), rooted at the service or at the
 * store's path below it, all with the same token getter and transport.
 *
 * @example
 * const cart = await connection.store('ecommerce', { all: 'ECX022' }).get(`carts/${id}`);
 */
export interface ServiceConnection<Service extends string> {
  readonly storefrontId: string;
  /** The tenant, or `''` for a connection without one. */
  readonly tenant: string;
  /** Client of the service's base URL; the token is sent unless `bearer` is false. */
  http(service: Service, errorCodes: StatusHandlers, options?: { bearer?: boolean }): HttpClient;
  /**
   * Client of `{service}/tenants/{tenant}/storefronts/{storefrontId}` ({@link storePath}); a
   * connection without a tenant throws a `ConfigurationError`.
   */
  store(service: Service, errorCodes: StatusHandlers, options?: { bearer?: boolean }): HttpClient;
  /** The absolute URL of a path of a service (for calls that are not JSON, e.g. uploads). */
  url(service: Service, path: string): string;
  /** The bearer token to send, if any. */
  token(): Promise<string | undefined>;
  /** The transport every client of the connection uses. */
  readonly fetch: HttpFetch;
}

/**
 * The path of a store below a service's base URL, each segment encoded.
 *
 * @example
 * storePath('north-america', 'boxup'); // 'tenants/north-america/storefronts/boxup'
 */
export function storePath(tenant: string, storefrontId: string): string {
  return `tenants/${encodeURIComponent(tenant)}/storefronts/${encodeURIComponent(storefrontId)}`;
}

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value.trim());
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** What is wrong with the options, each under the domain client's own option name. */
function optionIssues(options: ServiceConnectionOptions<string>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const [service, url] of Object.entries(options.services)) {
    if (url !== undefined && !isHttpUrl(url)) {
      issues.push({ path: `${service}Url`, message: 'Expected an absolute http(s) URL' });
    }
  }
  for (const key of ['tenant', 'storefrontId'] as const) {
    const value: unknown = options[key];
    if (value === undefined && key === 'tenant') continue;
    if (typeof value !== 'string') issues.push({ path: key, message: 'Expected a string' });
    else if (value.trim() === '') issues.push({ path: key, message: 'Expected a non-empty value' });
  }
  for (const key of ['getBearerToken', 'fetch'] as const) {
    const value: unknown = options[key];
    const required = key === 'getBearerToken' && options.requireBearer === true;
    if ((value !== undefined || required) && typeof value !== 'function') {
      issues.push({ path: key, message: 'Expected a function' });
    }
  }
  return issues;
}

/**
 * Creates the connection of a domain client (catalog, designs, orders, cart, …). Throws a
 * {@link ConfigurationError} named `label` at once when an option is wrong: a base URL that is
 * not an absolute http(s) URL (reported as `{service}Url`), an empty tenant or store id, a token
 * getter or transport that is not a function.
 *
 * @example
 * const connection = createServiceConnection('designs client options', {
 *   services: { session: sessionUrl, assets: assetsUrl },
 *   storefrontId: 'boxup',
 *   getBearerToken,
 * });
 */
export function createServiceConnection<Service extends string>(
  label: string,
  options: ServiceConnectionOptions<Service>,
): ServiceConnection<Service> {
  const issues = optionIssues(options);
  if (issues.length > 0) throw new ConfigurationError(label, issues);
  const { getBearerToken } = options;
  const tenant = options.tenant?.trim() ?? '';
  const storefrontId = options.storefrontId.trim();
  const fetch: HttpFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const bases = new Map<Service, string>();
  for (const [service, url] of Object.entries(options.services) as Array<[Service, unknown]>) {
    if (typeof url === 'string') bases.set(service, url.trim().replace(/\/+$/, ''));
  }
  const baseOf = (service: Service) => {
    const base = bases.get(service);
    if (base === undefined) throw new Error(`No base URL for the ${service} service`);
    return base;
  };

  const clients = new Map<string, WeakMap<StatusHandlers, HttpClient>>();
  const clientFor = (prefixUrl: string, errorCodes: StatusHandlers, bearer: boolean) => {
    const key = `${bearer ? 'bearer' : 'none'} ${prefixUrl}`;
    let byCodes = clients.get(key);
    if (!byCodes) {
      byCodes = new WeakMap();
      clients.set(key, byCodes);
    }
    let client = byCodes.get(errorCodes);
    if (!client) {
      client = createHttpClient({
        prefixUrl,
        errorCodes,
        ...(options.fetch ? { fetch: options.fetch } : {}),
        ...(bearer && getBearerToken ? { getBearerToken } : {}),
      });
      byCodes.set(errorCodes, client);
    }
    return client;
  };

  return {
    tenant,
    storefrontId,
    http: (service, errorCodes, { bearer = true } = {}) =>
      clientFor(baseOf(service), errorCodes, bearer),
    store(service, errorCodes, { bearer = true } = {}) {
      if (tenant === '') {
        throw new ConfigurationError(label, [
          { path: 'tenant', message: 'Expected a tenant for calls below the store path' },
        ]);
      }
      return clientFor(`${baseOf(service)}/${storePath(tenant, storefrontId)}`, errorCodes, bearer);
    },
    url: (service, path) => `${baseOf(service)}/${path.replace(/^\/+/, '')}`,
    token: async () => (await getBearerToken?.()) ?? undefined,
    fetch,
  };
}
