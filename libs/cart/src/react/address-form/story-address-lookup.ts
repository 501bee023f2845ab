// STORY HELPER ONLY — not exported from the package. Storybook runs in the browser without
// the sandbox, so the AddressForm stories search this small in-memory data set instead. It
// answers in the shapes of the address lookup (contract 4) and fails like it when asked to;
// the component tests use the real client against the in-process sandbox.
import { ApiError } from '@storefront/http';
import type { AddressLookup } from '../../lib/address-lookup-client';
import type { AddressSuggestion } from '../../lib/address-lookup-find';
import type { LookupAddress } from '../../lib/address-lookup-retrieve';

interface StoryStreet {
  id: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: 'US' | 'CA';
  numbers: number[];
}

const STREETS: StoryStreet[] = [
  {
    id: 'street_us-tx-arlington-matlock-road',
    street: 'Matlock Road',
    city: 'Arlington',
    state: 'TX',
    postalCode: '76001',
    country: 'US',
    numbers: [750, 752, 754, 756, 758],
  },
  {
    id: 'street_us-pr-san-juan-calle-fortaleza',
    street: 'Calle Fortaleza',
    city: 'San Juan',
    state: 'PR',
    postalCode: '00901',
    country: 'US',
    numbers: [52, 58, 64, 70],
  },
  {
    id: 'street_ca-on-toronto-king-street-west',
    street: 'King Street West',
    city: 'Toronto',
    state: 'ON',
    postalCode: 'M5V 2T6',
    country: 'CA',
    numbers: [850],
  },
];

const words = (text: string) => text.toLowerCase().split(/\W+/).filter(Boolean);

function addressItems(street: StoryStreet): AddressSuggestion[] {
  return street.numbers.map((number) => ({
    id: `addr_${street.id.slice('street_'.length)}-${number}`,
    type: 'Address',
    text: `${number} ${street.street}`,
    description: `${street.city}, ${street.state} ${street.postalCode}`,
  }));
}

/**
 * Options of {@link createStoryAddressLookup}.
 *
 * @example
 * const options: StoryAddressLookupOptions = { fail: true };
 */
export interface StoryAddressLookupOptions {
  /** Every call fails with the ApiError the real client throws (ECX036 / ECX037). */
  fail?: boolean;
}

/**
 * An in-memory {@link AddressLookup} over three streets (Arlington TX, San Juan PR, Toronto).
 *
 * @example
 * <AddressForm lookup={createStoryAddressLookup()} onSubmit={fn()} />
 */
export function createStoryAddressLookup(options: StoryAddressLookupOptions = {}): AddressLookup {
  return {
    async find(query) {
      if (options.fail) throw new ApiError({ status: 503, code: 'ECX036' });
      const tokens = words(query.text);
      if (query.text.trim().length < 3) return [];
      const street = STREETS.find((candidate) => candidate.id === query.container);
      if (street) return addressItems(street);
      return STREETS.filter((candidate) => {
        const haystack = words(`${candidate.street} ${candidate.city} ${candidate.state}`);
        return tokens.every((token) => haystack.some((word) => word.startsWith(token)));
      }).flatMap((candidate) =>
        candidate.numbers.length > 3
          ? [
              {
                id: candidate.id,
                type: 'Container' as const,
                text: candidate.street,
                description: `${candidate.city}, ${candidate.state} ${candidate.postalCode} - ${candidate.numbers.length} Addresses`,
              },
            ]
          : addressItems(candidate),
      );
    },
    async retrieve(id): Promise<LookupAddress> {
      if (options.fail) throw new ApiError({ status: 503, code: 'ECX037' });
      for (const street of STREETS) {
        const item = addressItems(street).find((candidate) => candidate.id === id);
        if (item) {
          return {
            streetName: item.text,
            additionalStreetInfo: '',
            city: street.city,
            state: street.state,
            postalCode: street.postalCode,
            country: street.country,
          };
        }
      }
      throw new ApiError({ status: 404, code: 'ECX037', serviceCode: 'AddressNotFound' });
    },
  };
}
