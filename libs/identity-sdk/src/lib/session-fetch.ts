import type { Identity } from './identity';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Wraps the `fetch` an app's service clients use so that every service's 401 reaches the
 * session: a request sent with a token of `identity` (customer or anonymous) and answered 401
 * makes the session run its refresh check ({@link Identity.handleUnauthorized}). When that
 * gives a newer token, the request is sent once more with it (a 401 means the service did
 * nothing); otherwise the 401 is returned as it came, after the session has ended (tokens
 * cleared, `refreshTokenFailed` published, `sessionExpired()` true, an anonymous session
 * started), so account pages send the shopper to sign in instead of showing a service error.
 * Requests without a bearer token, or with another one (a content read token), pass through.
 *
 * @example
 * const serviceFetch = fetchWithSessionRecovery(identity, window.fetch.bind(window));
 * createOrdersClient({ ...urls, fetch: serviceFetch, getAccessToken: () => identity.getAccessToken() });
 */
export function fetchWithSessionRecovery(
  identity: Pick<Identity, 'handleUnauthorized'>,
  baseFetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init),
): typeof globalThis.fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
    const token = BEARER.exec(headers.get('authorization') ?? '')?.[1];
    if (token === undefined) return baseFetch(input, init);
    const request = new Request(input, init);
    const again = request.clone();
    const response = await baseFetch(request);
    if (response.status !== 401) return response;
    let next: string | null = null;
    try {
      next = await identity.handleUnauthorized(token);
    } catch {
      next = null;
    }
    if (next === null) return response;
    const retryHeaders = new Headers(again.headers);
    retryHeaders.set('authorization', `Bearer ${next}`);
    await response.body?.cancel();
    return baseFetch(new Request(again, { headers: retryHeaders }));
  };
}
