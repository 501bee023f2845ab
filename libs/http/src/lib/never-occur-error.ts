import { StorefrontError, storefrontErrorKindOf } from './storefront-error';
import type { StorefrontErrorOptions } from './storefront-error';

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
  return value instanceof NeverOccurError || storefrontErrorKindOf(value) === 'never-occur';
}
