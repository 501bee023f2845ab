import { Hono } from 'hono';
import type * as KyModule from 'ky';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './create-http-client';

// The real ky, counted: how often the module is imported and how many instances are created.
// This file must not import ky itself, or the count would start at one.
const ky = vi.hoisted(() => ({ imports: 0, instances: 0 }));

vi.mock('ky', async (importOriginal) => {
  ky.imports += 1;
  const actual = await importOriginal<typeof KyModule>();
  const create = actual.default.create.bind(actual.default);
  const counted = Object.assign(
    (...args: Parameters<typeof actual.default>) => actual.default(...args),
    actual.default,
    {
      create: (...args: Parameters<typeof create>) => {
        ky.instances += 1;
        return create(...args);
      },
    },
  );
  return { ...actual, default: counted };
});

function sandbox() {
  const app = new Hono().basePath('/api');
  app.get('/carts/:id', (c) => c.json({ id: c.req.param('id') }));
  app.get('/missing', (c) => c.json({ detail: 'Cart 42 does not exist' }, 404));
  return app;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createHttpClient loads its sending code and ky on the first request', () => {
  it('imports ky once for two concurrent first requests, after the client was created', async () => {
    const http = createHttpClient({
      prefixUrl: 'http://sandbox.test/api',
      fetch: sandbox().fetch,
      errorCodes: { 404: 'ECX033', all: 'ECX022' },
    });
    await nextTask();
    expect(ky.imports).toBe(0);

    const [first, second] = await Promise.all([http.get('carts/1'), http.get('carts/2')]);
    expect([first, second]).toEqual([{ id: '1' }, { id: '2' }]);
    expect(ky).toMatchObject({ imports: 1, instances: 1 });

    // Later requests, failures included, use the same instance and ky's own HTTPError guard.
    await expect(http.get('missing')).rejects.toMatchObject({
      kind: 'api',
      status: 404,
      code: 'ECX033',
      message: 'Cart 42 does not exist',
    });
    await expect(http.get('carts/3')).resolves.toEqual({ id: '3' });
    expect(ky).toMatchObject({ imports: 1, instances: 1 });
  });

  it('gives each client its own instance of the loaded module', async () => {
    const instancesBefore = ky.instances;
    const http = createHttpClient({
      prefixUrl: 'http://sandbox.test/api',
      fetch: sandbox().fetch,
      errorCodes: { all: 'ECX022' },
    });
    expect(ky.instances).toBe(instancesBefore);
    await expect(http.get('carts/4')).resolves.toEqual({ id: '4' });
    expect(ky.instances).toBe(instancesBefore + 1);
  });

  it('is downloaded ahead by preloadHttpClient, and the first request imports nothing more', async () => {
    // A fresh module graph whose sending code is counted as it is imported.
    let imports = 0;
    vi.resetModules();
    vi.doMock('./http-exchange', async (importOriginal) => {
      imports += 1;
      return importOriginal();
    });
    const fresh = await import('./create-http-client');
    const http = fresh.createHttpClient({
      prefixUrl: 'http://sandbox.test/api',
      fetch: sandbox().fetch,
      errorCodes: { all: 'ECX022' },
    });
    expect(imports).toBe(0);

    await fresh.preloadHttpClient();
    expect(imports).toBe(1);
    await expect(http.get('carts/7')).resolves.toEqual({ id: '7' });
    expect(imports).toBe(1);
    vi.doUnmock('./http-exchange');
  });
});

describe('createHttpClient when its sending code cannot be loaded', () => {
  it('fails that request with ApiError status 0 and imports it again on the next one', async () => {
    // A fresh module graph, so that the sending code is imported again, and that import fails once.
    let attempts = 0;
    vi.resetModules();
    vi.doMock('./http-exchange', async (importOriginal) => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { createHttpClient: createFreshClient } = await import('./create-http-client');
    const http = createFreshClient({
      prefixUrl: 'http://sandbox.test/api',
      fetch: sandbox().fetch,
      errorCodes: { all: 'ECX022' },
    });

    await expect(http.get('carts/5')).rejects.toMatchObject({
      kind: 'api',
      status: 0,
      code: 'ECX022',
      message: expect.stringContaining('GET carts/5 got no response') as unknown,
    });
    await expect(http.get('carts/6')).resolves.toEqual({ id: '6' });
    expect(attempts).toBe(2);
  });
});
