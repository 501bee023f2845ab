// The address lookup's seeded data set: a few hundred plausible street addresses in US
// states, Canadian provinces and Puerto Rico, generated deterministically from the city and
// street lists below (same input, same addresses, same ids, on every start). No database
// tables: the service only reads it.

/** A country the lookup knows. Puerto Rico is stored as the state `PR` of the US. */
export type LookupCountry = 'US' | 'CA';

/** One address of the data set. */
export interface SeededAddress {
  /** Stable id, `addr_<country>-<state>-<city>-<street>-<number>`. */
  id: string;
  /** Id of the street container it belongs to, `street_<country>-<state>-<city>-<street>`. */
  containerId: string;
  houseNumber: string;
  street: string;
  /** `<houseNumber> <street>`, the API's `streetName`. */
  streetName: string;
  /** Suite, unit or apartment; empty when there is none. */
  additionalStreetInfo: string;
  city: string;
  /** Two-letter state or province code (`PR` for Puerto Rico). */
  state: string;
  postalCode: string;
  country: LookupCountry;
}

/** A street with its addresses: what a `Container` item of `find` expands to. */
export interface SeededStreet {
  id: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: LookupCountry;
  addresses: SeededAddress[];
}

interface CitySeed {
  city: string;
  state: string;
  country: LookupCountry;
  /** US and PR: the city's ZIP codes, used in turn by its streets. CA: the city's FSAs. */
  postal: string[];
  streets: string[];
}

const US_CITIES: CitySeed[] = [
  {
    city: 'Arlington',
    state: 'TX',
    postal: ['76001', '76010'],
    streets: ['Matlock Road', 'Bowen Road', 'Green Oaks Boulevard'],
  },
  {
    city: 'Austin',
    state: 'TX',
    postal: ['78701', '78704'],
    streets: ['Congress Avenue', 'Lamar Boulevard', 'Barton Springs Road'],
  },
  {
    city: 'Houston',
    state: 'TX',
    postal: ['77002'],
    streets: ['Main Street', 'Travis Street', 'Westheimer Road'],
  },
  {
    city: 'New York',
    state: 'NY',
    postal: ['10001', '10016'],
    streets: ['Broadway', 'Madison Avenue', 'West 34th Street'],
  },
  {
    city: 'Buffalo',
    state: 'NY',
    postal: ['14202'],
    streets: ['Elmwood Avenue', 'Delaware Avenue'],
  },
  {
    city: 'Los Angeles',
    state: 'CA',
    postal: ['90012', '90015'],
    streets: ['Spring Street', 'Figueroa Street', 'Sunset Boulevard'],
  },
  {
    city: 'San Francisco',
    state: 'CA',
    postal: ['94103', '94107'],
    streets: ['Market Street', 'Mission Street', 'Townsend Street'],
  },
  { city: 'San Diego', state: 'CA', postal: ['92101'], streets: ['Harbor Drive', 'India Street'] },
  {
    city: 'Chicago',
    state: 'IL',
    postal: ['60601', '60607'],
    streets: ['Michigan Avenue', 'Wacker Drive', 'Randolph Street'],
  },
  {
    city: 'Seattle',
    state: 'WA',
    postal: ['98101', '98104'],
    streets: ['Pike Street', 'Pine Street', 'First Avenue'],
  },
  {
    city: 'Portland',
    state: 'OR',
    postal: ['97205', '97209'],
    streets: ['Burnside Street', 'Alder Street'],
  },
  {
    city: 'Denver',
    state: 'CO',
    postal: ['80202'],
    streets: ['Larimer Street', 'Blake Street', 'Wynkoop Street'],
  },
  {
    city: 'Phoenix',
    state: 'AZ',
    postal: ['85004'],
    streets: ['Washington Street', 'Van Buren Street'],
  },
  {
    city: 'Atlanta',
    state: 'GA',
    postal: ['30303', '30308'],
    streets: ['Peachtree Street', 'Spring Street'],
  },
  {
    city: 'Miami',
    state: 'FL',
    postal: ['33130', '33131'],
    streets: ['Brickell Avenue', 'Flagler Street'],
  },
  { city: 'Orlando', state: 'FL', postal: ['32801'], streets: ['Orange Avenue', 'Church Street'] },
  {
    city: 'Boston',
    state: 'MA',
    postal: ['02108', '02110'],
    streets: ['Tremont Street', 'Boylston Street', 'Congress Street'],
  },
  {
    city: 'Philadelphia',
    state: 'PA',
    postal: ['19103', '19106'],
    streets: ['Market Street', 'Chestnut Street', 'Walnut Street'],
  },
  { city: 'Columbus', state: 'OH', postal: ['43215'], streets: ['High Street', 'Broad Street'] },
  {
    city: 'Detroit',
    state: 'MI',
    postal: ['48226'],
    streets: ['Woodward Avenue', 'Jefferson Avenue'],
  },
  {
    city: 'Minneapolis',
    state: 'MN',
    postal: ['55401', '55403'],
    streets: ['Hennepin Avenue', 'Nicollet Mall'],
  },
  {
    city: 'Kansas City',
    state: 'MO',
    postal: ['64105', '64108'],
    streets: ['Grand Boulevard', 'Main Street'],
  },
  { city: 'Nashville', state: 'TN', postal: ['37203'], streets: ['Broadway', 'Division Street'] },
  { city: 'Charlotte', state: 'NC', postal: ['28202'], streets: ['Tryon Street', 'Trade Street'] },
  {
    city: 'Salt Lake City',
    state: 'UT',
    postal: ['84101', '84111'],
    streets: ['State Street', 'Main Street'],
  },
  {
    city: 'Las Vegas',
    state: 'NV',
    postal: ['89101'],
    streets: ['Fremont Street', 'Las Vegas Boulevard'],
  },
  {
    city: 'Milwaukee',
    state: 'WI',
    postal: ['53202'],
    streets: ['Water Street', 'Wisconsin Avenue'],
  },
  { city: 'Burlington', state: 'VT', postal: ['05401'], streets: ['Church Street', 'Pine Street'] },
  {
    city: 'Portland',
    state: 'ME',
    postal: ['04101'],
    streets: ['Commercial Street', 'Congress Street'],
  },
  {
    city: 'Washington',
    state: 'DC',
    postal: ['20001', '20005'],
    streets: ['K Street Northwest', 'Massachusetts Avenue Northwest'],
  },
  {
    city: 'New Orleans',
    state: 'LA',
    postal: ['70112', '70130'],
    streets: ['Canal Street', 'Magazine Street'],
  },
  { city: 'Anchorage', state: 'AK', postal: ['99501'], streets: ['Fourth Avenue', 'C Street'] },
  { city: 'Honolulu', state: 'HI', postal: ['96813'], streets: ['Bishop Street', 'King Street'] },
].map((city) => ({ ...city, country: 'US' as const }));

const PUERTO_RICO_CITIES: CitySeed[] = [
  {
    city: 'San Juan',
    state: 'PR',
    postal: ['00901', '00907'],
    streets: ['Calle Fortaleza', 'Avenida Ashford', 'Calle Loíza'],
  },
  {
    city: 'Ponce',
    state: 'PR',
    postal: ['00716', '00731'],
    streets: ['Calle Marina', 'Avenida Hostos'],
  },
  {
    city: 'Bayamón',
    state: 'PR',
    postal: ['00956', '00961'],
    streets: ['Calle Degetau', 'Avenida Betances'],
  },
  {
    city: 'Carolina',
    state: 'PR',
    postal: ['00979', '00983'],
    streets: ['Avenida Isla Verde', 'Avenida Roberto Clemente'],
  },
  {
    city: 'Mayagüez',
    state: 'PR',
    postal: ['00680', '00682'],
    streets: ['Calle Méndez Vigo', 'Calle McKinley'],
  },
  {
    city: 'Caguas',
    state: 'PR',
    postal: ['00725'],
    streets: ['Calle Padial', 'Avenida Rafael Cordero'],
  },
].map((city) => ({ ...city, country: 'US' as const }));

const CANADIAN_CITIES: CitySeed[] = [
  {
    city: 'Toronto',
    state: 'ON',
    postal: ['M5V', 'M5H'],
    streets: ['King Street West', 'Queen Street West', 'Spadina Avenue'],
  },
  { city: 'Ottawa', state: 'ON', postal: ['K1P'], streets: ['Bank Street', 'Sparks Street'] },
  {
    city: 'Montréal',
    state: 'QC',
    postal: ['H3B', 'H2X'],
    streets: ['Rue Sainte-Catherine Ouest', 'Boulevard Saint-Laurent'],
  },
  { city: 'Québec', state: 'QC', postal: ['G1R'], streets: ['Rue Saint-Jean', 'Grande Allée Est'] },
  {
    city: 'Vancouver',
    state: 'BC',
    postal: ['V6B', 'V6Z'],
    streets: ['Granville Street', 'Robson Street', 'West Hastings Street'],
  },
  {
    city: 'Calgary',
    state: 'AB',
    postal: ['T2P'],
    streets: ['Centre Street South', 'Macleod Trail'],
  },
  { city: 'Edmonton', state: 'AB', postal: ['T5J'], streets: ['Jasper Avenue', 'Whyte Avenue'] },
  { city: 'Winnipeg', state: 'MB', postal: ['R3C'], streets: ['Portage Avenue', 'Main Street'] },
  {
    city: 'Halifax',
    state: 'NS',
    postal: ['B3J'],
    streets: ['Barrington Street', 'Hollis Street'],
  },
  { city: 'Regina', state: 'SK', postal: ['S4P'], streets: ['Albert Street', 'Victoria Avenue'] },
].map((city) => ({ ...city, country: 'CA' as const }));

/** Every city of the data set, in the order they are generated. */
export const SEED_CITIES: readonly CitySeed[] = [
  ...US_CITIES,
  ...PUERTO_RICO_CITIES,
  ...CANADIAN_CITIES,
];

// Letters Canada Post uses in the last three characters of a postal code.
const CANADIAN_LDU_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

/** A small seeded PRNG (mulberry32): deterministic data without a dependency. */
function random(seedText: string): () => number {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Lowercase ASCII slug of a name (accents dropped), for ids.
 *
 * @example
 * ```ts
 * slug('Rue Sainte-Catherine Ouest'); // 'rue-sainte-catherine-ouest'
 * ```
 */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function postalCodeOf(city: CitySeed, streetIndex: number, next: () => number): string {
  const postal = city.postal[streetIndex % city.postal.length] ?? '';
  if (city.country === 'US') return postal;
  const letter = CANADIAN_LDU_LETTERS[Math.floor(next() * CANADIAN_LDU_LETTERS.length)] ?? 'A';
  return `${postal} ${Math.floor(next() * 10)}${letter}${Math.floor(next() * 10)}`;
}

function suiteOf(city: CitySeed, next: () => number): string {
  if (next() >= 0.18) return '';
  const number = (1 + Math.floor(next() * 9)) * 100;
  if (city.country === 'CA') return `Unit ${number}`;
  return city.state === 'PR' ? `Apt ${number / 100}` : `Suite ${number}`;
}

function generateStreets(): SeededStreet[] {
  const streets: SeededStreet[] = [];
  for (const city of SEED_CITIES) {
    city.streets.forEach((street, streetIndex) => {
      const key = `${slug(city.country)}-${slug(city.state)}-${slug(city.city)}-${slug(street)}`;
      const next = random(key);
      const postalCode = postalCodeOf(city, streetIndex, next);
      const count = 3 + Math.floor(next() * 6);
      const small = city.state === 'PR';
      const first = small ? 1 + Math.floor(next() * 60) * 3 : 100 + Math.floor(next() * 40) * 50;
      const step = small ? 3 + Math.floor(next() * 4) : 2 * (1 + Math.floor(next() * 6));
      const seeded: SeededStreet = {
        id: `street_${key}`,
        street,
        city: city.city,
        state: city.state,
        postalCode,
        country: city.country,
        addresses: [],
      };
      for (let index = 0; index < count; index += 1) {
        const houseNumber = String(first + index * step);
        seeded.addresses.push({
          id: `addr_${key}-${houseNumber}`,
          containerId: seeded.id,
          houseNumber,
          street,
          streetName: `${houseNumber} ${street}`,
          additionalStreetInfo: suiteOf(city, next),
          city: city.city,
          state: city.state,
          postalCode,
          country: city.country,
        });
      }
      streets.push(seeded);
    });
  }
  return streets;
}

/**
 * The seeded data set, built once per process (it is read-only).
 *
 * @example
 * ```ts
 * const { addresses, byId } = addressDataSet();
 * byId.get(addresses[0].id)?.city; // 'Arlington'
 * ```
 */
export interface AddressDataSet {
  streets: readonly SeededStreet[];
  addresses: readonly SeededAddress[];
  /** Addresses by id. */
  byId: ReadonlyMap<string, SeededAddress>;
  /** Streets (containers) by id. */
  streetsById: ReadonlyMap<string, SeededStreet>;
}

let dataSet: AddressDataSet | undefined;

/**
 * The seeded addresses (several hundred; generated on first use, then shared, since nothing
 * writes to them).
 *
 * @example
 * ```ts
 * addressDataSet().addresses.length; // > 300
 * ```
 */
export function addressDataSet(): AddressDataSet {
  if (dataSet) return dataSet;
  const streets = generateStreets();
  const addresses = streets.flatMap((street) => street.addresses);
  dataSet = {
    streets,
    addresses,
    byId: new Map(addresses.map((address) => [address.id, address])),
    streetsById: new Map(streets.map((street) => [street.id, street])),
  };
  return dataSet;
}
