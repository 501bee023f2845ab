import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { SandboxContext } from '../../context.ts';
import { paymentIdempotencyKeys } from '../../db/schema.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import { PaymentFailure } from './errors.ts';

/** The request header carrying the key. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The response header set on a replayed answer. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

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

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
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
  const claimed = await db.orm
    .insert(paymentIdempotencyKeys)
    .values({ scope, key, fingerprint, createdAt: clock.now() })
    .onConflictDoNothing()
    .returning({ key: paymentIdempotencyKeys.key });
  if (claimed.length === 0) {
    const [existing] = await db.orm
      .select()
      .from(paymentIdempotencyKeys)
      .where(and(eq(paymentIdempotencyKeys.scope, scope), eq(paymentIdempotencyKeys.key, key)));
    if (existing && existing.fingerprint !== fingerprint) {
      throw new SandboxHttpError(
        422,
        'IdempotencyKeyReused',
        'This Idempotency-Key was already used for a different request; use a new key',
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
