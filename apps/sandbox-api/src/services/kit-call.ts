import type { SandboxFetch } from '../testing.ts';

/** An answer as a test kit reads it: status, JSON body (or `{}`) and headers. */
export interface KitAnswer<Body = Record<string, unknown>, Problem = object> {
  status: number;
  body: Body & Problem;
  headers: Headers;
}

/** What a kit call sends besides method and path. */
export interface KitCallInit {
  /** Sent as `Authorization: Bearer …`. */
  token?: string;
  /** A string is sent as it is; anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * The `call` of the services' test kits: a request to the sandbox with an optional bearer and
 * JSON body (`Content-Type: application/json` unless the headers name another), its answer read
 * as JSON. For tests only.
 *
 * @example
 * ```ts
 * const call = kitCall(sandbox.fetch);
 * const { status, body } = await call('GET', '/session/designs', { token });
 * ```
 */
export function kitCall<Problem = object>(fetch: SandboxFetch) {
  return async <Body = Record<string, unknown>>(
    method: string,
    path: string,
    init: KitCallInit = {},
  ): Promise<KitAnswer<Body, Problem>> => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined) headers['Content-Type'] ??= 'application/json';
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    const response = await fetch(path, {
      method,
      headers,
      body:
        init.body === undefined
          ? undefined
          : typeof init.body === 'string'
            ? init.body
            : JSON.stringify(init.body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : {}) as Body & Problem,
      headers: response.headers,
    };
  };
}
