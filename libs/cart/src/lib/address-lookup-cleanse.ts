import { defineStatusHandlers, type HttpClient } from '@storefront/http';
import { z } from 'zod';
import { lookupAddressSchema } from './address-lookup-retrieve';

/**
 * Status handlers of `cleanse` (the international cleansing batch): every failure is ECX044
 * (address lookup).
 *
 * @example
 * createHttpClient({ prefixUrl, errorCodes: CLEANSE_ADDRESSES_ERROR_CODES });
 */
export const CLEANSE_ADDRESSES_ERROR_CODES = defineStatusHandlers({ all: 'ECX044' });

const cleanseResultSchema = z.object({
  // A and E are the spec's; a service may send other codes (partial matches with a corrected
  // address), which the address form offers like a differently written A.
  quality: z.string().trim().min(1),
  address: lookupAddressSchema.optional(),
});

const cleanseResponseSchema = z.object({ results: z.array(cleanseResultSchema) });

/**
 * The verdict on one address (spec: address-validation quality codes): `A` a perfect match,
 * with the normalised `address`; `E` not found; any other code a partial match, with the
 * corrected `address` when the service has one.
 *
 * @example
 * const result: CleanseResult = { quality: 'E' };
 */
export type CleanseResult = z.output<typeof cleanseResultSchema>;

/**
 * An address to check, with API field names (an `ApiAddress` fits).
 *
 * @example
 * const input: CleanseAddressInput = { streetName: '750 Matlock Rd', city: 'Arlington', state: 'TX', postalCode: '76001', country: 'US' };
 */
export interface CleanseAddressInput {
  readonly streetName: string;
  readonly additionalStreetInfo?: string | undefined;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
  readonly country: string;
}

/**
 * Checks addresses against the lookup service (`POST cleanse`) and answers one result per
 * address, in order. Fails with the `ApiError` (ECX044) or `TransformError` of the client
 * passed in, also when the service answers another number of results than addresses sent.
 *
 * @example
 * const http = createHttpClient({ prefixUrl, errorCodes: CLEANSE_ADDRESSES_ERROR_CODES });
 * const [result] = await cleanseAddresses(http, [toApiAddress(values)]);
 * if (result?.quality === 'A') useAddress(result.address);
 */
export async function cleanseAddresses(
  http: HttpClient,
  addresses: readonly CleanseAddressInput[],
  options: { signal?: AbortSignal } = {},
): Promise<CleanseResult[]> {
  if (addresses.length === 0) return [];
  return http.post('cleanse', {
    json: {
      addresses: addresses.map((address) => ({
        streetName: address.streetName,
        ...(address.additionalStreetInfo
          ? { additionalStreetInfo: address.additionalStreetInfo }
          : {}),
        city: address.city,
        state: address.state,
        postalCode: address.postalCode,
        country: address.country,
      })),
    },
    schema: cleanseResponseSchema.refine((data) => data.results.length === addresses.length, {
      message: `expected ${addresses.length} results`,
      path: ['results'],
    }),
    transform: (data) => data.results,
    signal: options.signal,
  });
}
