import { defineStatusHandlers, type HttpClient } from '@storefront/http';
import { z } from 'zod';
import { findCountry } from './countries';

/**
 * Fewest characters before the street search asks the lookup service (spec: street search
 * starts at 3 characters).
 *
 * @example
 * text.trim().length >= ADDRESS_LOOKUP_MIN_CHARS;
 */
export const ADDRESS_LOOKUP_MIN_CHARS = 3;

/**
 * Status handlers of `find`: every failure is ECX036 (address lookup).
 *
 * @example
 * createHttpClient({ prefixUrl, errorCodes: FIND_ADDRESSES_ERROR_CODES });
 */
export const FIND_ADDRESSES_ERROR_CODES = defineStatusHandlers({ all: 'ECX036' });

const suggestionSchema = z.object({
  id: z.string().min(1),
  type: z.enum(['Address', 'Container']),
  text: z.string(),
  description: z.string(),
});

const findResponseSchema = z.object({ items: z.array(suggestionSchema) });

/**
 * One suggestion of the street search: an `Address` (retrieve it by `id`) or a `Container`,
 * such as a street with many numbers (search again with `container: id`).
 *
 * @example
 * const suggestion: AddressSuggestion = {
 *   id: 'street_us-tx-arlington-matlock-road', type: 'Container', text: 'Matlock Road',
 *   description: 'Arlington, TX 76001 - 6 Addresses',
 * };
 */
export type AddressSuggestion = z.output<typeof suggestionSchema>;

/**
 * What to search for.
 *
 * @example
 * const query: FindAddressesQuery = { text: '750 Matl', country: 'United States of America' };
 */
export interface FindAddressesQuery {
  /** What the shopper typed; fewer than 3 characters (trimmed) finds nothing without a call. */
  readonly text: string;
  /**
   * The form's country, by code or name. The United States and Puerto Rico search the US,
   * Canada searches Canada; anything else searches both.
   */
  readonly country?: string | undefined;
  /** The id of a `Container` suggestion to list the addresses of. */
  readonly container?: string | undefined;
  /** Most suggestions wanted (the service answers 10 by default, at most 50). */
  readonly limit?: number | undefined;
}

/**
 * The country code the lookup service searches for a form country: `US` for the United
 * States and Puerto Rico (stored as a US state), `CA` for Canada, otherwise `undefined`.
 *
 * @example
 * lookupCountryOf('Puerto Rico'); // 'US'
 * lookupCountryOf('ca'); // 'CA'
 * lookupCountryOf(''); // undefined
 */
export function lookupCountryOf(country: string | undefined): 'US' | 'CA' | undefined {
  const code = findCountry(country ?? '')?.code;
  if (code === 'CA') return 'CA';
  return code === undefined ? undefined : 'US';
}

/**
 * Asks the lookup service for street suggestions (`GET find`). Text shorter than 3
 * characters answers `[]` without a request. Fails with the `ApiError` (ECX036) or
 * `TransformError` of the client passed in.
 *
 * @example
 * const http = createHttpClient({ prefixUrl, errorCodes: FIND_ADDRESSES_ERROR_CODES });
 * const suggestions = await findAddressSuggestions(http, { text: 'Matlock', country: 'US' });
 */
export async function findAddressSuggestions(
  http: HttpClient,
  query: FindAddressesQuery,
  options: { signal?: AbortSignal } = {},
): Promise<AddressSuggestion[]> {
  const text = query.text.trim();
  if (text.length < ADDRESS_LOOKUP_MIN_CHARS) return [];
  return http.get('find', {
    searchParams: {
      text,
      country: lookupCountryOf(query.country),
      container: query.container,
      limit: query.limit,
    },
    schema: findResponseSchema,
    transform: (data) => data.items,
    signal: options.signal,
  });
}
