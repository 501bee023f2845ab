import { describe, expect, it } from 'vitest';
import { resolveServiceEndpoints, ServiceEndpointError } from './service-endpoints';

describe('resolveServiceEndpoints', () => {
  it('points every service at the local sandbox by default', () => {
    expect(resolveServiceEndpoints({})).toEqual({
      authentication: 'http://127.0.0.1:4010/auth',
      anonymous: 'http://127.0.0.1:4010/anon',
      identityProvider: 'http://127.0.0.1:4010/idp',
      ecommerce: 'http://127.0.0.1:4010/ecommerce',
      payments: 'http://127.0.0.1:4010/payments',
      content: 'http://127.0.0.1:4010/content',
      tokenAudience: 'https://api.storefront.sandbox/',
    });
  });

  it('moves the sandbox with VITE_SANDBOX_URL and one service with its own variable', () => {
    const endpoints = resolveServiceEndpoints({
      VITE_SANDBOX_URL: 'http://localhost:9000/',
      VITE_CONTENT_URL: 'https://content.example.com/',
    });
    expect(endpoints.authentication).toBe('http://localhost:9000/auth');
    expect(endpoints.content).toBe('https://content.example.com');
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
    expect(() => resolveServiceEndpoints({ VITE_SANDBOX_URL: 'not a url' })).toThrow(
      'VITE_SANDBOX_URL must be an absolute http(s) URL, got "not a url"',
    );
  });
});
