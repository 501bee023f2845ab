import * as z from 'zod/mini';
import type { $ZodError } from 'zod/v4/core';
import { ContentError, type ContentIssue } from './content-error';
import { ensureEnglishZodMessages } from './zod-english';

// zod/mini: the shell reads the storefront config on every first page load.
ensureEnglishZodMessages();

function requiredId(field: string) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `${field} is required`
          : `${field} must be a string`,
    })
    .check(z.trim(), z.minLength(1, { error: `${field} must not be empty` }));
}

/**
 * The storefront config the content service returns (spec: tenantId, storefrontId,
 * accountId, companyId, edoGroupId). Every id is a non-empty string (trimmed); unknown fields
 * are dropped.
 *
 * @example
 * storefrontConfigSchema.safeParse({ tenantId: 'na' }).success; // false
 */
export const storefrontConfigSchema = z.object({
  tenantId: requiredId('tenantId'),
  storefrontId: requiredId('storefrontId'),
  accountId: requiredId('accountId'),
  companyId: requiredId('companyId'),
  edoGroupId: requiredId('edoGroupId'),
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
export type StorefrontConfig = z.infer<typeof storefrontConfigSchema>;

function issuesOf(error: $ZodError): ContentIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)',
    message: issue.message,
  }));
}

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
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    const issue = { field: '(root)', message: 'storefront config must be an object' };
    throw new ContentError({
      code: 'ECX003',
      message: `Invalid storefront config: ${issue.message}`,
      issues: [issue],
    });
  }
  const result = z.safeParse(storefrontConfigSchema, input);
  if (result.success) return result.data;
  const issues = issuesOf(result.error);
  throw new ContentError({
    code: 'ECX003',
    message: `Invalid storefront config: ${issues.map((issue) => issue.message).join('; ')}`,
    issues,
    cause: result.error,
  });
}
