import { ConfigurationError } from './configuration-error';
import type { EcxCode } from './ecx-catalogue';
import { isEcxCode } from './ecx-catalogue';
import { formatFieldPath, type FieldIssue } from './field-issues';

/**
 * The statuses a handler can be keyed by: 400, 403, 404 and 500 exactly, `'4xx'` for any
 * status of 400 and above, `'5xx'` for any status of 500 and above, and `'all'` for every
 * failure (including 3xx answers and status 0, no answer).
 *
 * @example
 * ```ts
 * import type { StatusHandlerKey } from '@storefront/http';
 *
 * const key: StatusHandlerKey = '5xx';
 * ```
 */
export type StatusHandlerKey = 400 | 403 | 404 | 500 | '4xx' | '5xx' | 'all';

/**
 * A failed call as a status handler function sees it.
 *
 * @example
 * ```ts
 * import type { StatusFailure } from '@storefront/http';
 *
 * const isDeclined = (failure: StatusFailure) => failure.serviceCode === 'CARD_DECLINED';
 * ```
 */
export interface StatusFailure {
  /** HTTP status; 0 when no answer arrived. */
  readonly status: number;
  /** The service's code from the error body, when present. */
  readonly serviceCode: string | undefined;
  /** The service's message from the error body, when present. */
  readonly detail: string | undefined;
  /** The parsed error body, when an answer arrived. */
  readonly body: unknown;
}

/**
 * What a status maps to: an ECX code, or a function of the failure that picks one (for
 * example from the service's code).
 *
 * @example
 * ```ts
 * import type { StatusHandler } from '@storefront/http';
 *
 * const payment: StatusHandler = (failure) =>
 *   failure.serviceCode?.startsWith('TRANSACTION_PAYMENT_METHOD_NONCE') ? 'ECX043' : 'ECX041';
 * ```
 */
export type StatusHandler = EcxCode | ((failure: StatusFailure) => EcxCode);

/**
 * A status handler map: at least one of the keys must map to a code.
 *
 * @example
 * ```ts
 * import type { StatusHandlers } from '@storefront/http';
 *
 * const cartErrors: StatusHandlers = { 404: 'ECX033', all: 'ECX022' };
 * ```
 */
export type StatusHandlers = { readonly [K in StatusHandlerKey]?: StatusHandler };

const HANDLER_KEYS = ['400', '403', '404', '500', '4xx', '5xx', 'all'] as const;

const EMPTY_MAPPING = 'at least one code mapping must be supplied';

function isHandler(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || isEcxCode(value);
}

/**
 * What is wrong with a {@link StatusHandlers} map (used by the client's option validation too),
 * in the words zod used for it before: a value that is neither an ECX code nor a function
 * ("Invalid input"), keys that are not handled statuses ('Unrecognized key: "401"') and a map
 * without any mapping. Hand-written rather than a zod schema: every first page load runs it.
 */
export function statusHandlerIssues(handlers: unknown, at: readonly string[] = []): FieldIssue[] {
  const path = formatFieldPath(at);
  if (typeof handlers !== 'object' || handlers === null || Array.isArray(handlers)) {
    const received =
      handlers === null ? 'null' : Array.isArray(handlers) ? 'array' : typeof handlers;
    return [{ path, message: `Invalid input: expected object, received ${received}` }];
  }
  const record = handlers as Readonly<Record<string, unknown>>;
  const issues: FieldIssue[] = HANDLER_KEYS.filter((key) => !isHandler(record[key])).map((key) => ({
    path: formatFieldPath([...at, key]),
    message: 'Invalid input',
  }));
  const unknownKeys = Object.keys(record).filter(
    (key) => !(HANDLER_KEYS as readonly string[]).includes(key),
  );
  if (unknownKeys.length > 0) {
    const keys = unknownKeys.map((key) => JSON.stringify(key)).join(', ');
    issues.push({ path, message: `Unrecognized key${unknownKeys.length > 1 ? 's' : ''}: ${keys}` });
  }
  if (!HANDLER_KEYS.some((key) => record[key] !== undefined)) {
    issues.push({ path, message: EMPTY_MAPPING });
  }
  return issues;
}

function hasMapping(handlers: StatusHandlers): boolean {
  return Object.values(handlers).some((handler) => handler !== undefined);
}

/**
 * Validates a status handler map and returns it unchanged. Throws a
 * {@link ConfigurationError} naming the wrong key when a key is not a handled status, a value
 * is neither an ECX code nor a function, or no mapping is supplied at all ("at least one code
 * mapping must be supplied").
 *
 * @example
 * ```ts
 * import { defineStatusHandlers } from '@storefront/http';
 *
 * export const cartErrorCodes = defineStatusHandlers({ 404: 'ECX033', '5xx': 'ECX022', all: 'ECX022' });
 * ```
 */
export function defineStatusHandlers<const H extends StatusHandlers>(handlers: H): H {
  const issues = statusHandlerIssues(handlers);
  if (issues.length > 0) throw new ConfigurationError('status handlers', issues);
  return handlers;
}

function pickHandler(status: number, handlers: StatusHandlers): StatusHandler | undefined {
  const exact =
    status === 400 || status === 403 || status === 404 || status === 500
      ? handlers[status]
      : undefined;
  if (exact !== undefined) return exact;
  if (status >= 500 && handlers['5xx'] !== undefined) return handlers['5xx'];
  if (status >= 400 && handlers['4xx'] !== undefined) return handlers['4xx'];
  return handlers.all;
}

/**
 * Picks the ECX code for a failed status: the exact status first (400, 403, 404, 500), then
 * `'5xx'` (500 and above), then `'4xx'` (400 and above), then `'all'`; ECX999 when nothing
 * matches. A function handler receives the failure's details. Throws a
 * {@link ConfigurationError} when the map has no mapping at all.
 *
 * @example
 * ```ts
 * import { mapStatusToCode } from '@storefront/http';
 *
 * const handlers = { 404: 'ECX033', '4xx': 'ECX023', all: 'ECX022' } as const;
 * mapStatusToCode(404, handlers); // 'ECX033'
 * mapStatusToCode(409, handlers); // 'ECX023'
 * mapStatusToCode(302, handlers); // 'ECX022'
 * ```
 */
export function mapStatusToCode(
  status: number,
  handlers: StatusHandlers,
  details: Partial<Omit<StatusFailure, 'status'>> = {},
): EcxCode {
  if (!hasMapping(handlers)) {
    throw new ConfigurationError('status handlers', [{ path: '', message: EMPTY_MAPPING }]);
  }
  const handler = pickHandler(status, handlers);
  if (handler === undefined) return 'ECX999';
  if (typeof handler !== 'function') return handler;
  const code = handler({
    status,
    serviceCode: details.serviceCode,
    detail: details.detail,
    body: details.body,
  });
  return isEcxCode(code) ? code : 'ECX999';
}
