// The tenants and their cultures, without the configuration's zod schema: the storefront reads
// them on every page's first load.

/**
 * The authentication tenants (spec: a German-language one and a North American one).
 *
 * @example
 * TENANTS; // ['north-america', 'germany']
 */
export const TENANTS = ['north-america', 'germany'] as const;

/**
 * One authentication tenant.
 *
 * @example
 * const tenant: Tenant = 'germany';
 */
export type Tenant = (typeof TENANTS)[number];

/**
 * The cultures each tenant allows, default first (spec: German tenant de, de-DE, en, en-US,
 * default de; North American tenant en-CA, en-US, default en-US).
 *
 * @example
 * TENANT_CULTURES.germany; // ['de', 'de-DE', 'en', 'en-US']
 */
export const TENANT_CULTURES = {
  'north-america': ['en-US', 'en-CA'],
  germany: ['de', 'de-DE', 'en', 'en-US'],
} as const satisfies Record<Tenant, readonly string[]>;

/**
 * A culture allowed by one of the tenants.
 *
 * @example
 * const culture: Culture = 'de-DE';
 */
export type Culture = (typeof TENANT_CULTURES)[Tenant][number];
