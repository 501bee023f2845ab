import type { $ZodType, output } from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';
import type { PricingIssue } from './errors';

/** What a failed parse reports: each issue's path and message. */
interface ParseIssues {
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}

/** The result of {@link parseInEnglish}. */
type ParseResult<T> =
  | { readonly success: true; readonly data: T }
  | { readonly success: false; readonly error: ParseIssues };

let englishError: ReturnType<typeof en>['localeError'] | undefined;

/**
 * Internal: parses with a (zod/mini) schema, wording the issues zod does not word itself in
 * classic zod's English ("Invalid input: expected string, received number"). zod/mini sets no
 * locale, and this library must not set a global one for the app; the English map is passed to
 * this parse only.
 */
export function parseInEnglish<Schema extends $ZodType>(
  schema: Schema,
  value: unknown,
): ParseResult<output<Schema>> {
  englishError ??= en().localeError;
  return safeParse(schema, value, { error: englishError }) as ParseResult<output<Schema>>;
}

/**
 * Internal: zod issues as pricing issues, each naming its field as a path
 * (`[1].unitPrice.centAmount`, `meta.capacityFactor`), optionally under a prefix.
 */
export function issuesFromZod(error: ParseIssues, prefix = ''): PricingIssue[] {
  return error.issues.map((issue) => {
    const path = issue.path
      .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
      .join('');
    const field = `${prefix}${path}`.replace(/^\./, '');
    return { field: field === '' ? 'value' : field, message: issue.message };
  });
}
