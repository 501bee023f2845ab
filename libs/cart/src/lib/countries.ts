/**
 * A country or a state/province: its ISO code (what the API stores) and its name (what the
 * address form shows).
 *
 * @example
 * const ontario: Region = { code: 'ON', name: 'Ontario' };
 */
export interface Region {
  readonly code: string;
  readonly name: string;
}

/**
 * ISO codes of the countries the storefront knows: the two it ships to (US, CA) and Puerto
 * Rico, which the API stores as a state of the United States.
 *
 * @example
 * const code: CountryCode = 'CA';
 */
export type CountryCode = 'US' | 'CA' | 'PR';

/**
 * The United States as stored and as shown (spec: saving converts Puerto Rico to "United
 * States of America").
 *
 * @example
 * UNITED_STATES.name; // 'United States of America'
 */
export const UNITED_STATES = { code: 'US', name: 'United States of America' } as const;

/**
 * Puerto Rico, shown as a country in the form and stored as the state `PR` of the US.
 *
 * @example
 * PUERTO_RICO.code; // 'PR'
 */
export const PUERTO_RICO = { code: 'PR', name: 'Puerto Rico' } as const;

/**
 * The countries a shopper can choose in the address form (spec: United States and Canada).
 *
 * @example
 * COUNTRIES.map((country) => country.code); // ['US', 'CA']
 */
export const COUNTRIES: readonly Region[] = [UNITED_STATES, { code: 'CA', name: 'Canada' }];

const US_STATES: readonly Region[] = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
];

const CA_PROVINCES: readonly Region[] = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
];

/**
 * The state/province lists of the spec: the 50 US states and the District of Columbia, the
 * 13 Canadian provinces and territories, and Puerto Rico (whose only "state" is itself).
 *
 * @example
 * STATES_BY_COUNTRY.CA.find((province) => province.code === 'QC')?.name; // 'Quebec'
 */
export const STATES_BY_COUNTRY: Readonly<Record<CountryCode, readonly Region[]>> = {
  US: US_STATES,
  CA: CA_PROVINCES,
  PR: [PUERTO_RICO],
};

/**
 * The states or provinces of a country code (case-insensitive), or an empty list for a country
 * the storefront does not know.
 *
 * @example
 * statesOf('us').length; // 51
 * statesOf('DE'); // []
 */
export function statesOf(countryCode: string): readonly Region[] {
  const code = countryCode.trim().toUpperCase();
  return isCountryCode(code) ? STATES_BY_COUNTRY[code] : [];
}

function isCountryCode(code: string): code is CountryCode {
  return code === 'US' || code === 'CA' || code === 'PR';
}

/**
 * The countries the address form offers: the two the storefront ships to and Puerto Rico,
 * which the form shows as a country and the API stores as the state `PR` of the US (spec
 * section 4).
 *
 * @example
 * ADDRESS_FORM_COUNTRIES.map((country) => country.name);
 * // ['United States of America', 'Canada', 'Puerto Rico']
 */
export const ADDRESS_FORM_COUNTRIES: readonly Region[] = [...COUNTRIES, PUERTO_RICO];

// The US list of the form: the 50 states, DC and Puerto Rico in alphabetical order, so a
// shopper who thinks of Puerto Rico as part of the US finds it there as well.
const US_FORM_STATES: readonly Region[] = [...US_STATES, PUERTO_RICO].sort((a, b) =>
  a.name.localeCompare(b.name, 'en'),
);

function sameText(a: string, b: string): boolean {
  return a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;
}

/**
 * The country of the address form named by a code or a name (any letter case, trimmed), or
 * `undefined` when the form does not offer it.
 *
 * @example
 * findCountry('canada'); // { code: 'CA', name: 'Canada' }
 * findCountry('PR'); // { code: 'PR', name: 'Puerto Rico' }
 * findCountry('Germany'); // undefined
 */
export function findCountry(codeOrName: string): Region | undefined {
  const value = codeOrName.trim();
  if (value === '') return undefined;
  return ADDRESS_FORM_COUNTRIES.find(
    (country) => sameText(country.code, value) || sameText(country.name, value),
  );
}

/**
 * The states or provinces the address form lists for a country (code or name): the US
 * states with DC and Puerto Rico, the Canadian provinces and territories, or Puerto Rico
 * alone for the country Puerto Rico. Empty for a country the form does not offer.
 *
 * @example
 * addressFormStatesOf('Canada').length; // 13
 * addressFormStatesOf('US').some((state) => state.code === 'PR'); // true
 * addressFormStatesOf('Puerto Rico'); // [{ code: 'PR', name: 'Puerto Rico' }]
 */
export function addressFormStatesOf(country: string): readonly Region[] {
  const code = findCountry(country)?.code;
  if (code === 'US') return US_FORM_STATES;
  return code === 'CA' || code === 'PR' ? STATES_BY_COUNTRY[code] : [];
}

/**
 * The state or province of a country (both by code or name, any letter case) as the address
 * form lists it, or `undefined` when the country does not have it.
 *
 * @example
 * findState('United States of America', 'tx'); // { code: 'TX', name: 'Texas' }
 * findState('CA', 'Texas'); // undefined
 */
export function findState(country: string, codeOrName: string): Region | undefined {
  const value = codeOrName.trim();
  if (value === '') return undefined;
  return addressFormStatesOf(country).find(
    (state) => sameText(state.code, value) || sameText(state.name, value),
  );
}
