import type { Context, MiddlewareHandler } from 'hono';
import { readLimitedBytes } from './body.ts';
import { SandboxHttpError } from './problem.ts';

/** Largest JSON request body a route accepts unless {@link RequestGuardOptions.limits} says more. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** Deepest nesting of objects and arrays a JSON request body may have. */
export const MAX_JSON_DEPTH = 32;

/** Methods whose body the guard reads. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `application/json`, or a `+json` type such as `application/merge-patch+json`, any parameters. */
const JSON_CONTENT_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/** Services whose errors speak the identity dialect (`InvalidRequest`) rather than `ValidationError`. */
const IDENTITY_PREFIXES = ['/auth/', '/anon/', '/idp/'];

/** Options of {@link requestGuard}. */
export interface RequestGuardOptions {
  /** Defaults to {@link MAX_JSON_BODY_BYTES}. */
  maxJsonBytes?: number;
  /** Defaults to {@link MAX_JSON_DEPTH}. */
  maxDepth?: number;
  /**
   * Larger (or smaller) body limits by path prefix, e.g. design documents, each with the 413 its
   * service answers (`tooLarge`). First match wins.
   */
  limits?: ReadonlyArray<{ prefix: string; maxBytes: number; tooLarge?: () => SandboxHttpError }>;
  /** Path prefixes whose bodies are not JSON (file uploads): their routes read and limit them. */
  rawBodyPrefixes?: readonly string[];
}

/** One rejected field: its path (`email`, `deviceData.browser`, `productKey`) and the problem. */
interface FieldProblem {
  path: string;
  message: string;
}

const NUL_MESSAGE = 'must not contain a NUL character';

function invalid(c: Context, problems: FieldProblem[]): SandboxHttpError {
  const title = IDENTITY_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))
    ? 'InvalidRequest'
    : 'ValidationError';
  const [first] = problems;
  return new SandboxHttpError(400, title, `${first?.path ?? 'body'}: ${first?.message ?? ''}`, {
    errors: problems,
  });
}

/**
 * The NUL characters of a request's URL: `%00` anywhere in the path, or a query parameter
 * whose name or value holds one (named by the parameter).
 */
export function nulInUrl(url: string): FieldProblem[] {
  const parsed = new URL(url);
  const problems: FieldProblem[] = [];
  if (/%00/.test(parsed.pathname) || parsed.pathname.includes('\0')) {
    problems.push({ path: 'path', message: NUL_MESSAGE });
  }
  for (const [name, value] of parsed.searchParams) {
    if (name.includes('\0') || value.includes('\0')) {
      problems.push({ path: name.replaceAll('\0', '\\u0000') || 'query', message: NUL_MESSAGE });
    }
  }
  return problems;
}

/**
 * How deeply the objects and arrays of a JSON text nest, counted without parsing it and
 * without recursion; stops counting once past `limit`.
 *
 * @example
 * ```ts
 * jsonDepth('{"a":[1,{"b":"[["}]}', 32); // 3
 * ```
 */
export function jsonDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (char === 0x7d || char === 0x5d) {
      depth -= 1;
    }
  }
  return deepest;
}

/**
 * The places in a parsed JSON value where a string or a key holds a NUL character, walked
 * without recursion. Paths join keys and indexes with dots; the body itself is `body`.
 *
 * @example
 * ```ts
 * nulInJson({ email: 'a\u0000@b.example', lines: [{ sku: 'x' }] }); // [{ path: 'email', … }]
 * ```
 */
export function nulInJson(value: unknown): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const stack: Array<{ value: unknown; path: string[]; nulInKey?: boolean }> = [
    { value, path: [] },
  ];
  const pathOf = (path: string[]) =>
    path.length === 0 ? 'body' : path.join('.').replaceAll('\0', '\\u0000');
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string[]; nulInKey?: boolean };
    if (item.nulInKey) problems.push({ path: pathOf(item.path), message: NUL_MESSAGE });
    if (typeof item.value === 'string') {
      if (item.value.includes('\0') && !item.nulInKey) {
        problems.push({ path: pathOf(item.path), message: NUL_MESSAGE });
      }
    } else if (Array.isArray(item.value)) {
      for (let index = item.value.length - 1; index >= 0; index -= 1) {
        stack.push({ value: item.value[index], path: [...item.path, String(index)] });
      }
    } else if (item.value !== null && typeof item.value === 'object') {
      const entries = Object.entries(item.value as Record<string, unknown>);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index] as [string, unknown];
        stack.push({ value: child, path: [...item.path, key], nulInKey: key.includes('\0') });
      }
    }
  }
  return problems;
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0
    ? `${bytes / (1024 * 1024)} MB`
    : `${Math.round(bytes / 1024)} KB`;
}

/**
 * Checks every request before any route runs, so no route sees input that could make it fail
 * in the database or the call stack, or be posted by another web page without a preflight:
 *
 * - `%00` in the path, or a NUL in a query parameter → 400 naming the parameter (`path` for the
 *   path)
 * - a non-empty body of `POST`, `PUT`, `PATCH` or `DELETE` that is not sent as
 *   `application/json` (or `…+json`) → `415 UnsupportedMediaType`, except under
 *   `rawBodyPrefixes` (file uploads)
 * - a JSON body above its limit → `413 PayloadTooLarge`, read no further
 * - a JSON body nested deeper than `maxDepth` → 400 `body: is nested deeper than N levels`
 * - a NUL in any string or key of a JSON body → 400 naming the field (`email: must not contain
 *   a NUL character`)
 *
 * 400s are `InvalidRequest` on the identity services and `ValidationError` elsewhere, with
 * `errors: [{ path, message }]`. A body that is not valid JSON passes on, so each route answers
 * it in its own words. The body is read once here and handed on, so routes read it as usual
 * (`c.req.json()`, `c.req.text()`, `c.req.raw`).
 *
 * @example
 * ```ts
 * app.use(requestGuard({ limits: [{ prefix: '/session/designs', maxBytes: 3 * 1024 * 1024 }] }));
 * ```
 */
export function requestGuard(options: RequestGuardOptions = {}): MiddlewareHandler {
  const maxJsonBytes = options.maxJsonBytes ?? MAX_JSON_BODY_BYTES;
  const maxDepth = options.maxDepth ?? MAX_JSON_DEPTH;
  const limits = options.limits ?? [];
  const rawBodyPrefixes = options.rawBodyPrefixes ?? [];

  return async (c, next) => {
    const inUrl = nulInUrl(c.req.url);
    if (inUrl.length > 0) throw invalid(c, inUrl);

    const path = c.req.path;
    if (!BODY_METHODS.has(c.req.method) || rawBodyPrefixes.some((p) => path.startsWith(p))) {
      return next();
    }

    const contentType = c.req.header('Content-Type') ?? '';
    const isJson = JSON_CONTENT_TYPE.test(contentType.trim());
    const limit = limits.find((candidate) => path.startsWith(candidate.prefix));
    const maxBytes = limit?.maxBytes ?? maxJsonBytes;
    const raw = c.req.raw;
    const bytes = await readLimitedBytes(
      raw,
      maxBytes,
      limit?.tooLarge ??
        (() =>
          new SandboxHttpError(
            413,
            'PayloadTooLarge',
            `The request body is larger than ${formatBytes(maxBytes)}`,
          )),
    );
    if (bytes.byteLength > 0) {
      if (!isJson) {
        throw new SandboxHttpError(
          415,
          'UnsupportedMediaType',
          `Send the request body as JSON with Content-Type: application/json${
            contentType ? ` (got ${contentType.split(';')[0]?.trim()})` : ''
          }`,
        );
      }
      const text = new TextDecoder().decode(bytes);
      if (jsonDepth(text, maxDepth) > maxDepth) {
        throw invalid(c, [{ path: 'body', message: `is nested deeper than ${maxDepth} levels` }]);
      }
      let parsed: unknown;
      let valid = true;
      try {
        parsed = JSON.parse(text);
      } catch {
        valid = false;
      }
      if (valid) {
        const inBody = nulInJson(parsed);
        if (inBody.length > 0) throw invalid(c, inBody);
      }
    }
    // The stream is used up: hand the routes a request with the same bytes.
    c.req.raw = new Request(raw.url, {
      method: raw.method,
      headers: raw.headers,
      body: bytes.byteLength > 0 ? bytes : null,
      signal: raw.signal,
    });
    return next();
  };
}
