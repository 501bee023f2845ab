import { StorefrontError, storefrontErrorKindOf } from './storefront-error';
import type { StorefrontErrorOptions } from './storefront-error';

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
  return value instanceof UnknownError || storefrontErrorKindOf(value) === 'unknown';
}
