import { describe, expect, it, vi } from 'vitest';
import { createSandboxApp } from './app.ts';
import { loadConfig } from './config.ts';
import { INTERNAL_ERROR_DETAIL } from './http/problem.ts';
import { BOXUP, INTERNALS } from './http/guard.test-setup.ts';
import { json } from './http/json-request.test-setup.ts';
import type { TestSandbox } from './testing.ts';
import { findStorefront } from './services/identity/storefronts.ts';
import { consumeNonce } from './services/payments/nonces.ts';
import { sandboxPerFile } from './testing.ts';

// Issue 14, items 3 and 8, and the test-only shortcuts: opaque 500s, CORS for the brands'
// origins and SANDBOX_TEST_ROUTES. The request guard has its own tests (`http/guard-*.test.ts`).

const sandbox = sandboxPerFile();

describe('opaque 500s (issue 14, item 3)', () => {
  it('answers { title, detail, requestId } only, and logs the error under that request id', async () => {
    const leaky = new Error(
      'Failed query: select password_hash from customers where email = $1\nparams: demo@boxup.example',
    );
    const app = createSandboxApp({
      ...sandbox,
      db: { ...sandbox.db, query: () => Promise.reject(leaky) },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await app.request('/health');
      const text = await response.text();
      const body = JSON.parse(text) as Record<string, unknown>;

      expect(response.status).toBe(500);
      expect(body).toEqual({
        title: 'InternalServerError',
        detail: INTERNAL_ERROR_DETAIL,
        requestId: response.headers.get('X-Request-Id'),
      });
      expect(text).not.toMatch(INTERNALS);
      expect(logged).toHaveBeenCalledWith(
        `sandbox-api [${String(body['requestId'])}] GET /health failed:`,
        leaky,
      );
    } finally {
      logged.mockRestore();
    }
  });
});

describe('CORS (issue 14, item 8)', () => {
  const preflight = (origin: string) =>
    sandbox.fetch('/idp/dbconnections/signup', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });

  it.each([
    'http://127.0.0.1:4200',
    'http://localhost:4200',
    'http://127.0.0.1:4201',
    'http://127.0.0.1:4202',
    'http://localhost:6006',
  ])('allows the brand or Storybook origin %s', async (origin) => {
    const response = await preflight(origin);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBe('true');
  });

  it.each(['https://evil.example', 'http://localhost:8080', 'http://127.0.0.1:4300', 'null'])(
    'gives %s no CORS headers',
    async (origin) => {
      const response = await preflight(origin);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
      const simple = await sandbox.fetch('/health', { headers: { Origin: origin } });
      expect(simple.headers.get('Access-Control-Allow-Origin')).toBeNull();
    },
  );

  it('takes its origins from SANDBOX_CORS_ORIGINS when set', async () => {
    const config = loadConfig({
      SANDBOX_CORS_ORIGINS: 'https://shop.example, http://127.0.0.1:5555',
    });
    expect(config.corsOrigins).toEqual(['https://shop.example', 'http://127.0.0.1:5555']);
    const app = createSandboxApp({ ...sandbox, config: { ...sandbox.config, ...config } });
    const allowed = await app.request('/health', { headers: { Origin: 'https://shop.example' } });
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://shop.example');
    const brand = await app.request('/health', { headers: { Origin: 'http://127.0.0.1:4200' } });
    expect(brand.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('test-only shortcuts need SANDBOX_TEST_ROUTES=1', () => {
  const closed = sandboxPerFile({ testRoutes: false });

  it('are off unless SANDBOX_TEST_ROUTES is on, whatever NODE_ENV says', () => {
    expect(loadConfig({}).testRoutes).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).testRoutes).toBe(false);
    expect(loadConfig({ SANDBOX_TEST_ROUTES: '1' }).testRoutes).toBe(true);
  });

  it.each([
    ['GET', '/__sandbox/clock'],
    ['POST', '/__sandbox/clock/advance'],
    ['POST', '/__sandbox/config/token-lifetimes'],
    ['GET', '/__sandbox/outbox'],
    ['POST', `${BOXUP}/__sandbox/carts/crt_1/lineitems/l1/drift`],
    ['GET', '/analytics/__events'],
  ])('%s %s does not exist', async (method, path) => {
    const response = await closed.fetch(path, json(method, method === 'GET' ? undefined : {}));
    expect(response.status).toBe(404);
  });

  /** A boxup cart of a new anonymous session with one line, on `target`. */
  async function cartOn(target: TestSandbox) {
    const anonymous = (await (
      await target.fetch('/anon/boxupAnonServiceKey001/token', { method: 'POST' })
    ).json()) as { anonymousToken: string };
    const auth = { Authorization: `Bearer ${anonymous.anonymousToken}` };
    const created = await target.fetch(`${BOXUP}/carts`, json('POST', {}, auth));
    expect(created.status, await created.clone().text()).toBeLessThan(300);
    const cart = (await created.json()) as { id: string; version: number };
    return { cart, auth };
  }

  it('refuses the SANDBOX100 coupon; with test routes on it applies', async () => {
    for (const [target, expected] of [
      [closed, 400],
      [sandbox, 200],
    ] as const) {
      const { cart, auth } = await cartOn(target);
      const response = await target.fetch(
        `${BOXUP}/carts/${cart.id}/couponCode`,
        json('PATCH', { couponCode: 'SANDBOX100', version: cart.version }, auth),
      );
      const text = await response.text();
      expect(response.status, text).toBe(expected);
      if (expected === 400) expect(JSON.parse(text)).toMatchObject({ title: 'InvalidCouponCode' });
    }
  });

  it('refuses the reusable fake nonces; with test routes on they work every time', async () => {
    const storefront = await findStorefront(closed.db, 'north-america', 'boxup');
    if (!storefront) throw new Error('the boxup store is seeded');
    await expect(consumeNonce(closed, storefront, 'fake-valid-nonce')).rejects.toMatchObject({
      code: 'TRANSACTION_PAYMENT_METHOD_NONCE_UNKNOWN',
    });
    for (let i = 0; i < 2; i += 1) {
      await expect(consumeNonce(sandbox, storefront, 'fake-valid-nonce')).resolves.toMatchObject({
        outcome: 'approved',
      });
    }
  });
});
