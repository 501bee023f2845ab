import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../http/expect-answer.test-setup.ts';
import { createSandboxClock } from '../../clock.ts';
import type { SandboxEnv } from '../../context.ts';
import { errorProblem } from '../../http/problem.ts';
import { sandboxPerFile } from '../../testing.ts';
import {
  IDEMPOTENCY_KEY_LIFETIME_MS,
  readIdempotencyKey,
  requestFingerprint,
  runIdempotent,
} from './idempotency.ts';

// Issue 14: idempotency keys expire after 24 h on the sandbox clock, and a key reused with a
// different request is an error, as with Stripe.

const sandbox = sandboxPerFile({
  clock: createSandboxClock({ start: new Date('2031-06-04T15:00:00.000Z'), frozen: true }),
});
let app: Hono<SandboxEnv>;
let runs = 0;

beforeAll(async () => {
  // A payment-like route: every run of the work is a new "charge" with its own number.
  app = new Hono<SandboxEnv>()
    .post('/charges', async (c) => {
      const body = (await c.req.json()) as Record<string, unknown>;
      const key = readIdempotencyKey(c, true) as string;
      return runIdempotent(
        sandbox,
        c,
        { scope: 'test', key, fingerprint: requestFingerprint('POST', '/charges', body) },
        async () => {
          runs += 1;
          return { status: 201, body: { charge: runs, ...body } };
        },
      );
    })
    .onError(errorProblem);
});

const charge = (key: string, body: Record<string, unknown>) =>
  app.request('/charges', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });

describe('runIdempotent', () => {
  it('replays the answer to the same key and body, key order ignored, without running again', async () => {
    const first = await charge('key-replay', { amount: 100, currency: 'usd' });
    const again = await charge('key-replay', { currency: 'usd', amount: 100 });

    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
  });

  it('answers 422 IdempotencyKeyReused to the same key with another body, and runs nothing', async () => {
    await charge('key-reused', { amount: 100 });
    const before = runs;

    const reused = await charge('key-reused', { amount: 999 });

    await expectAnswer(reused, 422, {
      title: 'IdempotencyKeyReused',
      detail:
        'This Idempotency-Key was already used with a different request (method, path or body) in the last 24 hours; send the same request again, or use a new key for a new one',
    });
    expect(runs).toBe(before);
  });

  it('remembers a key for 24 hours on the sandbox clock, then takes it as a new request', async () => {
    const first = await charge('key-expiry', { amount: 100 });
    const { charge: firstCharge } = (await first.json()) as { charge: number };

    sandbox.clock.advance(IDEMPOTENCY_KEY_LIFETIME_MS - 1);
    const justBefore = await charge('key-expiry', { amount: 100 });
    expect(justBefore.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await charge('key-expiry', { amount: 5 })).status).toBe(422);

    sandbox.clock.advance(1);
    const afterwards = await charge('key-expiry', { amount: 5 });
    expect(afterwards.status).toBe(201);
    expect(afterwards.headers.get('Idempotent-Replayed')).toBeNull();
    const { charge: newCharge } = (await afterwards.json()) as { charge: number };
    expect(newCharge).toBeGreaterThan(firstCharge);

    // The new use starts a new 24 hours.
    expect((await charge('key-expiry', { amount: 100 })).status).toBe(422);
  });

  it('fingerprints method, path and body, ignoring key order', () => {
    expect(IDEMPOTENCY_KEY_LIFETIME_MS).toBe(24 * 60 * 60 * 1000);
    expect(requestFingerprint('POST', '/a', { b: 1, a: 2 })).toBe(
      requestFingerprint('POST', '/a', { a: 2, b: 1 }),
    );
    expect(requestFingerprint('POST', '/a', { a: 1 })).not.toBe(
      requestFingerprint('POST', '/b', { a: 1 }),
    );
  });

  it('refuses a body nested deeper than the guard allows instead of overflowing the stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 5000; i += 1) deep = { a: deep };
    expect(() => requestFingerprint('POST', '/a', deep)).toThrow(/nested deeper than/);
  });
});
