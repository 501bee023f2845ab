import { StorefrontError, isStorefrontError } from '@storefront/http';
import { describe, expect, it } from 'vitest';
import { analyticsWriteKeyOf, sandboxEndpoints } from './sandbox-endpoints';
import { resolveServiceEndpoints, ServiceEndpointError } from './service-endpoints';

describe('sandboxEndpoints', () => {
  it('is what an empty environment resolves to, on any sandbox origin', () => {
    expect(sandboxEndpoints()).toEqual(resolveServiceEndpoints({}));
    expect(sandboxEndpoints('http://localhost:9000')).toEqual(
      resolveServiceEndpoints({ VITE_SANDBOX_URL: 'http://localhost:9000/' }),
    );
  });
});

describe('resolveServiceEndpoints', () => {
  it('points every service at the local sandbox by default', () => {
    expect(resolveServiceEndpoints({})).toEqual({
      authentication: 'http://127.0.0.1:4010/auth',
      anonymous: 'http://127.0.0.1:4010/anon',
      identityProvider: 'http://127.0.0.1:4010/idp',
      ecommerce: 'http://127.0.0.1:4010/ecommerce',
      payments: 'http://127.0.0.1:4010/payments',
      content: 'http://127.0.0.1:4010/content',
      price: 'http://127.0.0.1:4010/price',
      products: 'http://127.0.0.1:4010/products',
      selector: 'http://127.0.0.1:4010/selector',
      session: 'http://127.0.0.1:4010/session',
      addressLookup: 'http://127.0.0.1:4010/address-lookup',
      assets: 'http://127.0.0.1:4010/assets',
      analytics: 'http://127.0.0.1:4010/analytics',
      tokenAudience: 'https://api.storefront.sandbox/',
      contentToken: 'sandbox-content-read-token',
      analyticsWriteKey: null,
    });
  });

  it('points analytics at VITE_ANALYTICS_URL and sends the brand’s sandbox key unless told', () => {
    const sandbox = resolveServiceEndpoints({ VITE_SANDBOX_URL: 'http://localhost:9000' });
    expect(sandbox.analytics).toBe('http://localhost:9000/analytics');
    expect(analyticsWriteKeyOf(sandbox, 'kartonwerk')).toBe('kartonwerk-sandbox-write-key');
    const live = resolveServiceEndpoints({
      VITE_ANALYTICS_URL: 'https://events.example.com/v1/',
      VITE_ANALYTICS_WRITE_KEY: ' live-key ',
    });
    expect(live.analytics).toBe('https://events.example.com/v1');
    expect(analyticsWriteKeyOf(live, 'boxup')).toBe('live-key');
    expect(() => resolveServiceEndpoints({ VITE_ANALYTICS_URL: 'events' })).toThrow(
      new ServiceEndpointError('VITE_ANALYTICS_URL', 'events'),
    );
  });

  it('points price, products, selector, session, address lookup and assets at their own variables', () => {
    const endpoints = resolveServiceEndpoints({
      VITE_SANDBOX_URL: 'http://localhost:9000',
      VITE_PRICE_URL: 'https://price.example.com/v2/',
      VITE_PRODUCTS_URL: 'https://products.example.com',
      VITE_SELECTOR_URL: 'https://selector.example.com',
      VITE_SESSION_URL: 'https://session.example.com',
      VITE_ADDRESS_LOOKUP_URL: 'https://lookup.example.com/api',
      VITE_ASSETS_URL: 'https://assets.example.com/v1/',
    });
    expect(endpoints).toMatchObject({
      price: 'https://price.example.com/v2',
      products: 'https://products.example.com',
      selector: 'https://selector.example.com',
      session: 'https://session.example.com',
      addressLookup: 'https://lookup.example.com/api',
      assets: 'https://assets.example.com/v1',
      content: 'http://localhost:9000/content',
    });
  });

  it('takes the content read token from VITE_CONTENT_TOKEN, trimmed', () => {
    expect(resolveServiceEndpoints({ VITE_CONTENT_TOKEN: '  live-token ' }).contentToken).toBe(
      'live-token',
    );
    expect(resolveServiceEndpoints({ VITE_CONTENT_TOKEN: ' ' }).contentToken).toBe(
      'sandbox-content-read-token',
    );
  });

  it('moves the sandbox with VITE_SANDBOX_URL and one service with its own variable', () => {
    const endpoints = resolveServiceEndpoints({
      VITE_SANDBOX_URL: 'http://localhost:9000/',
      VITE_CONTENT_URL: 'https://content.example.com/',
    });
    expect(endpoints.authentication).toBe('http://localhost:9000/auth');
    expect(endpoints.content).toBe('https://content.example.com');
    expect(endpoints.assets).toBe('http://localhost:9000/assets');
  });

  it('takes the token audience from VITE_TOKEN_AUDIENCE', () => {
    expect(
      resolveServiceEndpoints({ VITE_TOKEN_AUDIENCE: 'https://api.example.com/' }).tokenAudience,
    ).toBe('https://api.example.com/');
  });

  it('ignores empty values and non-string entries of import.meta.env', () => {
    expect(resolveServiceEndpoints({ VITE_AUTH_URL: '  ', DEV: true }).authentication).toBe(
      'http://127.0.0.1:4010/auth',
    );
  });

  it('names the variable whose value is not an http(s) URL', () => {
    expect(() => resolveServiceEndpoints({ VITE_ECOMMERCE_URL: 'ftp://example.com' })).toThrow(
      new ServiceEndpointError('VITE_ECOMMERCE_URL', 'ftp://example.com'),
    );
    expect(() => resolveServiceEndpoints({ VITE_ADDRESS_LOOKUP_URL: '/address-lookup' })).toThrow(
      'VITE_ADDRESS_LOOKUP_URL must be an absolute http(s) URL, got "/address-lookup"',
    );
    expect(() => resolveServiceEndpoints({ VITE_ASSETS_URL: 'assets.example.com' })).toThrow(
      'VITE_ASSETS_URL must be an absolute http(s) URL, got "assets.example.com"',
    );
    expect(() => resolveServiceEndpoints({ VITE_SANDBOX_URL: 'not a url' })).toThrow(
      'VITE_SANDBOX_URL must be an absolute http(s) URL, got "not a url"',
    );
  });

  it('throws a StorefrontError with ECX999, the reason and the variable', () => {
    let thrown: unknown;
    try {
      resolveServiceEndpoints({ VITE_CONTENT_URL: 'content' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(StorefrontError);
    expect(isStorefrontError(thrown)).toBe(true);
    expect(thrown).toMatchObject({
      name: 'ServiceEndpointError',
      code: 'ECX999',
      kind: 'unknown',
      reason: 'SERVICE_ENDPOINT_INVALID',
      variable: 'VITE_CONTENT_URL',
      value: 'content',
    });
  });
});
