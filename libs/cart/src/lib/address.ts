import { CartError } from './cart-error';
import {
  COUNTRIES,
  PUERTO_RICO,
  STATES_BY_COUNTRY,
  UNITED_STATES,
  type CountryCode,
  type Region,
} from './countries';

/**
 * An address as the commerce API stores it (spec field names). Country and state are ISO
 * codes (`US`, `NY`).
 *
 * @example
 * const address: ApiAddress = {
 *   firstName: 'Ada', lastName: 'Lovelace', streetName: '1 Main St', postalCode: '10001',
 *   city: 'New York', state: 'NY', country: 'US',
 * };
 */
export interface ApiAddress {
  company?: string;
  firstName: string;
  lastName: string;
  streetName: string;
  additionalStreetInfo?: string;
  postalCode: string;
  city: string;
  state: string;
  country: string;
  phone?: string;
  email?: string;
}

/**
 * An address as the service may send it: every field may be missing or null.
 *
 * @example
 * const fromService: ApiAddressInput = { firstName: 'Ada', state: 'PR', country: 'US', phone: null };
 */
export type ApiAddressInput = { readonly [K in keyof ApiAddress]?: string | null };

/**
 * The values of the address form (spec field names). Every field is a string, empty when
 * not filled in; country and state hold the names the form shows ("Canada", "Ontario").
 *
 * @example
 * const values: AddressFormValues = {
 *   companyName: '', firstName: 'Ada', surname: 'Lovelace', streetOrHouseNo: '1 Main St',
 *   street2: '', postalCode: '10001', city: 'New York', state: 'New York',
 *   country: 'United States of America', phone: '', email: 'ada@example.com',
 * };
 */
export interface AddressFormValues {
  companyName: string;
  firstName: string;
  surname: string;
  streetOrHouseNo: string;
  street2: string;
  postalCode: string;
  city: string;
  state: string;
  country: string;
  phone: string;
  email: string;
}

const KNOWN_COUNTRIES: readonly Region[] = [...COUNTRIES, PUERTO_RICO];

function same(a: string, b: string): boolean {
  return a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;
}

function findRegion(regions: readonly Region[], codeOrName: string): Region | undefined {
  return regions.find((region) => same(region.code, codeOrName) || same(region.name, codeOrName));
}

function text(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

function isPuertoRico(value: string): boolean {
  return same(value, PUERTO_RICO.code) || same(value, PUERTO_RICO.name);
}

/**
 * Converts an address of the API into form values for display. Country and state codes become
 * the names the form shows; missing fields become empty strings. When the state is Puerto
 * Rico, the country is shown as Puerto Rico (spec: display reverses the save conversion).
 * Codes the storefront does not know are shown unchanged, so nothing the service holds is lost.
 *
 * @example
 * toAddressForm({ firstName: 'Ana', lastName: 'Ruiz', state: 'PR', country: 'US' }).country;
 * // 'Puerto Rico'
 */
export function toAddressForm(address: ApiAddressInput): AddressFormValues {
  const countryValue = text(address.country);
  const stateValue = text(address.state);
  let country: string;
  let state: string;
  if (stateValue !== '' && isPuertoRico(stateValue)) {
    country = PUERTO_RICO.name;
    state = PUERTO_RICO.name;
  } else {
    const countryRegion = findRegion(KNOWN_COUNTRIES, countryValue);
    country = countryRegion?.name ?? countryValue;
    const states = countryRegion ? STATES_BY_COUNTRY[countryRegion.code as CountryCode] : [];
    state = findRegion(states, stateValue)?.name ?? stateValue;
  }
  return {
    companyName: text(address.company),
    firstName: text(address.firstName),
    surname: text(address.lastName),
    streetOrHouseNo: text(address.streetName),
    street2: text(address.additionalStreetInfo),
    postalCode: text(address.postalCode),
    city: text(address.city),
    state,
    country,
    phone: text(address.phone),
    email: text(address.email),
  };
}

function resolveCountryAndState(countryValue: string, stateValue: string): [string, string] {
  if (countryValue === '') {
    throw new CartError({ code: 'ECX042', field: 'country', message: 'Country is required' });
  }
  const country = findRegion(KNOWN_COUNTRIES, countryValue);
  if (!country) {
    throw new CartError({
      code: 'ECX042',
      field: 'country',
      message: `Country "${countryValue}" is not supported; choose United States of America or Canada`,
    });
  }
  // Spec: saving converts the country Puerto Rico to the United States and PR to US; Puerto
  // Rico itself is stored as the state PR.
  if (country.code === PUERTO_RICO.code) {
    if (stateValue !== '' && !isPuertoRico(stateValue)) {
      throw new CartError({
        code: 'ECX042',
        field: 'state',
        message: `State "${stateValue}" is not part of Puerto Rico`,
      });
    }
    return [UNITED_STATES.code, PUERTO_RICO.code];
  }
  if (stateValue === '') {
    throw new CartError({ code: 'ECX042', field: 'state', message: 'State is required' });
  }
  const states =
    country.code === UNITED_STATES.code
      ? [...STATES_BY_COUNTRY.US, PUERTO_RICO]
      : STATES_BY_COUNTRY[country.code as CountryCode];
  const state = findRegion(states, stateValue);
  if (!state) {
    throw new CartError({
      code: 'ECX042',
      field: 'state',
      message: `State "${stateValue}" is not a state or province of ${country.name}`,
    });
  }
  return [country.code, state.code];
}

/**
 * Converts form values into the address the API stores: field names of the API, country and
 * state as codes (names or codes are accepted, in any letter case), values trimmed, empty
 * optional fields (company, additional street info, phone, email) left out, the email
 * lowercased (spec). The country
 * Puerto Rico is saved as the United States with the state PR.
 *
 * Throws a {@link CartError} with code `ECX042` and the form field (`country` or `state`) when
 * the country is missing or not shipped to, or the state is missing or not in that country.
 *
 * @example
 * toApiAddress({ ...values, country: 'Puerto Rico', state: 'Puerto Rico' });
 * // { ..., country: 'US', state: 'PR' }
 */
export function toApiAddress(values: AddressFormValues): ApiAddress {
  const [country, state] = resolveCountryAndState(text(values.country), text(values.state));
  const address: ApiAddress = {
    firstName: text(values.firstName),
    lastName: text(values.surname),
    streetName: text(values.streetOrHouseNo),
    postalCode: text(values.postalCode),
    city: text(values.city),
    state,
    country,
  };
  const company = text(values.companyName);
  const additionalStreetInfo = text(values.street2);
  const phone = text(values.phone);
  const email = text(values.email).toLowerCase();
  if (company !== '') address.company = company;
  if (additionalStreetInfo !== '') address.additionalStreetInfo = additionalStreetInfo;
  if (phone !== '') address.phone = phone;
  if (email !== '') address.email = email;
  return address;
}
