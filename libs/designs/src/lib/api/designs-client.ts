import {
  createServiceConnection,
  type BearerTokenGetter,
  type HttpFetch,
  type ServiceConnection,
} from '@storefront/http';

/**
 * Configuration of {@link createDesignsClient}: the session service (designs, share links)
 * and the assets service (uploads, links), the store, and the shopper's token source.
 *
 * @example
 * const options: DesignsClientOptions = {
 *   sessionUrl: 'http://127.0.0.1:4010/session',
 *   assetsUrl: 'http://127.0.0.1:4010/assets',
 *   storefrontId: 'boxup',
 *   getBearerToken: () => identity.getAccessToken(),
 * };
 */
export interface DesignsClientOptions {
  /** Session service base: `designs`, `designs/{id}`, `generateUniqueURL`. */
  readonly sessionUrl: string;
  /** Assets service base: `uploads`, `links:query`. */
  readonly assetsUrl: string;
  /** Store id, e.g. `boxup`; sent with share links. */
  readonly storefrontId: string;
  /**
   * The shopper's bearer token (a customer access token, or the anonymous token): designs
   * and uploads belong to it. Both services refuse calls without one.
   */
  readonly getBearerToken?: BearerTokenGetter;
  /** Replaces the global `fetch` (tests pass the in-process sandbox's). */
  readonly fetch?: HttpFetch;
}

/**
 * The services a {@link DesignsClient} talks to.
 *
 * @example
 * const service: DesignsService = 'assets';
 */
export type DesignsService = 'session' | 'assets';

/**
 * The client made by {@link createDesignsClient}; the operations (`listDesigns`,
 * `uploadArtwork`, …) take it as their first argument.
 *
 * @example
 * const { designs } = await listDesigns(client);
 */
export type DesignsClient = Pick<
  ServiceConnection<DesignsService>,
  'storefrontId' | 'http' | 'url' | 'token' | 'fetch'
>;

/**
 * Creates the client of the design session service and the assets service: one
 * `@storefront/http` service connection (typed `ApiError`s with the spec's ECX codes, the
 * shopper's token on every call); wrong options throw a `ConfigurationError` naming each field.
 *
 * @example
 * const client = createDesignsClient({
 *   sessionUrl: 'http://127.0.0.1:4010/session',
 *   assetsUrl: 'http://127.0.0.1:4010/assets',
 *   storefrontId: 'boxup',
 *   getBearerToken: () => identity.getAccessToken(),
 * });
 */
export function createDesignsClient(options: DesignsClientOptions): DesignsClient {
  return createServiceConnection('designs client options', {
    services: { session: options.sessionUrl, assets: options.assetsUrl },
    storefrontId: options.storefrontId,
    getBearerToken: options.getBearerToken,
    fetch: options.fetch,
  });
}

/**
 * Encodes one path segment (a design id).
 *
 * @example
 * segment('dsg 1'); // 'dsg%201'
 */
export function segment(value: string): string {
  return encodeURIComponent(value);
}
