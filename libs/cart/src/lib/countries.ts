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
