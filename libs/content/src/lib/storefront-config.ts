import { ContentError, type ContentIssue } from './content-error';
import { decoder, type Decoded } from './decode';

const CONFIG_FIELDS = ['tenantId', 'storefrontId', 'accountId', 'companyId', 'edoGroupId'] as const;

/** What is wrong with one id of the config, or undefined. */
function idIssue(field: string, value: unknown): string | undefined {
  if (value === undefined || value === null) return `${field} is required`;
  if (typeof value !== 'string') return `${field} must be a string`;
  return value.trim() === '' ? `${field} must not be empty` : undefined;
}

/**
 * The storefront config the content service returns (spec: tenantId, storefrontId,
 * accountId, companyId, edoGroupId). Every id is a non-empty string (trimmed); unknown fields
 * are dropped.
 *
 * @example
 * storefrontConfigSchema.safeParse({ tenantId: 'na' }).success; // false
 */
export const storefrontConfigSchema = decoder((value, path, issues) => {
  const config = {} as Record<(typeof CONFIG_FIELDS)[number], string>;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    issues.push({ path, message: 'storefront config must be an object' });
    return config;
  }
  const record = value as Readonly<Record<string, unknown>>;
  for (const field of CONFIG_FIELDS) {
    const message = idIssue(field, record[field]);
    if (message !== undefined) issues.push({ path: [...path, field], message });
    config[field] = String(record[field]).trim();
  }
  return config;
});

/**
 * A valid storefront config.
 *
 * @example
 * const config: StorefrontConfig = {
 *   tenantId: 'boxup-na', storefrontId: 'boxup', accountId: 'acc-1',
 *   companyId: 'co-1', edoGroupId: 'edo-1',
 * };
 */
export type StorefrontConfig = Decoded<typeof storefrontConfigSchema>;

/**
 * Reads the storefront config from content-service data. Throws a {@link ContentError} with
 * code `ECX003` whose message names every wrong field (and `field` the first one), e.g.
 * "Invalid storefront config: tenantId is required; edoGroupId must not be empty".
 *
 * @example
 * const config = parseStorefrontConfig(data.storefrontConfig);
 * config.storefrontId; // 'boxup'
 */
export function parseStorefrontConfig(input: unknown): StorefrontConfig {
  const result = storefrontConfigSchema.safeParse(input);
  if (result.success) return result.data;
  const issues: ContentIssue[] = result.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)',
    message: issue.message,
  }));
  throw new ContentError({
    code: 'ECX003',
    message: `Invalid storefront config: ${issues.map((issue) => issue.message).join('; ')}`,
    issues,
  });
}
