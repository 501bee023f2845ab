import type { GraphQLErrorLike } from './graphql-error-like';
import type { EcxCode, StorefrontErrorKind } from './ecx-catalogue';
import { isEcxCode } from './ecx-catalogue';
import { ecxMessages } from './ecx-messages';
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

function catalogueEntryOf(code: EcxCode) {
  return isEcxCode(code) ? ecxMessages[code] : ecxMessages.ECX999;
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
 * Options of the {@link StorefrontError} base class: an ECX code is required; the kind defaults
 * to the catalogue's kind for that code.
 *
 * @example
 * ```ts
 * import { StorefrontError, type StorefrontErrorInit } from '@storefront/http';
 *
 * const init: StorefrontErrorInit = { code: 'ECX038', message: 'P.O. Box 12' }; // kind 'api'
 * throw new StorefrontError(init);
 * ```
 */
export interface StorefrontErrorInit extends StorefrontErrorOptions {
  /** Where the failure happened; the catalogue's kind for {@link StorefrontErrorInit.code} when left out. */
  readonly kind?: StorefrontErrorKind;
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
    const entry = catalogueEntryOf(init.code);
    const userMessage = entry.message;
    super(
      init.message ?? userMessage,
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.name = 'StorefrontError';
    this.code = init.code;
    this.kind = init.kind ?? entry.kind;
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
 * The kind of a storefront error, or `undefined` when the value is none: an instance of any copy
 * of this package (its `Symbol.for` brand), or the serialized form (`kind`, an ECX `code` and a
 * `message`). Each kind's guard is built on it; not part of the public API.
 *
 * @example
 * ```ts
 * storefrontErrorKindOf(new ApiError({ status: 404, code: 'ECX022' })); // 'api'
 * storefrontErrorKindOf(new Error('plain')); // undefined
 * ```
 */
export function storefrontErrorKindOf(value: unknown): StorefrontErrorKind | undefined {
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
  return value instanceof StorefrontError || storefrontErrorKindOf(value) !== undefined;
}
