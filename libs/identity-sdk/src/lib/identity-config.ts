import { z } from 'zod';
import { IdentityError, type IdentityErrorCode, type IdentityIssue } from './identity-error';
import { TENANTS, TENANT_CULTURES, type Culture, type Tenant } from './tenant-cultures';

/**
 * The culture used when the configuration gives none.
 *
 * @example
 * DEFAULT_CULTURES['north-america']; // 'en-US'
 */
export const DEFAULT_CULTURES = {
  'north-america': 'en-US',
  germany: 'de',
} as const satisfies Record<Tenant, Culture>;

const ANON_SERVICE_KEY = /^[A-Za-z0-9]{22}$/;

function isTenant(value: unknown): value is Tenant {
  return typeof value === 'string' && (TENANTS as readonly string[]).includes(value);
}

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/** The allowed culture matching `requested` without regard to letter case. */
function matchCulture(tenant: Tenant, requested: string): Culture | undefined {
  const wanted = requested.trim().toLowerCase();
  return TENANT_CULTURES[tenant].find((culture) => culture.toLowerCase() === wanted);
}

function requiredText(field: string) {
  return z
    .string({
      error: (issue) =>
        isBlank(issue.input) ? `${field} is required` : `${field} must be a string`,
    })
    .trim()
    .min(1, { error: `${field} is required`, abort: true });
}

function baseUrl(field: string) {
  return requiredText(field)
    .pipe(z.url({ protocol: /^https?$/, error: `${field} must be an http(s) URL` }))
    .transform((url) => url.replace(/\/+$/, ''));
}

function optionalUrl(field: string) {
  return z
    .string({ error: `${field} must be a string` })
    .trim()
    .pipe(z.url({ protocol: /^https?$/, error: `${field} must be an http(s) URL` }))
    .transform((url) => url.replace(/\/+$/, ''))
    .optional();
}

function optionalText(field: string) {
  return z
    .string({ error: `${field} must be a string` })
    .trim()
    .min(1, { error: `${field} must not be blank` })
    .optional();
}

const tenantList = TENANTS.map((tenant) => `"${tenant}"`).join(' or ');

/**
 * The identity SDK configuration as a zod schema (spec: tenant selector, storeFrontId,
 * culture, enableAnon, anonServiceKey, authenticationBaseUrl, identity-provider base URL and
 * client id, tokenAudience), plus four optional values the spec leaves implicit: the anonymous
 * token service's base URL, the site URL put into emailed links, the namespace of the custom
 * token claims and the identity-provider connection (defaults are applied by `createIdentity`).
 * Culture defaults per tenant and is matched without regard to letter case; base URLs lose
 * trailing slashes; `enableAnon` defaults to false.
 *
 * @example
 * identityConfigSchema.safeParse({ tenant: 'mars' }).success; // false
 */
export const identityConfigSchema = z
  .object({
    tenant: z.enum(TENANTS, {
      error: (issue) =>
        isBlank(issue.input)
          ? `tenant is required; use ${tenantList}`
          : `tenant "${String(issue.input)}" is not known; use ${tenantList}`,
    }),
    storeFrontId: requiredText('storeFrontId'),
    culture: z.string({ error: 'culture must be a string' }).optional(),
    enableAnon: z.boolean({ error: 'enableAnon must be true or false' }).default(false),
    anonServiceKey: z.string({ error: 'anonServiceKey must be a string' }).optional(),
    authenticationBaseUrl: baseUrl('authenticationBaseUrl'),
    identityProviderBaseUrl: baseUrl('identityProviderBaseUrl'),
    identityProviderClientId: requiredText('identityProviderClientId'),
    tokenAudience: requiredText('tokenAudience'),
    anonymousBaseUrl: optionalUrl('anonymousBaseUrl'),
    siteUrl: optionalUrl('siteUrl'),
    claimsNamespace: optionalText('claimsNamespace'),
    identityProviderConnection: optionalText('identityProviderConnection'),
  })
  .refine(
    (config) =>
      !isTenant(config.tenant) ||
      typeof config.culture !== 'string' ||
      config.culture.trim() === '' ||
      matchCulture(config.tenant, config.culture) !== undefined,
    {
      path: ['culture'],
      when: () => true,
      error: (issue) => {
        const input = issue.input as { tenant: Tenant; culture: string };
        return `culture "${input.culture}" is not allowed for tenant "${input.tenant}"; use ${TENANT_CULTURES[input.tenant].join(', ')}`;
      },
    },
  )
  .refine(
    (config) =>
      config.enableAnon !== true ||
      (typeof config.anonServiceKey === 'string' && ANON_SERVICE_KEY.test(config.anonServiceKey)),
    {
      path: ['anonServiceKey'],
      when: () => true,
      error: (issue) => {
        const key = (issue.input as { anonServiceKey?: unknown }).anonServiceKey;
        return isBlank(key)
          ? 'anonServiceKey is required when enableAnon is true'
          : `anonServiceKey must be exactly 22 letters or digits when enableAnon is true (got ${typeof key === 'string' ? `${key.length} characters` : typeof key})`;
      },
    },
  )
  .transform((config) => {
    const { tenant } = config;
    const requested = config.culture?.trim() ?? '';
    const culture =
      requested === '' ? DEFAULT_CULTURES[tenant] : (matchCulture(tenant, requested) as Culture);
    const { anonServiceKey, ...rest } = config;
    return {
      ...rest,
      culture,
      ...(config.enableAnon && anonServiceKey !== undefined ? { anonServiceKey } : {}),
    };
  });

/**
 * The configuration as written by the app, before validation.
 *
 * @example
 * const input: IdentityConfigInput = {
 *   tenant: 'north-america', storeFrontId: 'boxup',
 *   authenticationBaseUrl: 'https://auth.example', identityProviderBaseUrl: 'https://idp.example',
 *   identityProviderClientId: 'client-1', tokenAudience: 'https://api.example',
 * };
 */
export type IdentityConfigInput = z.input<typeof identityConfigSchema>;

/**
 * A validated configuration: known tenant, an allowed culture (the tenant's default when none
 * was given), `enableAnon` set, and `anonServiceKey` present only in anonymous mode.
 *
 * @example
 * const config: IdentityConfig = parseIdentityConfig(input);
 * config.culture; // 'en-US'
 */
export type IdentityConfig = z.output<typeof identityConfigSchema>;

function fieldOf(path: readonly PropertyKey[]): string {
  return path.length > 0 ? path.map(String).join('.') : '(root)';
}

function reasonOf(field: string, input: Record<string, unknown>): IdentityErrorCode {
  if (field === 'culture') return 'INVALID_CULTURE';
  if (field === 'anonServiceKey') return 'INVALID_ANON_SERVICE_KEY';
  if (field === '(root)') return 'INVALID_CONFIGURATION';
  if (isBlank(input[field])) return 'MISSING_PARAMETER';
  return field === 'tenant' ? 'INVALID_TENANT' : 'INVALID_CONFIGURATION';
}

/**
 * Validates the identity SDK configuration and fills in defaults. Throws an
 * {@link IdentityError} whose message names every wrong field, e.g.
 * `Invalid identity configuration: tenant "europe" is not known; use "north-america" or "germany"`.
 * Codes: `MISSING_PARAMETER`, `INVALID_TENANT`, `INVALID_CULTURE`, `INVALID_ANON_SERVICE_KEY`,
 * `INVALID_CONFIGURATION`.
 *
 * @example
 * const config = parseIdentityConfig({
 *   tenant: 'germany',
 *   storeFrontId: 'kartonwerk',
 *   authenticationBaseUrl: 'https://auth.example/',
 *   identityProviderBaseUrl: 'https://idp.example',
 *   identityProviderClientId: 'client-1',
 *   tokenAudience: 'https://api.example',
 * });
 * config.culture; // 'de'
 * config.authenticationBaseUrl; // 'https://auth.example'
 */
export function parseIdentityConfig(input: unknown): IdentityConfig {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    const issue: IdentityIssue = {
      reason: 'INVALID_CONFIGURATION',
      field: '(root)',
      message: 'configuration must be an object',
    };
    throw new IdentityError({
      message: `Invalid identity configuration: ${issue.message}`,
      issues: [issue],
    });
  }
  const result = identityConfigSchema.safeParse(input);
  if (result.success) return result.data;
  const record = input as Record<string, unknown>;
  const issues = result.error.issues.map((issue): IdentityIssue => {
    const field = fieldOf(issue.path);
    return { reason: reasonOf(field, record), field, message: issue.message };
  });
  const [first, ...rest] = issues;
  if (first === undefined) throw result.error;
  throw new IdentityError({
    message: `Invalid identity configuration: ${issues.map((issue) => issue.message).join('; ')}`,
    issues: [first, ...rest],
    cause: result.error,
  });
}
