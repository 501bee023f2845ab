import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONTENT_READ_TOKEN,
  DEFAULT_CORS_ORIGINS,
  DEFAULT_TOKEN_LIFETIMES,
  findWorkspaceRoot,
  loadConfig,
  SandboxConfigError,
} from './config.ts';

const root = '/workspace';

describe('loadConfig', () => {
  it('has defaults for local development', () => {
    expect(loadConfig({}, { workspaceRoot: root })).toEqual({
      port: 4010,
      host: '127.0.0.1',
      storage: { kind: 'file', dataDir: '/workspace/.data/sandbox/pglite' },
      testRoutes: false,
      corsOrigins: [...DEFAULT_CORS_ORIGINS],
      tokenAudience: 'https://api.storefront.sandbox/',
      issuer: 'http://127.0.0.1:4010',
      tokenLifetimes: DEFAULT_TOKEN_LIFETIMES,
      passwordHashCost: 10,
      contentReadToken: 'sandbox-content-read-token',
    });
  });

  it('reads every variable, treating empty values as unset', () => {
    const config = loadConfig(
      {
        PORT: '4020',
        HOST: '0.0.0.0',
        SANDBOX_DATA_DIR: 'tmp/pglite',
        SANDBOX_TEST_ROUTES: '0',
        TOKEN_AUDIENCE: 'https://api.example/',
        ISSUER: 'https://auth.example/',
        SANDBOX_ACCESS_TOKEN_MS: '5000',
        SANDBOX_REFRESH_TOKEN_MS: '',
        SANDBOX_PASSWORD_HASH_COST: '4',
        SANDBOX_CONTENT_TOKEN: 'content-token-from-env',
      },
      { workspaceRoot: root },
    );

    expect(config).toMatchObject({
      port: 4020,
      host: '0.0.0.0',
      storage: { kind: 'file', dataDir: '/workspace/tmp/pglite' },
      testRoutes: false,
      tokenAudience: 'https://api.example/',
      issuer: 'https://auth.example/',
      tokenLifetimes: { ...DEFAULT_TOKEN_LIFETIMES, accessTokenMs: 5000 },
      passwordHashCost: 4,
      contentReadToken: 'content-token-from-env',
    });
  });

  it("uses the contract's content read token unless SANDBOX_CONTENT_TOKEN is set", () => {
    expect(DEFAULT_CONTENT_READ_TOKEN).toBe('sandbox-content-read-token');
    expect(loadConfig({ SANDBOX_CONTENT_TOKEN: '' }).contentReadToken).toBe(
      DEFAULT_CONTENT_READ_TOKEN,
    );
    expect(loadConfig({ SANDBOX_CONTENT_TOKEN: ' other-token ' }).contentReadToken).toBe(
      'other-token',
    );
  });

  it('derives the issuer from where the server listens', () => {
    expect(loadConfig({ HOST: '::1', PORT: '4011' }).issuer).toBe('http://[::1]:4011');
  });

  it('uses PostgreSQL when DATABASE_URL is set, and memory on request', () => {
    const url = 'postgres://sandbox:secret@localhost:5432/sandbox';

    expect(loadConfig({ DATABASE_URL: url, SANDBOX_STORAGE: 'memory' }).storage).toEqual({
      kind: 'postgres',
      url,
    });
    expect(loadConfig({ SANDBOX_STORAGE: 'memory' }).storage).toEqual({ kind: 'memory' });
  });

  it('turns test routes on only when SANDBOX_TEST_ROUTES asks for them, whatever NODE_ENV says', () => {
    expect(loadConfig({}).testRoutes).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).testRoutes).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).testRoutes).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX_TEST_ROUTES: 'true' }).testRoutes).toBe(
      true,
    );
    expect(loadConfig({ SANDBOX_TEST_ROUTES: '1' }).testRoutes).toBe(true);
  });

  it('allows the brand apps and Storybook on 127.0.0.1 and localhost unless SANDBOX_CORS_ORIGINS says otherwise', () => {
    expect(DEFAULT_CORS_ORIGINS).toEqual([
      'http://127.0.0.1:4200',
      'http://localhost:4200',
      'http://127.0.0.1:4201',
      'http://localhost:4201',
      'http://127.0.0.1:4202',
      'http://localhost:4202',
      'http://127.0.0.1:6006',
      'http://localhost:6006',
    ]);
    expect(loadConfig({ SANDBOX_CORS_ORIGINS: 'https://shop.example/' }).corsOrigins).toEqual([
      'https://shop.example',
    ]);
    expect(() => loadConfig({ SANDBOX_CORS_ORIGINS: 'https://shop.example/path' })).toThrow(
      /SANDBOX_CORS_ORIGINS: expected comma-separated http\(s\) origins/,
    );
    expect(() => loadConfig({ SANDBOX_CORS_ORIGINS: '*' })).toThrow(SandboxConfigError);
  });

  it('names every unusable variable with its value', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://db', SANDBOX_TEST_ROUTES: 'maybe' });
    } catch (caught) {
      error = caught;
    }

    expect(error).toBeInstanceOf(SandboxConfigError);
    const configError = error as SandboxConfigError;
    expect(configError.code).toBe('SANDBOX_CONFIG_INVALID');
    expect(configError.problems.map((p) => p.variable).sort()).toEqual([
      'DATABASE_URL',
      'PORT',
      'SANDBOX_TEST_ROUTES',
    ]);
    expect(configError.message).toContain(
      'PORT: expected a port between 1 and 65535 (got "70000")',
    );
    expect(configError.message).toContain(
      'DATABASE_URL: expected a postgres:// or postgresql:// connection URL (got "mysql://db")',
    );
  });
});

describe('findWorkspaceRoot', () => {
  it('finds the folder with nx.json above the sandbox sources', () => {
    expect(findWorkspaceRoot()).toBe(
      new URL('../../..', import.meta.url).pathname.replace(/\/$/, ''),
    );
  });
});
