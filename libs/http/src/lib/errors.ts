import type { EcxCode, StorefrontErrorKind } from './ecx-catalogue';
import { ecxCatalogue, isEcxCode } from './ecx-catalogue';
import type { FieldIssue } from './field-issues';

// Symbol.for is shared by every copy of this package loaded in one realm, so the brand
// survives duplicated bundles where `instanceof` does not.
const STOREFRONT_ERROR_BRAND = Symbol.for('@storefront/http.StorefrontError');

const ERROR_KINDS: readonly StorefrontErrorKind[] = [
  'api',
  'transform',
  'content-query',
  'never-occur',
  'unknown',
];

const ECX_CODE_PATTERN = /^ECX\d{3}$/;

function userMessageOf(code: EcxCode): string {
  return (isEcxCode(code) ? ecxCatalogue[code] : ecxCatalogue.ECX999).message;
}

/**
 * The plain-data form of a storefront error, as produced by `toJSON()` (and therefore by
 * `JSON.stringify`). It survives `postMessage`, `structuredClone` and server-to-browser
 * hand-over, and the type guards recognise it.
 *
 * @example
 * ```ts
 * import { ApiError, type SerializedStorefrontError } from '@storefront/http';
 *
 * const data: SerializedStorefrontError = new ApiError({ status: 404, code: 'ECX022' }).toJSON();
 * ```
 */
export interface SerializedStorefrontError {
  readonly name: string;
  readonly kind: StorefrontErrorKind;
  readonly code: EcxCode;
  readonly message: string;
  readonly userMessage: string;
  readonly status?: number;
  readonly serviceCode?: string;
  readonly detail?: string;
  readonly path?: string;
  readonly issues?: readonly FieldIssue[];
  readonly errors?: readonly GraphQLErrorLike[];
}

/**
 * What every storefront error can be built from: an optional message that replaces the
 * default one, and the error that caused it.
 *
 * @example
 * ```ts
 * import { UnknownError, type StorefrontErrorOptions } from '@storefront/http';
 *
 * const options: StorefrontErrorOptions = { cause: new Error('boom') };
 * throw new UnknownError(options);
 * ```
 */
export interface StorefrontErrorOptions {
  /** Replaces the default message (the catalogue's user message for the code). */
  readonly message?: string;
  /** The underlying error, kept as the standard `cause`. */
  readonly cause?: unknown;
}

/**
 * Options of the {@link StorefrontError} base class: a kind and an ECX code are required.
 *
 * @example
 * ```ts
 * import { StorefrontError, type StorefrontErrorInit } from '@storefront/http';
 *
 * const init: StorefrontErrorInit = { kind: 'unknown', code: 'ECX999' };
 * throw new StorefrontError(init);
 * ```
 */
export interface StorefrontErrorInit extends StorefrontErrorOptions {
  readonly kind: StorefrontErrorKind;
  readonly code: EcxCode;
}

/**
 * Base class of every error the storefront libraries throw for a failure a shopper can meet.
 * Each carries a stable ECX `code`, a `kind`, `userMessage` (the catalogue text to show) and
 * `message` (what exactly failed; the service's own message for API failures).
 *
 * @example
 * ```ts
 * import { StorefrontError, isStorefrontError } from '@storefront/http';
 *
 * try {
 *   await loadCart();
 * } catch (error) {
 *   const text = isStorefrontError(error) ? error.userMessage : 'Sorry, something went wrong.';
 *   showSnackbar(text);
 * }
 * ```
 */
export class StorefrontError extends Error {
  /** The stable ECX code from the catalogue. */
  readonly code: EcxCode;
  /** Where the failure happened. */
  readonly kind: StorefrontErrorKind;
  /** The catalogue's user-facing message for {@link StorefrontError.code}. */
  readonly userMessage: string;

  constructor(init: StorefrontErrorInit) {
    const userMessage = userMessageOf(init.code);
    super(
      init.message ?? userMessage,
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.name = 'StorefrontError';
    this.code = init.code;
    this.kind = init.kind;
    this.userMessage = userMessage;
    Object.defineProperty(this, STOREFRONT_ERROR_BRAND, { value: true });
  }

  /**
   * The plain-data form of this error (without `cause`, `response` or stack).
   *
   * @example
   * ```ts
   * JSON.stringify(new UnknownError()); // '{"name":"UnknownError","kind":"unknown",…}'
   * ```
   */
  toJSON(): SerializedStorefrontError {
    return {
      name: this.name,
      kind: this.kind,
      code: this.code,
      message: this.message,
      userMessage: this.userMessage,
    };
  }
}

/**
 * Options of {@link ApiError}.
 *
 * @example
 * ```ts
 * import { ApiError, type ApiErrorInit } from '@storefront/http';
 *
 * const init: ApiErrorInit = { status: 409, code: 'ECX023', detail: 'Version mismatch' };
 * throw new ApiError(init);
 * ```
 */
export interface ApiErrorInit extends StorefrontErrorOptions {
  /** HTTP status of the answer; 0 when no answer arrived (network failure, abort). */
  readonly status: number;
  readonly code: EcxCode;
  /** The service's own code (`title`, `friendly_message`, `code`, or CODE of `CODE:detail`). */
  readonly serviceCode?: string;
  /** The service's own message (`detail`, `error_description`, `message`, `description`). */
  readonly detail?: string;
  /** The failed response, when one arrived. Its body has already been read. */
  readonly response?: Response;
  /** The parsed body of the failed response, when one arrived. */
  readonly body?: unknown;
}

/**
 * A service call failed: the answer's status was outside 200 to 299, or no answer arrived
 * (`status` 0). `message` is the service's message when its body carries one (the rethrow
 * rule of the specification), otherwise the catalogue's user message.
 *
 * @example
 * ```ts
 * import { isApiError } from '@storefront/http';
 *
 * try {
 *   await http.get('carts/42', { schema: cartSchema });
 * } catch (error) {
 *   if (isApiError(error) && error.status === 409) return reloadCart();
 *   throw error;
 * }
 * ```
 */
export class ApiError extends StorefrontError {
  /** HTTP status of the answer; 0 when no answer arrived. */
  readonly status: number;
  /** The service's own error code, when its body carries one. */
  readonly serviceCode: string | undefined;
  /** The service's own error message, when its body carries one. */
  readonly detail: string | undefined;
  /** The failed response (body already read), when one arrived. */
  readonly response: Response | undefined;
  /** The parsed body of the failed response, when one arrived. */
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super({
      kind: 'api',
      code: init.code,
      message: init.message ?? init.detail,
      cause: init.cause,
    });
    this.name = 'ApiError';
    this.status = init.status;
    this.serviceCode = init.serviceCode;
    this.detail = init.detail;
    this.response = init.response;
    this.body = init.body;
  }

  override toJSON(): SerializedStorefrontError {
    return {
      ...super.toJSON(),
      status: this.status,
      ...(this.serviceCode === undefined ? {} : { serviceCode: this.serviceCode }),
      ...(this.detail === undefined ? {} : { detail: this.detail }),
    };
  }
}

/**
 * Options of {@link TransformError}.
 *
 * @example
 * ```ts
 * import { TransformError, type TransformErrorInit } from '@storefront/http';
 *
 * const init: TransformErrorInit = { path: 'lineItems[0].quantity' };
 * throw new TransformError(init);
 * ```
 */
export interface TransformErrorInit extends StorefrontErrorOptions {
  /** Defaults to ECX003, the general transform failure. */
  readonly code?: EcxCode;
  /** The first failing field, as written in code (`items[0].price`). */
  readonly path?: string;
  /** Every failing field. */
  readonly issues?: readonly FieldIssue[];
}

/**
 * A response arrived but could not be read or reshaped: invalid JSON, a field that does not
 * match the expected schema (named in `path` and `issues`), or a response transformer that
 * threw. Code ECX003 unless another is given.
 *
 * @example
 * ```ts
 * import { isTransformError } from '@storefront/http';
 *
 * try {
 *   await http.get('carts/42', { schema: cartSchema });
 * } catch (error) {
 *   if (isTransformError(error)) console.error(`Unexpected cart field ${error.path}`);
 * }
 * ```
 */
export class TransformError extends StorefrontError {
  /** The first failing field, when a schema rejected the data. */
  readonly path: string | undefined;
  /** Every failing field, when a schema rejected the data. */
  readonly issues: readonly FieldIssue[];

  constructor(init: TransformErrorInit = {}) {
    super({
      kind: 'transform',
      code: init.code ?? 'ECX003',
      message: init.message,
      cause: init.cause,
    });
    this.name = 'TransformError';
    this.path = init.path;
    this.issues = init.issues ?? [];
  }

  override toJSON(): SerializedStorefrontError {
    return {
      ...super.toJSON(),
      ...(this.path === undefined ? {} : { path: this.path }),
      issues: this.issues,
    };
  }
}

/**
 * One error of a GraphQL response (`errors[]`), as far as the storefront reads it.
 *
 * @example
 * ```ts
 * import type { GraphQLErrorLike } from '@storefront/http';
 *
 * const error: GraphQLErrorLike = { message: 'Cannot query field "x"', path: ['storefrontConfig'] };
 * ```
 */
export interface GraphQLErrorLike {
  readonly message: string;
  readonly path?: readonly (string | number)[];
  readonly locations?: readonly { readonly line: number; readonly column: number }[];
  readonly extensions?: Readonly<Record<string, unknown>>;
}

/**
 * Options of {@link ContentQueryError}.
 *
 * @example
 * ```ts
 * import { ContentQueryError, type ContentQueryErrorInit } from '@storefront/http';
 *
 * const init: ContentQueryErrorInit = { errors: [{ message: 'Unknown field' }] };
 * throw new ContentQueryError(init);
 * ```
 */
export interface ContentQueryErrorInit extends StorefrontErrorOptions {
  /** Defaults to ECX001. */
  readonly code?: EcxCode;
  /** The GraphQL `errors` of the response. */
  readonly errors?: readonly GraphQLErrorLike[];
}

/**
 * The content service's GraphQL query answered with `errors` (code ECX001). The default
 * message joins the GraphQL error messages.
 *
 * @example
 * ```ts
 * import { ContentQueryError } from '@storefront/http';
 *
 * const result = await postQuery(query);
 * if (result.errors?.length) throw new ContentQueryError({ errors: result.errors });
 * ```
 */
export class ContentQueryError extends StorefrontError {
  /** The GraphQL `errors` of the response. */
  readonly errors: readonly GraphQLErrorLike[];

  constructor(init: ContentQueryErrorInit = {}) {
    const errors = init.errors ?? [];
    const joined = errors.map((error) => error.message).join('; ');
    super({
      kind: 'content-query',
      code: init.code ?? 'ECX001',
      message: init.message ?? (joined === '' ? undefined : joined),
      cause: init.cause,
    });
    this.name = 'ContentQueryError';
    this.errors = errors;
  }

  override toJSON(): SerializedStorefrontError {
    return { ...super.toJSON(), errors: this.errors };
  }
}

/**
 * A branch the code treats as unreachable was reached (code ECX998), for example the default
 * case of an exhaustive switch meeting a value the service added later.
 *
 * @example
 * ```ts
 * import { NeverOccurError } from '@storefront/http';
 *
 * function labelOf(status: 'open' | 'shipped'): string {
 *   switch (status) {
 *     case 'open': return 'Open';
 *     case 'shipped': return 'Shipped';
 *     default: throw new NeverOccurError({ message: `Unexpected status ${String(status)}` });
 *   }
 * }
 * ```
 */
export class NeverOccurError extends StorefrontError {
  constructor(options: StorefrontErrorOptions = {}) {
    super({ kind: 'never-occur', code: 'ECX998', ...options });
    this.name = 'NeverOccurError';
  }
}

/**
 * A failure of no known kind (code ECX999); its message is the specification's
 * 'Sorry, something went wrong. We are working on it.'.
 *
 * @example
 * ```ts
 * import { UnknownError } from '@storefront/http';
 *
 * window.addEventListener('unhandledrejection', (event) => {
 *   report(new UnknownError({ cause: event.reason }));
 * });
 * ```
 */
export class UnknownError extends StorefrontError {
  constructor(options: StorefrontErrorOptions = {}) {
    super({ kind: 'unknown', code: 'ECX999', ...options });
    this.name = 'UnknownError';
  }
}

function kindOf(value: unknown): StorefrontErrorKind | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const candidate = value as {
    readonly kind?: unknown;
    readonly code?: unknown;
    readonly message?: unknown;
    readonly [STOREFRONT_ERROR_BRAND]?: unknown;
  };
  const kind = ERROR_KINDS.find((known) => known === candidate.kind);
  if (kind === undefined) return undefined;
  if (candidate[STOREFRONT_ERROR_BRAND] === true) return kind;
  // Serialized errors (toJSON, JSON, structuredClone of toJSON) have no brand: recognise them
  // by their data.
  const structural =
    typeof candidate.code === 'string' &&
    ECX_CODE_PATTERN.test(candidate.code) &&
    typeof candidate.message === 'string';
  return structural ? kind : undefined;
}

/**
 * Whether a value is a storefront error of any kind: an instance from any copy of this
 * package, or its serialized form (`toJSON()`). A serialized error has the data fields only.
 *
 * @example
 * ```ts
 * import { isStorefrontError } from '@storefront/http';
 *
 * const text = isStorefrontError(error) ? error.userMessage : fallbackText;
 * ```
 */
export function isStorefrontError(value: unknown): value is StorefrontError {
  return value instanceof StorefrontError || kindOf(value) !== undefined;
}

/**
 * Whether a value is an {@link ApiError} (kind `api`), also across package copies and in
 * serialized form.
 *
 * @example
 * ```ts
 * import { isApiError } from '@storefront/http';
 *
 * if (isApiError(error) && error.status === 401) signOut();
 * ```
 */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError || kindOf(value) === 'api';
}

/**
 * Whether a value is a {@link TransformError} (kind `transform`), also across package copies
 * and in serialized form.
 *
 * @example
 * ```ts
 * import { isTransformError } from '@storefront/http';
 *
 * if (isTransformError(error)) logger.warn('Unexpected response field', error.path);
 * ```
 */
export function isTransformError(value: unknown): value is TransformError {
  return value instanceof TransformError || kindOf(value) === 'transform';
}

/**
 * Whether a value is a {@link ContentQueryError} (kind `content-query`), also
 * across package copies and in serialized form.
 *
 * @example
 * ```ts
 * import { isContentQueryError } from '@storefront/http';
 *
 * if (isContentQueryError(error)) console.error(error.errors);
 * ```
 */
export function isContentQueryError(value: unknown): value is ContentQueryError {
  return value instanceof ContentQueryError || kindOf(value) === 'content-query';
}

/**
 * Whether a value is a {@link NeverOccurError} (kind `never-occur`), also across package
 * copies and in serialized form.
 *
 * @example
 * ```ts
 * import { isNeverOccurError } from '@storefront/http';
 *
 * if (isNeverOccurError(error)) reportBug(error);
 * ```
 */
export function isNeverOccurError(value: unknown): value is NeverOccurError {
  return value instanceof NeverOccurError || kindOf(value) === 'never-occur';
}

/**
 * Whether a value is an {@link UnknownError} (kind `unknown`), also across package copies and
 * in serialized form.
 *
 * @example
 * ```ts
 * import { isUnknownError } from '@storefront/http';
 *
 * if (isUnknownError(error)) reportBug(error.cause);
 * ```
 */
export function isUnknownError(value: unknown): value is UnknownError {
  return value instanceof UnknownError || kindOf(value) === 'unknown';
}
