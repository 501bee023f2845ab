/**
 * One thing that was wrong with a value checked at a boundary: where (`path`, such as
 * `items[0].price`, empty for the value itself) and what (`message`).
 *
 * @example
 * ```ts
 * import type { FieldIssue } from '@storefront/http';
 *
 * const issue: FieldIssue = { path: 'items[0].price', message: 'Invalid input: expected number' };
 * ```
 */
export interface FieldIssue {
  readonly path: string;
  readonly message: string;
}

interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const INDEX = /^\d+$/;

/** Formats a validation path the way it is written in code: `items[0].price`. */
export function formatFieldPath(path: readonly PropertyKey[]): string {
  let formatted = '';
  for (const key of path) {
    if (typeof key === 'number' || (typeof key === 'string' && INDEX.test(key))) {
      formatted += `[${String(key)}]`;
    } else if (typeof key === 'string' && IDENTIFIER.test(key))
      formatted += formatted === '' ? key : `.${key}`;
    else formatted += `[${JSON.stringify(String(key))}]`;
  }
  return formatted;
}

/** Converts validation issues (zod's or any with `path` and `message`) to {@link FieldIssue}s. */
export function toFieldIssues(issues: readonly IssueLike[]): FieldIssue[] {
  return issues.map((issue) => ({ path: formatFieldPath(issue.path), message: issue.message }));
}

/** `items[0].price: Invalid input`, or just the message when the issue concerns the whole value. */
export function describeFieldIssue(issue: FieldIssue): string {
  return issue.path === '' ? issue.message : `${issue.path}: ${issue.message}`;
}
