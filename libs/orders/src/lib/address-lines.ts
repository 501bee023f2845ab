/**
 * The fields the address lines read, as the services send them (any may be missing or null):
 * an order's, a customer's or a cart's address.
 *
 * @example
 * const address: AddressLineFields = { streetName: '500 Main St', city: 'Arlington', state: 'TX', postalCode: '76011', country: 'US' };
 */
export interface AddressLineFields {
  company?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  streetName?: string | null;
  additionalStreetInfo?: string | null;
  postalCode?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  phone?: string | null;
  email?: string | null;
}

const filled = (line: string | null | undefined): line is string =>
  typeof line === 'string' && line.trim() !== '';

/**
 * The postal lines of an address, empty ones left out: street, additional street info,
 * "City, ST 12345", country.
 *
 * @example
 * postalAddressLines({ streetName: '500 Main St', city: 'Arlington', state: 'TX', postalCode: '76011', country: 'US' });
 * // ['500 Main St', 'Arlington, TX 76011', 'US']
 */
export function postalAddressLines(address: AddressLineFields): string[] {
  return [
    address.streetName,
    address.additionalStreetInfo,
    [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', '),
    address.country,
  ].filter(filled);
}

/**
 * All lines of an address as the order and the account show it, empty ones left out: company,
 * name, the {@link postalAddressLines}, phone and email.
 *
 * @example
 * addressLines({ firstName: 'Ada', lastName: 'Lovelace', streetName: '500 Main St', city: 'Arlington' });
 * // ['Ada Lovelace', '500 Main St', 'Arlington']
 */
export function addressLines(address: AddressLineFields): string[] {
  return [
    address.company,
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    ...postalAddressLines(address),
    address.phone,
    address.email,
  ].filter(filled);
}
