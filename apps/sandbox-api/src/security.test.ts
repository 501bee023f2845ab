import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSandboxApp } from './app.ts';
import { loadConfig } from './config.ts';
import { MAX_JSON_BODY_BYTES, MAX_JSON_DEPTH } from './http/guard.ts';
import { INTERNAL_ERROR_DETAIL } from './http/problem.ts';
import { createTestSandbox } from './testing.ts';
import type { TestSandbox } from './testing.ts';
import { findStorefront } from './services/identity/storefronts.ts';
import { consumeNonce } from './services/payments/nonces.ts';

// Issue 14, items 3, 5 and 8, and the test-only shortcuts: the request guard, opaque 500s,
// CORS for the brands' origins and SANDBOX_TEST_ROUTES. Every request goes through app.fetch.

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

/** Nothing of the database may show in an answer. */
const INTERNALS = /select|insert|update |password_hash|customers|where|\$1|stack|pglite/i;

const BOXUP = '/ecommerce/tenants/north-america/storefronts/boxup';
const PRICE = '/price/tenants/north-america/storefronts/boxup/productPrice';

describe('NUL characters (issue 14, item 3)', () => {
  // Each body would reach the database with a NUL in the named field.
  it.each([
    [
      'POST',
      '/auth/v1/north-america/login',
      { storeFrontId: 'boxup\u0000', email: 'demo@boxup.example', password: 'x' },
      'storeFrontId',
      'InvalidRequest',
    ],
    [
      'POST',
      '/auth/v1/north-america/resetPassword',
      { siteUrl: 'http://127.0.0.1:4200', storeFrontId: 'boxup', email: 'a\u0000@b.example' },
      'email',
      'InvalidRequest',
    ],
    [
      'PATCH',
      '/auth/v1/north-america/resetPassword',
      { ticketId: 'tkt\u0000', password: 'Boxes4All!' },
      'ticketId',
      'InvalidRequest',
    ],
    [
      'POST',
      '/auth/v1/north-america/refresh',
      { refreshToken: 'r\u0000' },
      'refreshToken',
      'InvalidRequest',
    ],
    [
      'POST',
      '/auth/v1/north-america/logout',
      { refreshToken: 'r\u0000' },
      'refreshToken',
      'InvalidRequest',
    ],
    [
      'POST',
      '/idp/dbconnections/signup',
      {
        client_id: 'boxup-storefront\u0000',
        connection: 'boxup',
        email: 'new@example.com',
        password: 'Boxes4All!',
      },
      'client_id',
      'InvalidRequest',
    ],
    [
      'POST',
      '/content/forms/contact/submissions',
      {
        storefrontId: 'boxup',
        locale: 'en',
        values: { name: 'Rosa\u0000', email: 'r@example.com', message: 'Hi' },
      },
      'values.name',
      'ValidationError',
    ],
    [
      'POST',
      PRICE,
      { productKey: 'custom\u0000', quantities: '1' },
      'productKey',
      'ValidationError',
    ],
    [
      'POST',
      '/price/tenants/north-america/productConfigUrl',
      { productKey: 'custom\u0000', storefrontId: 'boxup' },
      'productKey',
      'ValidationError',
    ],
    [
      'POST',
      '/session/generateUniqueURL',
      {
        storefrontId: 'boxup\u0000',
        siteUrl: 'http://127.0.0.1:4200',
        kind: 'product',
        productKey: 'custom-mailer-box',
        name: 'Ada',
      },
      'storefrontId',
      'ValidationError',
    ],
    [
      'POST',
      `${BOXUP}/order-quotation`,
      {
        kind: 'quote',
        productKey: 'custom-mailer-box',
        productName: 'Custom Mailer Box',
        quantity: 5000,
        contact: { name: 'Rosa', email: 'q@example.com', phone: '+1 212 555 0100' },
        comments: 'soon\u0000',
      },
      'comments',
      'ValidationError',
    ],
  ])('%s %s with a NUL is a 400 naming the field', async (method, path, body, field, title) => {
    const response = await sandbox.fetch(path, json(method, body));
    const text = await response.text();

    expect(response.status, text).toBe(400);
    expect(JSON.parse(text)).toEqual({
      title,
      detail: `${field}: must not contain a NUL character`,
      errors: [{ path: field, message: 'must not contain a NUL character' }],
    });
    expect(text).not.toMatch(INTERNALS);
  });

  it('names a NUL in a key and in an array item', async () => {
    const response = await sandbox.fetch(
      PRICE,
      json('POST', { productKey: 'custom-mailer-box', quantities: ['1', '2\u0000'], 'a\u0000': 1 }),
    );
    const body = (await response.json()) as { errors: Array<{ path: string }> };

    expect(response.status).toBe(400);
    expect(body.errors.map((error) => error.path)).toEqual(['quantities.1', 'a\\u0000']);
  });

  it.each([
    [`${BOXUP}/carts/abc%00`, 'path'],
    [`${BOXUP}/orders/abc%00`, 'path'],
    ['/session/shared/abc%00', 'path'],
    ['/session/shared/abc%00/design', 'path'],
    [`${PRICE}?productKey=custom%00`, 'productKey'],
    ['/address-lookup/find?text=Main%00', 'text'],
  ])('GET %s is a 400 naming %s', async (path, field) => {
    const response = await sandbox.fetch(path);
    const text = await response.text();

    expect(response.status, text).toBe(400);
    expect(JSON.parse(text)).toMatchObject({
      title: 'ValidationError',
      detail: `${field}: must not contain a NUL character`,
    });
    expect(text).not.toMatch(INTERNALS);
  });

  it('leaves other input alone: the same routes without a NUL answer as before', async () => {
    const price = await sandbox.fetch(`${PRICE}?productKey=custom-mailer-box&quantities=1`);
    expect(price.status).toBe(200);
    const login = await sandbox.fetch(
      '/auth/v1/north-america/login',
      json('POST', { storeFrontId: 'boxup', email: 'nobody@example.com', password: 'x' }),
    );
    expect(login.status).toBe(401);
  });
});

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

describe('body size and depth (issue 14, item 5)', () => {
  const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

  it('answers 400 for 5,000 levels of deviceData before the payment route runs', async () => {
    const body = `{"paymentType":"braintree","nonce":"fake-valid-nonce","deviceData":${nested(5000)}}`;
    const anonymous = (await (
      await sandbox.fetch('/anon/boxupAnonServiceKey001/token', { method: 'POST' })
    ).json()) as { anonymousToken: string };
    const response = await sandbox.fetch(
      `/payments/tenants/north-america/storefronts/boxup/carts/crt_1/payments`,
      json('POST', body, {
        'Idempotency-Key': 'deep-1',
        Authorization: `Bearer ${anonymous.anonymousToken}`,
      }),
    );
    const text = await response.text();

    expect(response.status, text).toBe(400);
    expect(JSON.parse(text)).toMatchObject({
      title: 'ValidationError',
      detail: `body: is nested deeper than ${MAX_JSON_DEPTH} levels`,
    });
  });

  it('takes nesting up to the limit, and counts brackets inside strings as text', async () => {
    const atLimit = await sandbox.fetch(
      PRICE,
      json('POST', `{"productKey":"custom-mailer-box","x":${nested(MAX_JSON_DEPTH - 1)}}`),
    );
    expect(atLimit.status).not.toBe(400);
    const inString = await sandbox.fetch(
      '/auth/v1/north-america/login',
      json('POST', { storeFrontId: 'boxup', email: 'a@b.example', password: '['.repeat(5000) }),
    );
    expect(inString.status).toBe(401);
  });

  it.each([
    ['/auth/v1/north-america/login'],
    ['/idp/dbconnections/signup'],
    [`${BOXUP}/order-quotation`],
    ['/content/forms/contact/submissions'],
  ])('answers 413 for a body above 1 MB on %s', async (path) => {
    const body = JSON.stringify({ padding: 'x'.repeat(MAX_JSON_BODY_BYTES) });
    const response = await sandbox.fetch(path, json('POST', body));

    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      title: 'PayloadTooLarge',
      detail: 'The request body is larger than 1 MB',
    });
  });

  it('answers 413 for a body without Content-Length too (read in chunks, then refused)', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > MAX_JSON_BODY_BYTES + chunk.byteLength) controller.close();
        else {
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        }
      },
    });
    const response = await sandbox.app.fetch(
      new Request('http://sandbox.test/auth/v1/north-america/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
  });

  it('lets design documents be larger than 1 MB (their own limit applies)', async () => {
    const body = JSON.stringify({ padding: 'x'.repeat(MAX_JSON_BODY_BYTES + 1) });
    const response = await sandbox.fetch('/session/designs', json('POST', body));
    expect(response.status).toBe(401); // reached the route, which wants a bearer first
  });
});

describe('JSON content type (issue 14, item 8)', () => {
  const openRoutes: Array<[string, unknown]> = [
    [
      '/idp/dbconnections/signup',
      {
        client_id: 'boxup-storefront',
        connection: 'boxup',
        email: 'csrf@example.com',
        password: 'Boxes4All!',
      },
    ],
    [
      '/auth/v1/north-america/resetPassword',
      { siteUrl: 'http://127.0.0.1:4200', storeFrontId: 'boxup', email: 'demo@boxup.example' },
    ],
    [
      `${BOXUP}/order-quotation`,
      {
        kind: 'quote',
        productKey: 'custom-mailer-box',
        productName: 'Custom Mailer Box',
        quantity: 5000,
        contact: { name: 'Rosa', email: 'q@example.com', phone: '+1 212 555 0100' },
      },
    ],
    [
      '/session/generateUniqueURL',
      {
        storefrontId: 'boxup',
        siteUrl: 'http://127.0.0.1:4200',
        kind: 'product',
        productKey: 'custom-mailer-box',
        name: 'Ada',
        email: 'victim@example.com',
      },
    ],
    [
      '/content/forms/contact/submissions',
      {
        storefrontId: 'boxup',
        locale: 'en',
        values: { name: 'Rosa', email: 'r@example.com', message: 'Hi' },
      },
    ],
  ];

  it.each(openRoutes)('answers 415 to JSON sent as text/plain to %s', async (path, body) => {
    // What a form or fetch() on any web page can send without a CORS preflight.
    const response = await sandbox.fetch(path, { method: 'POST', body: JSON.stringify(body) });
    expect(response.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      title: 'UnsupportedMediaType',
      detail: 'Send the request body as JSON with Content-Type: application/json (got text/plain)',
    });
  });

  it.each([
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'text/plain; charset=utf-8',
  ])('answers 415 to %s', async (type) => {
    const response = await sandbox.fetch('/idp/dbconnections/signup', {
      method: 'POST',
      headers: { 'Content-Type': type },
      body: '{"client_id":"boxup-storefront"}',
    });
    expect(response.status).toBe(415);
  });

  it('stores nothing and mails nothing for a refused text/plain request', async () => {
    const before = (await sandbox
      .fetch('/__sandbox/outbox?to=victim@example.com')
      .then((r) => r.json())) as { messages: unknown[] };
    const [path, body] = openRoutes[3] as [string, unknown];
    await sandbox.fetch(path, { method: 'POST', body: JSON.stringify(body) });
    const after = (await sandbox
      .fetch('/__sandbox/outbox?to=victim@example.com')
      .then((r) => r.json())) as { messages: unknown[] };
    expect(after.messages).toHaveLength(before.messages.length);
  });

  it('accepts application/json with a charset, and body-less POSTs without a type', async () => {
    const anonymous = await sandbox.fetch('/anon/boxupAnonServiceKey001/token', {
      method: 'POST',
    });
    expect(anonymous.status).toBe(200);
    const price = await sandbox.fetch(PRICE, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ productKey: 'custom-mailer-box', quantities: '1' }),
    });
    expect(price.status).toBe(200);
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
  let closed: TestSandbox;
  beforeAll(async () => {
    closed = await createTestSandbox({ testRoutes: false });
  });
  afterAll(() => closed.close());

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
