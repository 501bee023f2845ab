import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isApiError } from './api-error';
import { ConfigurationError } from './configuration-error';
import { createServiceConnection, storePath } from './service-connection';

// The connection against a small recording service: which URL each client calls, with which
// token, and that failures keep each operation's ECX code.

function recordingService() {
  const calls: Array<{ url: string; authorization: string | null }> = [];
  const app = new Hono();
  app.all('*', (c) => {
    calls.push({ url: c.req.url, authorization: c.req.header('authorization') ?? null });
    return c.req.path.endsWith('/missing')
      ? c.json({ title: 'NotFound', detail: 'No such thing' }, 404)
      : c.json({ ok: true });
  });
  return { calls, fetch: app.fetch };
}

function connectionOf(overrides: { tenant?: string; token?: string | null } = {}) {
  const service = recordingService();
  const connection = createServiceConnection('test client options', {
    services: { ecommerce: 'http://svc.test/ecommerce/', session: 'http://svc.test/session' },
    storefrontId: 'boxup',
    ...(overrides.tenant === undefined
      ? { tenant: 'north-america' }
      : { tenant: overrides.tenant }),
    getBearerToken: () => (overrides.token === undefined ? 'token-1' : overrides.token),
    fetch: service.fetch,
  });
  return { connection, calls: service.calls };
}

describe('storePath', () => {
  it('encodes the tenant and the store id', () => {
    expect(storePath('north-america', 'boxup')).toBe('tenants/north-america/storefronts/boxup');
    expect(storePath('a/b', 'c d')).toBe('tenants/a%2Fb/storefronts/c%20d');
  });
});

describe('createServiceConnection', () => {
  it('calls a service at its base or below the store path, with the shopper’s token', async () => {
    const { connection, calls } = connectionOf();

    await connection.store('ecommerce', { all: 'ECX022' }).get('carts/42');
    await connection.http('session', { all: 'ECX013' }).get('designs');
    await connection.http('session', { all: 'ECX039' }, { bearer: false }).get('shared/abc');

    expect(calls).toEqual([
      {
        url: 'http://svc.test/ecommerce/tenants/north-america/storefronts/boxup/carts/42',
        authorization: 'Bearer token-1',
      },
      { url: 'http://svc.test/session/designs', authorization: 'Bearer token-1' },
      { url: 'http://svc.test/session/shared/abc', authorization: null },
    ]);
  });

  it('sends no token when the getter has none, and reuses one client per handler map', async () => {
    const { connection, calls } = connectionOf({ token: null });
    const codes = { all: 'ECX022' } as const;

    expect(connection.store('ecommerce', codes)).toBe(connection.store('ecommerce', codes));
    await connection.store('ecommerce', codes).get('carts/1');
    expect(calls[0]?.authorization).toBeNull();
    expect(await connection.token()).toBeUndefined();
  });

  it('maps failures to the operation’s ECX code', async () => {
    const { connection } = connectionOf();

    const error = await connection
      .store('ecommerce', { 404: 'ECX033', all: 'ECX022' })
      .get('missing')
      .catch((thrown: unknown) => thrown);

    expect(isApiError(error) && { status: error.status, code: error.code }).toEqual({
      status: 404,
      code: 'ECX033',
    });
  });

  it('gives absolute URLs of a service for calls that are not JSON', () => {
    const { connection } = connectionOf();

    expect(connection.url('ecommerce', '/uploads')).toBe('http://svc.test/ecommerce/uploads');
  });

  it('names every wrong option after the domain client’s own option', () => {
    const attempt = () =>
      createServiceConnection('catalog client options', {
        services: { price: 'not a url', session: 'ftp://svc.test/session' },
        tenant: ' ',
        storefrontId: 'boxup',
        getBearerToken: 'token' as unknown as () => string,
      });

    expect(attempt).toThrow(ConfigurationError);
    try {
      attempt();
    } catch (error) {
      expect((error as ConfigurationError).issues.map((issue) => issue.path)).toEqual([
        'priceUrl',
        'sessionUrl',
        'tenant',
        'getBearerToken',
      ]);
    }
  });

  it('requires the token getter where every call needs it', () => {
    const attempt = () =>
      createServiceConnection('orders client options', {
        services: { ecommerce: 'http://svc.test/ecommerce' },
        tenant: 'north-america',
        storefrontId: 'boxup',
        requireBearer: true,
      });

    expect(attempt).toThrow(
      expect.objectContaining({
        issues: [{ path: 'getBearerToken', message: 'Expected a function' }],
      }),
    );
  });

  it('refuses calls below the store path without a tenant', () => {
    const connection = createServiceConnection('designs client options', {
      services: { session: 'http://svc.test/session' },
      storefrontId: 'boxup',
    });

    expect(() => connection.store('session', { all: 'ECX013' })).toThrow(ConfigurationError);
    expect(connection.tenant).toBe('');
  });
});
