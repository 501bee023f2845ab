import type { EcxCode } from './ecx-catalogue';
import type { GraphQLErrorLike } from './graphql-error-like';
import { StorefrontError, storefrontErrorKindOf } from './storefront-error';
import type { SerializedStorefrontError, StorefrontErrorOptions } from './storefront-error';

export type { GraphQLErrorLike } from './graphql-error-like';

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
  return value instanceof ContentQueryError || storefrontErrorKindOf(value) === 'content-query';
}
