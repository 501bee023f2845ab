import type { z } from 'zod';
import type { PricingIssue } from './errors';

/**
 * Internal: zod issues as pricing issues, each naming its field as a path
 * (`[1].unitPrice.centAmount`, `meta.capacityFactor`), optionally under a prefix.
 */
export function issuesFromZod(error: z.ZodError, prefix = ''): PricingIssue[] {
  return error.issues.map((issue) => {
    const path = issue.path
      .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
      .join('');
    const field = `${prefix}${path}`.replace(/^\./, '');
    return { field: field === '' ? 'value' : field, message: issue.message };
  });
}
