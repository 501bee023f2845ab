import { createHash } from 'node:crypto';
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { SandboxContext } from '../../context.ts';
import { firstRow } from '../../db/first-row.ts';
import { paymentIdempotencyKeys } from '../../db/schema.ts';
import { MAX_JSON_DEPTH } from '../../http/guard.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import { PaymentFailure } from './errors.ts';

/** The request header carrying the key. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The response header set on a replayed answer. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * How long a key is remembered, on the sandbox clock (Stripe: 24 hours). A key older than
 * that is forgotten: using it again is a new request.
 */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * The request's `Idempotency-Key` (1 to 255 visible ASCII characters), or `undefined` when
 * absent and not required.
 *
 * @throws {SandboxHttpError} 400 `IdempotencyKeyRequired` or `InvalidIdempotencyKey`.
 *
 * @example
 * ```ts
 * const key = readIdempotencyKey(c, true);
 * ```
 */
export function readIdempotencyKey(c: Context, required: boolean): string | undefined {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined || key.trim() === '') {
    if (!required) return undefined;
    throw new SandboxHttpError(
      400,
      'IdempotencyKeyRequired',
      'Send an Idempotency-Key header (1 to 255 characters, a new one per payment attempt)',
    );
  }
  if (!KEY_PATTERN.test(key)) {
    throw new SandboxHttpError(
      400,
      'InvalidIdempotencyKey',
      'The Idempotency-Key must be 1 to 255 visible ASCII characters',
    );
  }
  return key;
}

function canonicalJson(value: unknown, depth = 0): string {
  // The request guard refuses deeper bodies before any route runs; this keeps the recursion
  // bounded for any other caller too.
  if (depth > MAX_JSON_DEPTH) {
    throw new SandboxHttpError(
      400,
      'ValidationError',
      `body: is nested deeper than ${MAX_JSON_DEPTH} levels`,
    );
  }
  if (Array.isArray(value))
    return `[${value.map((item) => canonicalJson(item, depth + 1)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item, depth + 1)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The fingerprint of a request: method, path and body (key order ignored).
 *
 * @example
 * ```ts
 * requestFingerprint('POST', '/a', { b: 1, a: 2 }) === requestFingerprint('POST', '/a', { a: 2, b: 1 }); // true
 * ```
 */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()} ${path}\n${canonicalJson(body)}`)
    .digest('hex');
}

/** An answer to store and send. */
export interface IdempotentResult {
  status: ContentfulStatusCode;
  body: unknown;
}

/**
 * Runs a payment request at most once per key: the first request with a key runs `work`;
 * a retry with the same key and the same request gets the stored answer again (header
 * `Idempotent-Replayed: true`), without running `work`. The answer is kept when `work`
 * succeeds or fails with a {@link PaymentFailure} (the payment was attempted); other errors
 * (cart not ready, version conflicts, …) release the key, so the same key may be retried.
 * A key is remembered {@link IDEMPOTENCY_KEY_LIFETIME_MS} (24 h on the sandbox clock) from its
 * first use; after that the same key starts a new request, as with Stripe.
 *
 * @throws {SandboxHttpError} 422 `IdempotencyKeyReused` for the same key with another method,
 *   path or body; 409 `IdempotentRequestInProgress` while the first request still runs.
 *
 * @example
 * ```ts
 * return runIdempotent(context, c, { scope, key, fingerprint }, () => payCart(context, input));
 * ```
 */
export async function runIdempotent(
  context: Pick<SandboxContext, 'db' | 'clock'>,
  c: Context,
  request: { scope: string; key: string; fingerprint: string },
  work: () => Promise<IdempotentResult>,
): Promise<Response> {
  const { db, clock } = context;
  const { scope, key, fingerprint } = request;
  const now = clock.now();
  await db.orm
    .delete(paymentIdempotencyKeys)
    .where(
      and(
        eq(paymentIdempotencyKeys.scope, scope),
        eq(paymentIdempotencyKeys.key, key),
        lte(
          paymentIdempotencyKeys.createdAt,
          new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS),
        ),
      ),
    );
  const claimed = await db.orm
    .insert(paymentIdempotencyKeys)
    .values({ scope, key, fingerprint, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: paymentIdempotencyKeys.key });
  if (claimed.length === 0) {
    const existing = await firstRow(
      db.orm,
      paymentIdempotencyKeys,
      eq(paymentIdempotencyKeys.scope, scope),
      eq(paymentIdempotencyKeys.key, key),
    );
    if (existing && existing.fingerprint !== fingerprint) {
      throw new SandboxHttpError(
        422,
        'IdempotencyKeyReused',
        'This Idempotency-Key was already used with a different request (method, path or body) in the last 24 hours; send the same request again, or use a new key for a new one',
      );
    }
    if (existing?.completedAt && existing.statusCode !== null) {
      c.header(REPLAYED_HEADER, 'true');
      return c.json(existing.response as object, existing.statusCode as ContentfulStatusCode);
    }
    throw new SandboxHttpError(
      409,
      'IdempotentRequestInProgress',
      'A request with this Idempotency-Key is still being processed; retry shortly',
    );
  }

  const keep = async (status: number, body: unknown) => {
    await db.orm
      .update(paymentIdempotencyKeys)
      .set({ statusCode: status, response: body, completedAt: clock.now() })
      .where(
        and(
          eq(paymentIdempotencyKeys.scope, scope),
          eq(paymentIdempotencyKeys.key, key),
          isNull(paymentIdempotencyKeys.completedAt),
        ),
      );
  };
  let result: IdempotentResult;
  try {
    result = await work();
  } catch (error) {
    if (error instanceof PaymentFailure) {
      await keep(error.status, { ...error.extra, title: error.title, detail: error.detail });
    } else {
      await db.orm
        .delete(paymentIdempotencyKeys)
        .where(and(eq(paymentIdempotencyKeys.scope, scope), eq(paymentIdempotencyKeys.key, key)));
    }
    throw error;
  }
  await keep(result.status, result.body);
  return c.json(result.body as object, result.status);
}
