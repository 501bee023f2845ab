import type { EcxCode } from './ecx-catalogue';
import type { FieldIssue } from './field-issues';
import { StorefrontError, storefrontErrorKindOf } from './storefront-error';
import type { SerializedStorefrontError, StorefrontErrorOptions } from './storefront-error';

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
  return value instanceof TransformError || storefrontErrorKindOf(value) === 'transform';
}
