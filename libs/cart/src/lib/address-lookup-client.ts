import { createHttpClient, type HttpFetch } from '@storefront/http';
import {
  CLEANSE_ADDRESSES_ERROR_CODES,
  cleanseAddresses,
  type CleanseAddressInput,
  type CleanseResult,
} from './address-lookup-cleanse';
import {
  FIND_ADDRESSES_ERROR_CODES,
  findAddressSuggestions,
  type AddressSuggestion,
  type FindAddressesQuery,
} from './address-lookup-find';
import {
  RETRIEVE_ADDRESS_ERROR_CODES,
  retrieveLookupAddress,
  type LookupAddress,
} from './address-lookup-retrieve';

/**
 * Options of one lookup call.
 *
 * @example
 * const options: AddressLookupCallOptions = { signal: controller.signal };
 */
export interface AddressLookupCallOptions {
  /** Aborts the call; an aborted call fails with an `ApiError` of status 0. */
  readonly signal?: AbortSignal | undefined;
}

/**
 * The address lookup as the address form uses it. {@link createAddressLookupClient} makes
 * the real one; anything with these methods works (a story can pass an in-memory one).
 *
 * @example
 * const lookup: AddressLookup = createAddressLookupClient({ baseUrl });
 */
export interface AddressLookup {
  /** Street suggestions (ECX036 on failure); `[]` for fewer than 3 characters. */
  find(query: FindAddressesQuery, options?: AddressLookupCallOptions): Promise<AddressSuggestion[]>;
  /** The full address of an `Address` suggestion (ECX037 on failure). */
  retrieve(id: string, options?: AddressLookupCallOptions): Promise<LookupAddress>;
}

/**
 * The address lookup client: {@link AddressLookup} plus the cleansing batch.
 *
 * @example
 * const [result] = await client.cleanse([address]);
 */
export interface AddressLookupClient extends AddressLookup {
  /** Checks addresses: quality A (perfect match, normalised address) or E (ECX044 on failure). */
  cleanse(
    addresses: readonly CleanseAddressInput[],
    options?: AddressLookupCallOptions,
  ): Promise<CleanseResult[]>;
}

/**
 * Options of {@link createAddressLookupClient}.
 *
 * @example
 * const options: AddressLookupClientOptions = { baseUrl: 'http://127.0.0.1:4010/address-lookup' };
 */
export interface AddressLookupClientOptions {
  /** Base URL of the address lookup service (`/find`, `/retrieve`, `/cleanse` below it). */
  readonly baseUrl: string | URL;
  /** Replaces the global `fetch` (tests pass the in-process sandbox's `fetch`). */
  readonly fetch?: HttpFetch;
}

/**
 * Creates the address lookup client (contract 4): `find` street suggestions from 3
 * characters, `retrieve` a suggestion's full address, `cleanse` addresses to quality A or E.
 * Failures are `ApiError`s of `@storefront/http` with code ECX036 (find), ECX037 (retrieve)
 * or ECX044 (cleanse); answers of the wrong shape are `TransformError`s.
 *
 * @example
 * const lookup = createAddressLookupClient({ baseUrl: endpoints.addressLookup });
 * const [first] = await lookup.find({ text: 'Matlock', country: 'United States of America' });
 * if (first?.type === 'Address') form.reset(lookupAddressToForm(await lookup.retrieve(first.id)));
 */
export function createAddressLookupClient(
  options: AddressLookupClientOptions,
): AddressLookupClient {
  const connection = { prefixUrl: options.baseUrl, fetch: options.fetch };
  const findHttp = createHttpClient({ ...connection, errorCodes: FIND_ADDRESSES_ERROR_CODES });
  const retrieveHttp = createHttpClient({
    ...connection,
    errorCodes: RETRIEVE_ADDRESS_ERROR_CODES,
  });
  const cleanseHttp = createHttpClient({
    ...connection,
    errorCodes: CLEANSE_ADDRESSES_ERROR_CODES,
  });
  return {
    find: (query, callOptions = {}) =>
      findAddressSuggestions(findHttp, query, { signal: callOptions.signal }),
    retrieve: (id, callOptions = {}) =>
      retrieveLookupAddress(retrieveHttp, id, { signal: callOptions.signal }),
    cleanse: (addresses, callOptions = {}) =>
      cleanseAddresses(cleanseHttp, addresses, { signal: callOptions.signal }),
  };
}
