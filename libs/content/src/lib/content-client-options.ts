import type { FieldIssue, HttpFetch } from '@storefront/http';

/**
 * The languages the content service holds content in (contract: `en`, `de`; default `en`).
 *
 * @example
 * const locale: ContentLocale = 'de';
 */
export type ContentLocale = 'en' | 'de';

/**
 * The locales of {@link ContentLocale}, in the order of the contract.
 *
 * @example
 * CONTENT_LOCALES.includes('de'); // true
 */
export const CONTENT_LOCALES = ['en', 'de'] as const satisfies readonly ContentLocale[];

/** The content client's options once checked: ids trimmed, the locale a language. */
export interface CheckedContentClientOptions {
  readonly baseUrl: string | URL;
  readonly token: string;
  readonly storefrontId: string;
  readonly locale: ContentLocale | undefined;
  readonly fetch: HttpFetch | undefined;
}

const HTTP_URL = /^https?:\/\//i;

function isHttpUrl(text: string): boolean {
  if (!HTTP_URL.test(text)) return false;
  try {
    return /^https?:$/.test(new URL(text).protocol);
  } catch {
    return false;
  }
}

function receivedType(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/**
 * Checks the options of `createContentClient` field by field, with the messages the zod schema
 * it replaced gave (the client is created on every first page load, so it carries no zod): a
 * base URL that is not http(s), a blank token or storefront id, a locale other than en or de
 * (or a culture of them), a `fetch` that is not a function.
 *
 * @example
 * const checked = parseContentClientOptions({ baseUrl: 'ftp://x', token: 't', storefrontId: 'b' });
 * 'issues' in checked; // true: baseUrl "Expected an http(s) URL"
 */
export function parseContentClientOptions(
  options: unknown,
): { readonly value: CheckedContentClientOptions } | { readonly issues: readonly FieldIssue[] } {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    return {
      issues: [
        { path: '', message: `Invalid input: expected object, received ${receivedType(options)}` },
      ],
    };
  }
  const input = options as Readonly<Record<string, unknown>>;
  const issues: FieldIssue[] = [];
  const nonEmpty = (field: string, what: string): string => {
    const value = input[field];
    if (typeof value !== 'string') issues.push({ path: field, message: 'Expected a string' });
    else if (value.trim() === '')
      issues.push({ path: field, message: `Expected a non-empty ${what}` });
    return typeof value === 'string' ? value.trim() : '';
  };

  let baseUrl: string | URL = '';
  if (input['baseUrl'] instanceof URL) baseUrl = input['baseUrl'];
  else if (typeof input['baseUrl'] !== 'string') {
    issues.push({ path: 'baseUrl', message: 'Invalid input' });
  } else if (!isHttpUrl(input['baseUrl'].trim())) {
    issues.push({ path: 'baseUrl', message: 'Expected an http(s) URL' });
  } else baseUrl = input['baseUrl'].trim().replace(/[\t\n\r]/g, '');

  const token = nonEmpty('token', 'token');
  const storefrontId = nonEmpty('storefrontId', 'storefront id');

  let locale: ContentLocale | undefined;
  if (input['locale'] !== undefined) {
    if (typeof input['locale'] !== 'string') {
      issues.push({ path: 'locale', message: 'Expected a string' });
    } else {
      const language = input['locale'].trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
      const known = CONTENT_LOCALES.find((candidate) => candidate === language);
      if (known === undefined) {
        issues.push({ path: 'locale', message: 'Expected en or de (or a culture such as de-DE)' });
      }
      locale = known;
    }
  }

  const fetch = input['fetch'];
  if (fetch !== undefined && typeof fetch !== 'function') {
    issues.push({ path: 'fetch', message: 'Expected a function' });
  }

  if (issues.length > 0) return { issues };
  return { value: { baseUrl, token, storefrontId, locale, fetch: fetch as HttpFetch | undefined } };
}
