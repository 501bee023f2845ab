// The rules that keep passwords, tokens and card data out of analytics. The client strips
// what they find before sending; the sandbox's sink refuses payloads with them, importing this
// module through the DOM-free `@storefront/analytics/guard` entry (so keep it free of DOM types
// and of imports).

/**
 * Why a value counts as sensitive:
 * - `key`: its property name is a password, token, secret, ticket or card field;
 * - `jwt`: a string holding a JSON Web Token anywhere in it;
 * - `bearer`: a string holding a `Bearer …` credential;
 * - `card-number`: a string (or whole number) of 13 to 19 digits, optionally grouped by spaces
 *   or dashes, that passes the Luhn check;
 * - `query-parameter`: a string with a query (`?a=b`) or fragment (`#a=b`) whose parameter
 *   name or value is sensitive (a reset link's `ticketId`, an `access_token` in a fragment).
 *
 * @example
 * const reason: SensitiveReason = 'card-number';
 */
export type SensitiveReason = 'key' | 'jwt' | 'bearer' | 'card-number' | 'query-parameter';

/**
 * One sensitive value found in a JSON payload: where it is (`properties.password`, dots between
 * names, array indexes as numbers) and why.
 *
 * @example
 * const finding: SensitiveFinding = { path: 'properties.password', reason: 'key', name: 'password' };
 */
export interface SensitiveFinding {
  readonly path: string;
  readonly reason: SensitiveReason;
  /** The property or query-parameter name at fault, for `key` and `query-parameter`. */
  readonly name?: string;
}

// Names are compared lowercased with everything but letters and digits removed, so
// `card_number`, `cardNumber` and `Card-Number` are one name.
const SENSITIVE_NAME_PARTS = [
  'password',
  'passwd',
  'passphrase',
  'passcode',
  'secret',
  'token',
  'nonce',
  'authorization',
  'validationkey',
  'ticketid',
  'apikey',
  'privatekey',
  'cardnumber',
  'cardno',
  'creditcard',
  'debitcard',
  'cardholder',
  'cardexp',
  'cardverification',
  'securitycode',
  'cvv',
  'cvc',
] as const;

const SENSITIVE_NAMES = new Set([
  'card',
  'pan',
  'pin',
  'cc',
  'ccnum',
  'ccv',
  'jwt',
  'otp',
  'ticket',
]);

const JWT_PATTERN = /eyJ[A-Za-z0-9_-]{2,}\.eyJ[A-Za-z0-9_-]{2,}\.[A-Za-z0-9_-]*/;
const BEARER_PATTERN = /\bbearer\s+[A-Za-z0-9._~+/-]{8,}/i;
const GROUPED_DIGITS = /^\d(?:[ -]?\d)+$/;

/**
 * Whether a property or query-parameter name is a password, token, secret, ticket or card
 * field (compared lowercased, ignoring everything but letters and digits).
 *
 * @example
 * isSensitiveKey('newPassword'); // true
 * isSensitiveKey('card_number'); // true
 * isSensitiveKey('cart_id'); // false
 */
export function isSensitiveKey(name: string): boolean {
  const normalised = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (SENSITIVE_NAMES.has(normalised)) return true;
  return SENSITIVE_NAME_PARTS.some((part) => normalised.includes(part));
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Whether a value looks like a payment card number: 13 to 19 digits (a string may group them
 * with single spaces or dashes) that pass the Luhn check.
 *
 * @example
 * looksLikeCardNumber('4111 1111 1111 1111'); // true
 * looksLikeCardNumber('4111 1111 1111 1112'); // false (Luhn)
 * looksLikeCardNumber('BU100001'); // false
 */
export function looksLikeCardNumber(value: unknown): boolean {
  let text: string;
  if (typeof value === 'string') text = value.trim();
  else if (typeof value === 'number' && Number.isInteger(value) && value > 0) text = String(value);
  else return false;
  if (!GROUPED_DIGITS.test(text)) return false;
  const digits = text.replace(/[ -]/g, '');
  return digits.length >= 13 && digits.length <= 19 && passesLuhn(digits);
}

/** The reason a single scalar value (not its name) is sensitive, if it is. */
function scalarReason(value: unknown): SensitiveReason | undefined {
  if (looksLikeCardNumber(value)) return 'card-number';
  if (typeof value !== 'string') return undefined;
  if (JWT_PATTERN.test(value)) return 'jwt';
  if (BEARER_PATTERN.test(value)) return 'bearer';
  return undefined;
}

function decodeComponent(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The parts of a URL-like string: before `?`, the query, and the fragment. */
interface UrlParts {
  base: string;
  query: string | undefined;
  hash: string | undefined;
}

function splitUrl(text: string): UrlParts {
  const hashAt = text.indexOf('#');
  const beforeHash = hashAt === -1 ? text : text.slice(0, hashAt);
  const hash = hashAt === -1 ? undefined : text.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf('?');
  return {
    base: queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt),
    query: queryAt === -1 ? undefined : beforeHash.slice(queryAt + 1),
    hash,
  };
}

/** The name of a `name=value` pair when the pair is sensitive. */
function sensitiveParameter(pair: string): string | undefined {
  const equalsAt = pair.indexOf('=');
  if (equalsAt === -1) return undefined;
  const name = decodeComponent(pair.slice(0, equalsAt));
  const value = decodeComponent(pair.slice(equalsAt + 1));
  return isSensitiveKey(name) || scalarReason(value) !== undefined ? name : undefined;
}

/** A fragment is read as parameters only when it has a `=` (`#access_token=…`, not `#top`). */
function parameterLists(parts: UrlParts): string[] {
  const lists: string[] = [];
  if (parts.query !== undefined) lists.push(parts.query);
  if (parts.hash !== undefined && parts.hash.includes('=')) lists.push(parts.hash);
  return lists;
}

function sensitiveParameterIn(text: string): string | undefined {
  if (!text.includes('?') && !text.includes('#')) return undefined;
  for (const list of parameterLists(splitUrl(text))) {
    for (const pair of list.split('&')) {
      const name = sensitiveParameter(pair);
      if (name !== undefined) return name;
    }
  }
  return undefined;
}

function withoutSensitiveParameters(text: string): string {
  const parts = splitUrl(text);
  const keep = (list: string) =>
    list
      .split('&')
      .filter((pair) => sensitiveParameter(pair) === undefined)
      .join('&');
  let result = parts.base;
  if (parts.query !== undefined) {
    const query = keep(parts.query);
    if (query !== '') result += `?${query}`;
  }
  if (parts.hash !== undefined) {
    const hash = parts.hash.includes('=') ? keep(parts.hash) : parts.hash;
    if (hash !== '') result += `#${hash}`;
  }
  return result;
}

const joinPath = (path: string, name: string | number) =>
  path === '' ? String(name) : `${path}.${name}`;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Every password, token and card value in a JSON payload, in document order: properties whose
 * name is sensitive (their content is not searched further), strings holding a JWT or a bearer
 * credential, card numbers, and URL-like strings with a sensitive query or fragment parameter.
 * `path` prefixes every finding's path.
 *
 * @example
 * findSensitiveData({ properties: { password: 'x', note: 'fine' } });
 * // [{ path: 'properties.password', reason: 'key', name: 'password' }]
 * findSensitiveData({ url: '/reset?ticketId=abc' }, 'context.page');
 * // [{ path: 'context.page.url', reason: 'query-parameter', name: 'ticketId' }]
 */
export function findSensitiveData(value: unknown, path = ''): SensitiveFinding[] {
  const findings: SensitiveFinding[] = [];
  const seen = new WeakSet<object>();
  const visit = (current: unknown, at: string) => {
    if (Array.isArray(current) || isPlainObject(current)) {
      if (seen.has(current)) return;
      seen.add(current);
      const entries: Array<[string | number, unknown]> = Array.isArray(current)
        ? current.map((item, index) => [index, item])
        : Object.entries(current);
      for (const [name, item] of entries) {
        const itemPath = joinPath(at, name);
        if (typeof name === 'string' && isSensitiveKey(name)) {
          findings.push({ path: itemPath, reason: 'key', name });
        } else {
          visit(item, itemPath);
        }
      }
      seen.delete(current);
      return;
    }
    const reason = scalarReason(current);
    if (reason !== undefined) {
      findings.push({ path: at, reason });
      return;
    }
    if (typeof current === 'string') {
      const name = sensitiveParameterIn(current);
      if (name !== undefined) findings.push({ path: at, reason: 'query-parameter', name });
    }
  };
  visit(value, path);
  return findings;
}

/**
 * What {@link stripSensitiveData} returns: the cleaned copy and what was taken out.
 *
 * @example
 * const { value, removed }: StrippedData<{ note: string }> = stripSensitiveData({ note: 'hi' });
 */
export interface StrippedData<T> {
  readonly value: T;
  readonly removed: readonly SensitiveFinding[];
}

/**
 * A copy of a JSON payload without its passwords, tokens and card data: sensitive properties
 * and array items are left out, and sensitive query or fragment parameters are cut from
 * URL-like strings (the rest of the URL stays). `findSensitiveData` finds nothing in the
 * result. Cycles are cut too.
 *
 * @example
 * stripSensitiveData({ url: 'https://shop.example/reset?ticketId=abc&lang=en', password: 'x' });
 * // { value: { url: 'https://shop.example/reset?lang=en' },
 * //   removed: [{ path: 'url', reason: 'query-parameter', name: 'ticketId' },
 * //             { path: 'password', reason: 'key', name: 'password' }] }
 */
export function stripSensitiveData<T>(value: T): StrippedData<T> {
  const removed: SensitiveFinding[] = [];
  const seen = new WeakSet<object>();
  const REMOVE = Symbol('remove');
  const clean = (current: unknown, at: string): unknown => {
    if (Array.isArray(current) || isPlainObject(current)) {
      if (seen.has(current)) return REMOVE;
      seen.add(current);
      if (Array.isArray(current)) {
        const items: unknown[] = [];
        current.forEach((item, index) => {
          const cleaned = clean(item, joinPath(at, index));
          if (cleaned !== REMOVE) items.push(cleaned);
        });
        seen.delete(current);
        return items;
      }
      const result: Record<string, unknown> = {};
      for (const [name, item] of Object.entries(current)) {
        const itemPath = joinPath(at, name);
        if (isSensitiveKey(name)) {
          removed.push({ path: itemPath, reason: 'key', name });
          continue;
        }
        const cleaned = clean(item, itemPath);
        if (cleaned !== REMOVE) result[name] = cleaned;
      }
      seen.delete(current);
      return result;
    }
    const reason = scalarReason(current);
    if (reason !== undefined) {
      removed.push({ path: at, reason });
      return REMOVE;
    }
    if (typeof current === 'string') {
      const name = sensitiveParameterIn(current);
      if (name !== undefined) {
        removed.push({ path: at, reason: 'query-parameter', name });
        // What is left may itself be sensitive ('4111…1111?password=x' leaves a card number).
        return clean(withoutSensitiveParameters(current), at);
      }
    }
    return current;
  };
  const cleaned = clean(value, '');
  return { value: (cleaned === REMOVE ? undefined : cleaned) as T, removed };
}

/**
 * A one-line description of a finding, as the sandbox's `SensitiveDataRejected` detail and the
 * library's `SensitiveDataRemoved` report word it.
 *
 * @example
 * describeSensitiveFinding({ path: 'properties.password', reason: 'key', name: 'password' });
 * // 'properties.password: "password" is a password, token, secret or card field'
 */
export function describeSensitiveFinding(finding: SensitiveFinding): string {
  const where = finding.path === '' ? '(the payload)' : finding.path;
  switch (finding.reason) {
    case 'key':
      return `${where}: "${finding.name ?? ''}" is a password, token, secret or card field`;
    case 'jwt':
      return `${where}: holds a JSON Web Token`;
    case 'bearer':
      return `${where}: holds a bearer credential`;
    case 'card-number':
      return `${where}: looks like a payment card number`;
    case 'query-parameter':
      return `${where}: the URL parameter "${finding.name ?? ''}" is sensitive`;
  }
}
