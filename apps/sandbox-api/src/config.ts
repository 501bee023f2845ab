import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Where the sandbox keeps its data. */
export type StorageConfig =
  { kind: 'memory' } | { kind: 'file'; dataDir: string } | { kind: 'postgres'; url: string };

/** How long the tokens the sandbox issues stay valid, in milliseconds. */
export interface TokenLifetimes {
  accessTokenMs: number;
  refreshTokenMs: number;
  anonymousTokenMs: number;
}

/** The sandbox's settings, read once at start by {@link loadConfig}. */
export interface SandboxConfig {
  port: number;
  host: string;
  storage: StorageConfig;
  /**
   * Whether the test-only shortcuts exist: every `/__sandbox/*` route (clock, token lifetimes,
   * outbox, cart drift, analytics events), the `SANDBOX100` coupon and the reusable `fake-…`
   * payment nonces. Only `SANDBOX_TEST_ROUTES=1` turns them on.
   */
  testRoutes: boolean;
  /**
   * The browser origins CORS lets call the sandbox: `SANDBOX_CORS_ORIGINS`, or
   * {@link DEFAULT_CORS_ORIGINS} (the brand apps and Storybook on 127.0.0.1 and localhost).
   */
  corsOrigins: string[];
  /** The `aud` claim of access tokens unless a service asks for another one. */
  tokenAudience: string;
  /** The `iss` claim of every token the sandbox signs. */
  issuer: string;
  /**
   * Token lifetimes. This object is live: `POST /__sandbox/config/token-lifetimes` changes it
   * in place, so services read it at the moment they issue a token.
   */
  tokenLifetimes: TokenLifetimes;
  /**
   * Work factor of the scrypt password hashes the sandbox stores (10 by default, N = 2^(cost+4)).
   * Tests lower it to keep sign-ups fast; hashes made with any cost (and older bcrypt hashes)
   * keep verifying.
   */
  passwordHashCost: number;
  /**
   * The bearer token the content service (`POST /content/graphql`) accepts,
   * `SANDBOX_CONTENT_TOKEN` or {@link DEFAULT_CONTENT_READ_TOKEN}.
   */
  contentReadToken: string;
}

/**
 * Default token lifetimes. The storefront refreshes a token once less than one hour is left
 * (spec 1, section 9), so access and anonymous tokens live well beyond that hour.
 */
export const DEFAULT_TOKEN_LIFETIMES: Readonly<TokenLifetimes> = {
  accessTokenMs: 24 * 60 * 60 * 1000,
  refreshTokenMs: 30 * 24 * 60 * 60 * 1000,
  anonymousTokenMs: 24 * 60 * 60 * 1000,
};

/** Ports of the brand apps (`npm start`, `vite preview`, Playwright) and of Storybook. */
export const BROWSER_APP_PORTS = {
  default: 4200,
  showroom: 4201,
  partner: 4202,
  storybook: 6006,
} as const;

/**
 * The origins CORS allows unless `SANDBOX_CORS_ORIGINS` says otherwise: each brand app and
 * Storybook on `http://127.0.0.1:<port>` and `http://localhost:<port>`.
 */
export const DEFAULT_CORS_ORIGINS: readonly string[] = Object.values(BROWSER_APP_PORTS).flatMap(
  (port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`],
);

/** Work factor of stored password hashes (scrypt N = 2^(cost+4)) unless `SANDBOX_PASSWORD_HASH_COST` says otherwise. */
export const DEFAULT_PASSWORD_HASH_COST = 10;

/** The content read token unless `SANDBOX_CONTENT_TOKEN` says otherwise (content contract). */
export const DEFAULT_CONTENT_READ_TOKEN = 'sandbox-content-read-token';

/** The data folder used when `SANDBOX_DATA_DIR` is not set, relative to the workspace root. */
export const DEFAULT_DATA_DIR = '.data/sandbox/pglite';

/** Thrown by {@link loadConfig} when an environment variable has a value it cannot use. */
export class SandboxConfigError extends Error {
  override readonly name = 'SandboxConfigError';
  /** Stable code for callers that branch on the kind of error. */
  readonly code = 'SANDBOX_CONFIG_INVALID';

  constructor(
    /** One entry per rejected variable. */
    readonly problems: ReadonlyArray<{ variable: string; message: string }>,
  ) {
    super(
      `Invalid sandbox-api configuration:\n${problems
        .map((p) => `  - ${p.variable}: ${p.message}`)
        .join('\n')}`,
    );
  }
}

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'expected 1/0, true/false, yes/no or on/off',
  })
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const milliseconds = z.coerce
  .number({ error: 'expected a number of milliseconds' })
  .int('expected a whole number of milliseconds')
  .positive('expected a positive number of milliseconds');

const environmentSchema = z.object({
  PORT: z.coerce
    .number({ error: 'expected a port number' })
    .int('expected a whole port number')
    .min(1, 'expected a port between 1 and 65535')
    .max(65535, 'expected a port between 1 and 65535')
    .default(4010),
  HOST: z.string().default('127.0.0.1'),
  SANDBOX_DATA_DIR: z.string().optional(),
  SANDBOX_STORAGE: z
    .enum(['file', 'memory'], { error: 'expected "file" or "memory"' })
    .default('file'),
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      error: 'expected a postgres:// or postgresql:// connection URL',
    })
    .optional(),
  SANDBOX_TEST_ROUTES: flag.optional(),
  SANDBOX_CORS_ORIGINS: z
    .string()
    .transform((value, context) => {
      const origins: string[] = [];
      for (const item of value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        let url: URL | undefined;
        try {
          url = new URL(item);
        } catch {
          url = undefined;
        }
        if (!url || !/^https?:$/.test(url.protocol) || url.origin !== item.replace(/\/$/, '')) {
          context.addIssue({
            code: 'custom',
            message: `expected comma-separated http(s) origins such as http://127.0.0.1:4200, not "${item}"`,
          });
          return z.NEVER;
        }
        origins.push(url.origin);
      }
      return origins;
    })
    .optional(),
  TOKEN_AUDIENCE: z.string().default('https://api.storefront.sandbox/'),
  ISSUER: z.url({ error: 'expected an absolute URL' }).optional(),
  SANDBOX_ACCESS_TOKEN_MS: milliseconds.optional(),
  SANDBOX_REFRESH_TOKEN_MS: milliseconds.optional(),
  SANDBOX_ANONYMOUS_TOKEN_MS: milliseconds.optional(),
  SANDBOX_PASSWORD_HASH_COST: z.coerce
    .number({ error: 'expected a password hash cost between 4 and 15' })
    .int('expected a password hash cost between 4 and 15')
    .min(4, 'expected a password hash cost between 4 and 15')
    .max(15, 'expected a password hash cost between 4 and 15')
    .optional(),
  SANDBOX_CONTENT_TOKEN: z.string().trim().optional(),
});

/** Options of {@link loadConfig}. */
export interface LoadConfigOptions {
  /** Folder that relative data folders resolve against. Defaults to the workspace root. */
  workspaceRoot?: string;
}

/**
 * Reads the sandbox configuration from environment variables. Empty values count as unset.
 *
 * @throws {SandboxConfigError} naming every variable whose value is not usable.
 * @example
 * ```ts
 * const config = loadConfig({ PORT: '4011', SANDBOX_TEST_ROUTES: '1' });
 * config.testRoutes; // true (false unless SANDBOX_TEST_ROUTES is on)
 * config.port; // 4011
 * ```
 */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
  options: LoadConfigOptions = {},
): SandboxConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new SandboxConfigError(
      parsed.error.issues.map((issue) => {
        const variable = String(issue.path[0] ?? 'environment');
        return { variable, message: `${issue.message} (got ${JSON.stringify(env[variable])})` };
      }),
    );
  }
  const values = parsed.data;
  const root = options.workspaceRoot ?? findWorkspaceRoot();

  let storage: StorageConfig;
  if (values.DATABASE_URL) storage = { kind: 'postgres', url: values.DATABASE_URL };
  else if (values.SANDBOX_STORAGE === 'memory') storage = { kind: 'memory' };
  else {
    const dataDir = values.SANDBOX_DATA_DIR ?? DEFAULT_DATA_DIR;
    storage = { kind: 'file', dataDir: isAbsolute(dataDir) ? dataDir : resolve(root, dataDir) };
  }

  return {
    port: values.PORT,
    host: values.HOST,
    storage,
    testRoutes: values.SANDBOX_TEST_ROUTES ?? false,
    corsOrigins: values.SANDBOX_CORS_ORIGINS ?? [...DEFAULT_CORS_ORIGINS],
    tokenAudience: values.TOKEN_AUDIENCE,
    issuer: values.ISSUER ?? serverOrigin(values.HOST, values.PORT),
    tokenLifetimes: {
      accessTokenMs: values.SANDBOX_ACCESS_TOKEN_MS ?? DEFAULT_TOKEN_LIFETIMES.accessTokenMs,
      refreshTokenMs: values.SANDBOX_REFRESH_TOKEN_MS ?? DEFAULT_TOKEN_LIFETIMES.refreshTokenMs,
      anonymousTokenMs:
        values.SANDBOX_ANONYMOUS_TOKEN_MS ?? DEFAULT_TOKEN_LIFETIMES.anonymousTokenMs,
    },
    passwordHashCost: values.SANDBOX_PASSWORD_HASH_COST ?? DEFAULT_PASSWORD_HASH_COST,
    contentReadToken: values.SANDBOX_CONTENT_TOKEN ?? DEFAULT_CONTENT_READ_TOKEN,
  };
}

/**
 * The folder holding `nx.json` above this module, so the default data folder is the same
 * whether the sandbox runs from the workspace root (`npm start`) or from its project folder
 * (`nx run sandbox-api:serve`). Falls back to the current directory.
 */
export function findWorkspaceRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, 'nx.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

/**
 * The origin a server listening on `host` and `port` answers at (IPv6 hosts in brackets).
 *
 * @example
 * ```ts
 * serverOrigin('127.0.0.1', 4010); // 'http://127.0.0.1:4010'
 * serverOrigin('::1', 4010); // 'http://[::1]:4010'
 * ```
 */
export function serverOrigin(host: string, port: number): string {
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`;
}
