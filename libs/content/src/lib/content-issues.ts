import type { FieldIssue } from '@storefront/http';
import type { $ZodError } from 'zod/v4/core';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A validation path as it is written in code: `page.metaTags[0].attributes`. */
export function formatFieldPath(path: readonly PropertyKey[]): string {
  let formatted = '';
  for (const key of path) {
    if (typeof key === 'number') formatted += `[${key}]`;
    else if (typeof key === 'string' && IDENTIFIER.test(key)) {
      formatted += formatted === '' ? key : `.${key}`;
    } else formatted += `[${JSON.stringify(String(key))}]`;
  }
  return formatted;
}

/** The issues of a zod error as field issues (`path` is empty for the value itself). */
export function fieldIssuesOf(error: $ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: formatFieldPath(issue.path),
    message: issue.message,
  }));
}

/** `page.title: Invalid input`, or only the message when the whole value is wrong. */
export function describeFieldIssues(issues: readonly FieldIssue[]): string {
  return issues
    .map((issue) => (issue.path === '' ? issue.message : `${issue.path}: ${issue.message}`))
    .join('; ');
}
