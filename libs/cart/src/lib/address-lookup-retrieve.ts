import { defineStatusHandlers, type HttpClient } from '@storefront/http';
import { z } from 'zod';
import { toAddressForm, type AddressFormValues } from './address';

/**
 * Status handlers of `retrieve`: every failure is ECX037 (address lookup), an unknown id
 * (`404 AddressNotFound`) included.
 *
 * @example
 * createHttpClient({ prefixUrl, errorCodes: RETRIEVE_ADDRESS_ERROR_CODES });
 */
export const RETRIEVE_ADDRESS_ERROR_CODES = defineStatusHandlers({ all: 'ECX037' });

/**
 * Schema of an address as the lookup service answers it (retrieve and cleanse).
 *
 * @example
 * lookupAddressSchema.parse(body.address);
 */
export const lookupAddressSchema = z.object({
  streetName: z.string(),
  additionalStreetInfo: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.enum(['US', 'CA']),
});

/**
 * A full address from the lookup service: API field names, state as a 2-letter code, Puerto
 * Rico as the state `PR` of the US.
 *
 * @example
 * const address: LookupAddress = {
 *   streetName: '750 Matlock Road', additionalStreetInfo: '', city: 'Arlington', state: 'TX',
 *   postalCode: '76001', country: 'US',
 * };
 */
export type LookupAddress = z.output<typeof lookupAddressSchema>;

/**
 * The form fields a picked address fills in.
 *
 * @example
 * const fields: LookupFormFields = { streetOrHouseNo: '750 Matlock Road', street2: '', city: 'Arlington', state: 'Texas', postalCode: '76001', country: 'United States of America' };
 */
export type LookupFormFields = Pick<
  AddressFormValues,
  'streetOrHouseNo' | 'street2' | 'city' | 'state' | 'postalCode' | 'country'
>;

const retrieveResponseSchema = z.object({ address: lookupAddressSchema });

/**
 * Fetches the full address of an `Address` suggestion (`GET retrieve?id=`). Fails with the
 * `ApiError` (ECX037, also for an unknown id) or `TransformError` of the client passed in.
 *
 * @example
 * const http = createHttpClient({ prefixUrl, errorCodes: RETRIEVE_ADDRESS_ERROR_CODES });
 * const address = await retrieveLookupAddress(http, suggestion.id);
 */
export async function retrieveLookupAddress(
  http: HttpClient,
  id: string,
  options: { signal?: AbortSignal } = {},
): Promise<LookupAddress> {
  return http.get('retrieve', {
    searchParams: { id },
    schema: retrieveResponseSchema,
    transform: (data) => data.address,
    signal: options.signal,
  });
}

/**
 * The address form fields of a looked-up address: names for the country and state codes
 * (Puerto Rico shown as the country, spec section 4) and the city reduced to letters and
 * spaces, the form's city rule (a hyphen or period becomes a space).
 *
 * @example
 * lookupAddressToForm({ streetName: '12 Calle Luna', additionalStreetInfo: '', city: 'San Juan', state: 'PR', postalCode: '00901', country: 'US' });
 * // { streetOrHouseNo: '12 Calle Luna', street2: '', city: 'San Juan', state: 'Puerto Rico', postalCode: '00901', country: 'Puerto Rico' }
 */
export function lookupAddressToForm(address: LookupAddress): LookupFormFields {
  const form = toAddressForm(address);
  return {
    streetOrHouseNo: form.streetOrHouseNo,
    street2: form.street2,
    city: form.city
      .replace(/[^\p{L}\s]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
    state: form.state,
    postalCode: form.postalCode,
    country: form.country,
  };
}
