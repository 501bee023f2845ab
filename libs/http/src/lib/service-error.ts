/**
 * What the rethrow rule takes from a service's error body.
 *
 * @example
 * ```ts
 * import { parseServiceErrorBody, type ServiceErrorDetails } from '@storefront/http';
 *
 * const details: ServiceErrorDetails = parseServiceErrorBody({ title: 'NotFound', detail: 'No cart' });
 * ```
 */
export interface ServiceErrorDetails {
  /** The service's message, or the detail part of a `CODE:detail` message. */
  readonly message: string | undefined;
  /** The service's code, or the CODE part of a `CODE:detail` message. */
  readonly code: string | undefined;
}

const MESSAGE_FIELDS = ['detail', 'error_description', 'message', 'description'] as const;
const CODE_FIELDS = ['title', 'friendly_message', 'code'] as const;

// An upper-case identifier, a colon, then the detail: 'CARD_DECLINED:Your card was declined.'
const CODED_MESSAGE = /^([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)\s*:\s*([\s\S]*)$/;

function presentText(value: unknown): string | undefined {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  return undefined;
}

function presentCode(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return presentText(value);
}

function firstPresent(
  body: Readonly<Record<string, unknown>>,
  fields: readonly string[],
  read: (value: unknown) => string | undefined,
): string | undefined {
  for (const field of fields) {
    const value = read(body[field]);
    if (value !== undefined) return value;
  }
  return undefined;
}

function splitCodedMessage(
  message: string | undefined,
  code: string | undefined,
): ServiceErrorDetails {
  const match = message === undefined ? null : CODED_MESSAGE.exec(message);
  if (match === null) return { message, code };
  return { code: match[1], message: presentText(match[2]) };
}

/**
 * Applies the specification's rethrow rule to a service error body: the message is the first
 * present of `detail`, `error_description`, `message`, `description`; the code is the first
 * present of `title`, `friendly_message`, `code`. A message in the payment form `CODE:detail`
 * is split, and its CODE takes precedence over the body's code. A plain-text body is read as
 * the message. Blank strings count as absent.
 *
 * @example
 * ```ts
 * import { parseServiceErrorBody } from '@storefront/http';
 *
 * parseServiceErrorBody({ error_description: 'Invalid access token', code: 401 });
 * // { message: 'Invalid access token', code: '401' }
 * parseServiceErrorBody({ message: 'CARD_DECLINED:Your card was declined.' });
 * // { message: 'Your card was declined.', code: 'CARD_DECLINED' }
 * ```
 */
export function parseServiceErrorBody(body: unknown): ServiceErrorDetails {
  if (typeof body === 'string') return splitCodedMessage(presentText(body), undefined);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { message: undefined, code: undefined };
  }
  const record = body as Readonly<Record<string, unknown>>;
  return splitCodedMessage(
    firstPresent(record, MESSAGE_FIELDS, presentText),
    firstPresent(record, CODE_FIELDS, presentCode),
  );
}
