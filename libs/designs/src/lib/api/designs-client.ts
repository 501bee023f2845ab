import {
  ConfigurationError,
  createHttpClient,
  type FieldIssue,
  type HttpClient,
  type HttpFetch,
  type StatusHandlers,
} from '@storefront/http';
import { z } from 'zod';

/**
 * Configuration of {@link createDesignsClient}: the session service (designs, share links)
 * and the assets service (uploads, links), the store, and the shopper's token source.
 *
 * @example
 * const options: DesignsClientOptions = {
 *   sessionUrl: 'http://127.0.0.1:4010/session',
 *   assetsUrl: 'http://127.0.0.1:4010/assets',
 *   storefrontId: 'boxup',
 *   getAccessToken: () => identity.getAccessToken(),
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
  readonly getAccessToken?: () => string | null | undefined | Promise<string | null | undefined>;
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
export interface DesignsClient {
  readonly storefrontId: string;
  /** An HTTP client for one service with the status handlers of one operation (bearer sent). */
  http(service: DesignsService, errorCodes: StatusHandlers): HttpClient;
  /** The absolute URL of a path of a service (for uploads, which are not JSON). */
  url(service: DesignsService, path: string): string;
  /** The bearer token to send, if any. */
  token(): Promise<string | undefined>;
  /** The transport. */
  readonly fetch: HttpFetch;
}

const httpUrl = z
  .string({ error: 'Expected a string' })
  .trim()
  .pipe(z.url({ protocol: /^https?$/, error: 'Expected an absolute http(s) URL' }));

const optionsSchema = z.object({
  sessionUrl: httpUrl,
  assetsUrl: httpUrl,
  storefrontId: z
    .string({ error: 'Expected a string' })
    .trim()
    .min(1, { error: 'Expected a non-empty value' }),
  getAccessToken: z
    .custom<NonNullable<DesignsClientOptions['getAccessToken']>>(
      (value) => typeof value === 'function',
      {
        message: 'Expected a function',
      },
    )
    .optional(),
  fetch: z
    .custom<HttpFetch>((value) => typeof value === 'function', { message: 'Expected a function' })
    .optional(),
});

function issuesOf(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/**
 * Creates the client of the design session service and the assets service. Every JSON call
 * goes through `@storefront/http` (typed `ApiError`s with the spec's ECX codes); wrong
 * options throw a `ConfigurationError` naming each field.
 *
 * @example
 * const client = createDesignsClient({
 *   sessionUrl: 'http://127.0.0.1:4010/session',
 *   assetsUrl: 'http://127.0.0.1:4010/assets',
 *   storefrontId: 'boxup',
 *   getAccessToken: () => identity.getAccessToken(),
 * });
 */
export function createDesignsClient(options: DesignsClientOptions): DesignsClient {
  const parsed = optionsSchema.safeParse(options);
  if (!parsed.success) {
    throw new ConfigurationError('designs client options', issuesOf(parsed.error));
  }
  const { storefrontId, getAccessToken } = parsed.data;
  const bases: Record<DesignsService, string> = {
    session: parsed.data.sessionUrl.replace(/\/+$/, ''),
    assets: parsed.data.assetsUrl.replace(/\/+$/, ''),
  };
  const transport: HttpFetch =
    parsed.data.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const token = async () => (await getAccessToken?.()) ?? undefined;

  return {
    storefrontId,
    fetch: transport,
    token,
    url: (service, path) => `${bases[service]}/${path.replace(/^\/+/, '')}`,
    http(service, errorCodes) {
      return createHttpClient({
        prefixUrl: bases[service],
        errorCodes,
        fetch: transport,
        getBearerToken: token,
      });
    },
  };
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
