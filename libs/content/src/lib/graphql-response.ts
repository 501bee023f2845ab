import type { GraphQLErrorLike } from '@storefront/http';
import { array, decoder, number, object, optional, record, string, type Decoder } from './decode';

const pathKey = decoder((value, path, issues) => {
  if (typeof value !== 'string' && typeof value !== 'number') {
    issues.push({ path, message: 'Invalid input' });
  }
  return value as string | number;
});

const graphQLError: Decoder<GraphQLErrorLike> = object(
  {
    message: string(),
    path: optional(array(pathKey)),
    locations: optional(array(object({ line: number, column: number }))),
    extensions: optional(record),
  },
  { loose: true },
);

/**
 * The body of a GraphQL answer: `data` of any shape (the operation's schema checks it) and
 * `errors`, each kept with every field it has. Checked the same way as the zod schema it
 * replaced (`z.object({ data: z.optional(z.unknown()), errors: z.optional(z.array(…)) })`).
 *
 * @example
 * graphQLResponseSchema.safeParse({ data: { headerMenu: [] } }).success; // true
 */
export const graphQLResponseSchema: Decoder<{
  data?: unknown;
  errors?: readonly GraphQLErrorLike[] | undefined;
}> = object({
  data: optional(decoder((value) => value)),
  errors: optional(array(graphQLError)),
});
