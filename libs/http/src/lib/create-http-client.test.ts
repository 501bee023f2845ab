import { Hono } from 'hono';
import ky, { isTimeoutError } from 'ky';
import { createServer } from 'node:net';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, isApiError } from './api-error';
import { ConfigurationError } from './configuration-error';
import { createHttpClient } from './create-http-client';
import { failureOf } from './testing/failure-of';
import type { HttpClientOptions } from './create-http-client';
import { TransformError, isTransformError } from './transform-error';

const PREFIX = 'http://sandbox.test/api';

const cartSchema = z.object({
  id: z.string(),
  lineItems: z.array(z.object({ sku: z.string(), price: z.number() })),
});

function createSandbox() {
  const calls: { method: string; path: string; authorization: string | undefined }[] = [];
  const app = new Hono().basePath('/api');
  app.use(async (c, next) => {
    calls.push({
      method: c.req.method,
      path: c.req.path,
      authorization: c.req.header('authorization'),
    });
    await next();
  });
  app.get('/carts/:id', (c) =>
    c.json({ id: c.req.param('id'), lineItems: [{ sku: 'BOX-S', price: 12.5 }] }),
  );
  app.get('/carts-with-bad-price/:id', (c) =>
    c.json({ id: c.req.param('id'), lineItems: [{ sku: 'BOX-S', price: 'twelve' }] }),
  );
  app.get('/moved', (c) =>
    c.json({ message: 'Cart moved to another storefront' }, 302, {
      location: '/api/elsewhere',
    }),
  );
  app.get('/missing', (c) =>
    c.json({ title: 'CartNotFound', detail: 'Cart 42 does not exist' }, 404),
  );
  app.get('/broken', (c) =>
    c.json({ error_description: 'Database unavailable', code: 'DB_DOWN' }, 500),
  );
  app.get('/gone', (c) => c.body(null, 404));
  app.get('/conflict', (c) => c.json({ description: 'Version mismatch' }, 409));
  app.get('/plain-failure', (c) => c.text('Upstream exploded', 502));
  app.post('/payments', (c) => c.json({ message: 'CARD_DECLINED:Your card was declined.' }, 402));
  app.post('/echo', async (c) =>
    c.json({
      body: (await c.req.json()) as unknown,
      query: c.req.queries(),
      contentType: c.req.header('content-type'),
      accept: c.req.header('accept'),
      custom: c.req.header('x-brand') ?? null,
    }),
  );
  app.delete('/carts/:id', (c) => c.body(null, 204));
  app.get('/not-json', (c) => c.body('{"id":', 200, { 'content-type': 'application/json' }));
  app.get('/text', (c) => c.text('https://config.example/product.json'));
  return { app, calls };
}

function client(overrides: Partial<HttpClientOptions> = {}) {
  const sandbox = createSandbox();
  const http = createHttpClient({
    prefixUrl: PREFIX,
    fetch: sandbox.app.fetch,
    errorCodes: { 404: 'ECX033', '5xx': 'ECX018', '4xx': 'ECX023', all: 'ECX022' },
    ...overrides,
  });
  return { http, ...sandbox };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createHttpClient: success', () => {
  it('returns 2xx JSON parsed and typed by the schema', async () => {
    const { http } = client();
    const cart = await http.get('carts/42', { schema: cartSchema });
    expect(cart).toEqual({ id: '42', lineItems: [{ sku: 'BOX-S', price: 12.5 }] });
    expectTypeOf(cart).toEqualTypeOf<z.output<typeof cartSchema>>();
  });

  it('applies the transformer to the parsed body', async () => {
    const { http } = client();
    const total = await http.get('carts/42', {
      schema: cartSchema,
      transform: (cart) => cart.lineItems.reduce((sum, item) => sum + item.price, 0),
    });
    expect(total).toBe(12.5);
    expectTypeOf(total).toEqualTypeOf<number>();
  });

  it('sends JSON bodies, repeated query keys, client and request headers', async () => {
    const { http } = client({ headers: { 'x-brand': 'showroom' } });
    const echoed = await http.post('/echo', {
      json: { couponCode: 'SAVE10' },
      searchParams: { recalculate: true, 'recalculationConfigs[]': ['tax', 'shipping'] },
    });
    expect(echoed).toEqual({
      body: { couponCode: 'SAVE10' },
      query: { recalculate: ['true'], 'recalculationConfigs[]': ['tax', 'shipping'] },
      contentType: 'application/json',
      accept: 'application/json',
      custom: 'showroom',
    });
  });

  it('returns undefined for an empty body and text for a non-JSON body', async () => {
    const { http } = client();
    await expect(http.delete('carts/42')).resolves.toBeUndefined();
    await expect(http.get('text')).resolves.toBe('https://config.example/product.json');
  });
});

describe('createHttpClient: failures', () => {
  it('fails on 302 with the "all" code and the message from the body', async () => {
    const { http } = client();
    const error = await failureOf(http.get('moved'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 302,
      code: 'ECX022',
      kind: 'api',
      message: 'Cart moved to another storefront',
      detail: 'Cart moved to another storefront',
      userMessage: 'Error occured while fetching cart info',
    });
  });

  it('fails on 404 with the exact-status code, service message and service code', async () => {
    const { http } = client();
    const error = await failureOf(http.get('missing'));
    expect(error).toMatchObject({
      status: 404,
      code: 'ECX033',
      message: 'Cart 42 does not exist',
      serviceCode: 'CartNotFound',
      body: { title: 'CartNotFound', detail: 'Cart 42 does not exist' },
    });
    expect((error as ApiError).response?.status).toBe(404);
  });

  it.each([
    [
      'fails on 500 with the 5xx code and error_description',
      'broken',
      { status: 500, code: 'ECX018', message: 'Database unavailable', serviceCode: 'DB_DOWN' },
    ],
    [
      'maps other 4xx to the 4xx code',
      'conflict',
      { status: 409, code: 'ECX023', message: 'Version mismatch' },
    ],
    [
      'reads plain-text bodies',
      'plain-failure',
      { status: 502, code: 'ECX018', message: 'Upstream exploded' },
    ],
    [
      'uses the catalogue message when the body has none',
      'gone',
      {
        status: 404,
        code: 'ECX033',
        detail: undefined,
        message: 'Unable to create your cart. Please try again.',
      },
    ],
  ])('%s', async (_, path, failure) => {
    const { http } = client();
    await expect(http.get(path)).rejects.toMatchObject(failure);
  });

  it('splits CODE:detail payment errors and lets a handler function pick the code', async () => {
    const { http } = client({
      errorCodes: {
        all: (failure) =>
          failure.serviceCode === 'TRANSACTION_PAYMENT_METHOD_NONCE_CONSUMED' ? 'ECX043' : 'ECX041',
      },
    });
    await expect(http.post('payments', { json: { nonce: 'fake' } })).rejects.toMatchObject({
      status: 402,
      code: 'ECX041',
      serviceCode: 'CARD_DECLINED',
      message: 'Your card was declined.',
    });
  });

  it('does not retry by default', async () => {
    const { http, calls } = client();
    await expect(http.get('broken')).rejects.toBeInstanceOf(ApiError);
    expect(calls.filter((call) => call.path === '/api/broken')).toHaveLength(1);
  });

  it('raises TransformError naming the failing field when the schema rejects the body', async () => {
    const { http } = client();
    const error = await failureOf(http.get('carts-with-bad-price/42', { schema: cartSchema }));
    expect(isTransformError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'ECX003', kind: 'transform', path: 'lineItems[0].price' });
    expect((error as TransformError).message).toContain('lineItems[0].price');
    expect((error as TransformError).issues).toEqual([
      { path: 'lineItems[0].price', message: 'Invalid input: expected number, received string' },
    ]);
  });

  it('raises TransformError when the transformer throws', async () => {
    const { http } = client();
    const failure = new RangeError('quantity below minimum');
    const error = await failureOf(
      http.get('carts/42', {
        transform: () => {
          throw failure;
        },
      }),
    );
    expect(error).toBeInstanceOf(TransformError);
    // The body had its shape (ECX003 is for that); transforming it failed: ECX002.
    expect(error).toMatchObject({ code: 'ECX002', cause: failure });
    expect((error as TransformError).message).toContain('quantity below minimum');
  });

  it('raises TransformError for a JSON response that does not parse', async () => {
    const { http } = client();
    await expect(http.get('not-json')).rejects.toMatchObject({ kind: 'transform', code: 'ECX003' });
  });

  it('turns a network failure into ApiError with status 0', async () => {
    const networkDown = new TypeError('fetch failed');
    const http = createHttpClient({
      prefixUrl: PREFIX,
      fetch: () => Promise.reject(networkDown),
      errorCodes: { 404: 'ECX033', all: 'ECX022' },
    });
    const error = await failureOf(http.get('carts/42'));
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 0, code: 'ECX022', cause: networkDown });
    expect((error as ApiError).message).toContain('GET carts/42 got no response');
  });

  it('turns a refused connection of the real fetch into ApiError with status 0', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const http = createHttpClient({
      prefixUrl: `http://127.0.0.1:${port}/api`,
      errorCodes: { all: 'ECX022' },
    });
    await expect(http.get('carts/42')).rejects.toMatchObject({ status: 0, code: 'ECX022' });
  });

  it('turns an aborted request into ApiError with status 0', async () => {
    const { app } = createSandbox();
    const http = createHttpClient({
      prefixUrl: PREFIX,
      // Like the platform fetch, refuse a request whose signal is aborted.
      fetch: (request) =>
        request.signal.aborted ? Promise.reject(request.signal.reason) : app.fetch(request),
      errorCodes: { all: 'ECX022' },
    });
    const controller = new AbortController();
    controller.abort();
    await expect(http.get('carts/42', { signal: controller.signal })).rejects.toMatchObject({
      status: 0,
      code: 'ECX022',
    });
  });
});

describe('createHttpClient: bearer token', () => {
  it('sends the token from getBearerToken', async () => {
    const { http, calls } = client({ getBearerToken: async () => 'access-1' });
    await http.get('carts/42');
    expect(calls.at(-1)?.authorization).toBe('Bearer access-1');
  });

  it('sends nothing when there is no token or bearer is false', async () => {
    const { http, calls } = client({ getBearerToken: () => undefined });
    await http.get('carts/42');
    expect(calls.at(-1)?.authorization).toBeUndefined();

    const withToken = client({ getBearerToken: () => 'access-1' });
    await withToken.http.get('carts/42', { bearer: false });
    expect(withToken.calls.at(-1)?.authorization).toBeUndefined();
  });

  it('prefers a per-request token and an explicit authorization header', async () => {
    const getBearerToken = vi.fn(() => 'access-1');
    const { http, calls } = client({ getBearerToken });
    await http.get('carts/42', { bearer: 'anonymous-7' });
    expect(calls.at(-1)?.authorization).toBe('Bearer anonymous-7');
    await http.get('carts/42', { headers: { authorization: 'Basic abc' } });
    expect(calls.at(-1)?.authorization).toBe('Basic abc');
    expect(getBearerToken).not.toHaveBeenCalled();
  });
});

describe('createHttpClient: no timeout', () => {
  function slowFetch() {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetch = async () => {
      await released;
      return Response.json({ id: 'slow' });
    };
    return { fetch, release };
  }

  it('waits for a response however long it takes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fetch, release } = slowFetch();
    const http = createHttpClient({ prefixUrl: PREFIX, fetch, errorCodes: { all: 'ECX022' } });
    const pending = http.get('carts/slow');
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    release();
    await expect(pending).resolves.toEqual({ id: 'slow' });
  });

  it('(control) plain ky with its default timeout would have given up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { fetch, release } = slowFetch();
    const pending = ky.get(`${PREFIX}/carts/slow`, { fetch, retry: 0 }).then(
      () => 'resolved',
      (error: unknown) => (isTimeoutError(error) ? 'timed out' : 'other'),
    );
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    release();
    await expect(pending).resolves.toBe('timed out');
  });
});

describe('createHttpClient: configuration', () => {
  it('requires at least one code mapping', () => {
    expect(() => createHttpClient({ prefixUrl: PREFIX, errorCodes: {} })).toThrow(
      /at least one code mapping must be supplied/,
    );
  });

  it('names each wrong option', () => {
    const thrown = (() => {
      try {
        createHttpClient({
          prefixUrl: ' ',
          errorCodes: { 404: 'ECX404' } as unknown as HttpClientOptions['errorCodes'],
          retry: -1,
        });
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(thrown).toBeInstanceOf(ConfigurationError);
    const paths = (thrown as ConfigurationError).issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['prefixUrl', 'errorCodes[404]', 'retry']));
  });
});
