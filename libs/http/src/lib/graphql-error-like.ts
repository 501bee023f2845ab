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
