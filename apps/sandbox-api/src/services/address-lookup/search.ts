// Searching the seeded data set: `find` (type-ahead suggestions, streets with many numbers
// grouped into containers), `retrieve` and `cleanse` (exact match after normalising case,
// accents, punctuation, street-type and direction abbreviations, state names and ZIP+4).
import {
  addressDataSet,
  type LookupCountry,
  type SeededAddress,
  type SeededStreet,
} from './dataset.ts';

/** Fewest characters a `find` text must have (spec: street search starts at 3 characters). */
export const MIN_FIND_TEXT_LENGTH = 3;

/** Suggestions `find` returns when no `limit` is given. */
export const DEFAULT_FIND_LIMIT = 10;

/** Most suggestions one `find` returns. */
export const MAX_FIND_LIMIT = 50;

/** A street grouping more matching addresses than this becomes one `Container` item. */
export const CONTAINER_THRESHOLD = 3;

/** One suggestion of `find`. */
export interface FindItem {
  id: string;
  type: 'Address' | 'Container';
  text: string;
  description: string;
}

/** A full address as `retrieve` and `cleanse` answer it: a seeded address without its ids. */
export type LookupAddress = Pick<
  SeededAddress,
  'streetName' | 'additionalStreetInfo' | 'city' | 'state' | 'postalCode' | 'country'
>;

/** An address sent to `cleanse`. */
export interface CleanseInput {
  streetName: string;
  additionalStreetInfo?: string | undefined;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

/** The verdict of `cleanse` on one address: A perfect match, E not found. */
export interface CleanseResult {
  quality: 'A' | 'E';
  address?: LookupAddress;
}

const STATE_NAMES: Readonly<Record<string, string>> = {
  AK: 'Alaska',
  AZ: 'Arizona',
  CA: 'California',
  CO: 'Colorado',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  IL: 'Illinois',
  LA: 'Louisiana',
  MA: 'Massachusetts',
  ME: 'Maine',
  MI: 'Michigan',
  MN: 'Minnesota',
  MO: 'Missouri',
  NC: 'North Carolina',
  NV: 'Nevada',
  NY: 'New York',
  OH: 'Ohio',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  PR: 'Puerto Rico',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  WA: 'Washington',
  WI: 'Wisconsin',
};

const PROVINCE_NAMES: Readonly<Record<string, string>> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NS: 'Nova Scotia',
  ON: 'Ontario',
  QC: 'Quebec',
  SK: 'Saskatchewan',
};

// Street types and directions as the USPS and Canada Post abbreviate them: abbreviation →
// full word. `find` indexes both; `cleanse` compares full words.
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  st: 'street',
  str: 'street',
  ave: 'avenue',
  av: 'avenue',
  blvd: 'boulevard',
  boul: 'boulevard',
  rd: 'road',
  dr: 'drive',
  ln: 'lane',
  ct: 'court',
  pkwy: 'parkway',
  pl: 'place',
  trl: 'trail',
  hwy: 'highway',
  n: 'north',
  s: 'south',
  e: 'east',
  w: 'west',
  nw: 'northwest',
  ne: 'northeast',
  sw: 'southwest',
  se: 'southeast',
  o: 'ouest',
};

const FULL_TO_ABBREVIATIONS = new Map<string, string[]>();
for (const [abbreviation, full] of Object.entries(ABBREVIATIONS)) {
  FULL_TO_ABBREVIATIONS.set(full, [...(FULL_TO_ABBREVIATIONS.get(full) ?? []), abbreviation]);
}

/** Lowercase words without accents or punctuation. */
function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

function expanded(text: string): string {
  return words(text)
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
}

function stateName(address: { state: string; country: LookupCountry }): string {
  return (address.country === 'CA' ? PROVINCE_NAMES : STATE_NAMES)[address.state] ?? '';
}

interface IndexedAddress {
  address: SeededAddress;
  words: readonly string[];
}

let index: IndexedAddress[] | undefined;

function searchIndex(): IndexedAddress[] {
  index ??= addressDataSet().addresses.map((address) => {
    const text = [
      address.houseNumber,
      address.street,
      address.additionalStreetInfo,
      address.city,
      address.state,
      stateName(address),
      address.postalCode,
      address.postalCode.replace(/\s/g, ''),
      address.country,
    ].join(' ');
    const all = words(text);
    const abbreviations = all.flatMap((word) => FULL_TO_ABBREVIATIONS.get(word) ?? []);
    return { address, words: [...new Set([...all, ...abbreviations])] };
  });
  return index;
}

function addressItem(address: SeededAddress): FindItem {
  const suite = address.additionalStreetInfo ? `, ${address.additionalStreetInfo}` : '';
  return {
    id: address.id,
    type: 'Address',
    text: `${address.streetName}${suite}`,
    description: `${address.city}, ${address.state} ${address.postalCode}`,
  };
}

function containerItem(street: SeededStreet, count: number): FindItem {
  return {
    id: street.id,
    type: 'Container',
    text: street.street,
    description: `${street.city}, ${street.state} ${street.postalCode} - ${count} Addresses`,
  };
}

/** Options of {@link findAddresses}. */
export interface FindOptions {
  text: string;
  country?: LookupCountry | undefined;
  container?: string | undefined;
  limit?: number | undefined;
}

/**
 * Suggestions for a text typed into the street field. Every word of the text must start a
 * word of the address (number, street, suite, city, state code or name, postal code, country;
 * street types and directions also abbreviated). Matches on one street are grouped into a
 * `Container` when there are more than {@link CONTAINER_THRESHOLD} of them; `container` lists
 * the addresses of such a street. Best matches (most whole words equal) come first.
 *
 * @example
 * ```ts
 * findAddresses({ text: 'matlock arlington' }); // [{ type: 'Container', text: 'Matlock Road', … }]
 * findAddresses({ text: 'x', container: 'street_us-tx-arlington-matlock-road' }); // its addresses
 * ```
 */
export function findAddresses(options: FindOptions): FindItem[] {
  const limit = options.limit ?? DEFAULT_FIND_LIMIT;
  const tokens = words(options.text);
  const matches = (entry: IndexedAddress) =>
    tokens.every((token) => entry.words.some((word) => word.startsWith(token)));
  const score = (entry: IndexedAddress) =>
    tokens.filter((token) => entry.words.includes(token)).length +
    (tokens[0] === entry.address.houseNumber ? 1 : 0);
  const inCountry = (entry: IndexedAddress) =>
    options.country === undefined || entry.address.country === options.country;

  if (options.container !== undefined) {
    const street = addressDataSet().streetsById.get(options.container);
    if (!street || (options.country !== undefined && street.country !== options.country)) {
      return [];
    }
    const children = searchIndex().filter((entry) => entry.address.containerId === street.id);
    const matching = children.filter(matches);
    return (matching.length > 0 ? matching : children)
      .slice(0, limit)
      .map((entry) => addressItem(entry.address));
  }

  const groups = new Map<string, IndexedAddress[]>();
  for (const entry of searchIndex()) {
    if (!inCountry(entry) || !matches(entry)) continue;
    const group = groups.get(entry.address.containerId) ?? [];
    group.push(entry);
    groups.set(entry.address.containerId, group);
  }

  const ranked: { item: FindItem; score: number; order: number }[] = [];
  let order = 0;
  for (const [containerId, group] of groups) {
    const street = addressDataSet().streetsById.get(containerId);
    if (street && group.length > CONTAINER_THRESHOLD) {
      const best = Math.max(...group.map(score));
      ranked.push({ item: containerItem(street, group.length), score: best, order: order++ });
      continue;
    }
    for (const entry of group) {
      ranked.push({ item: addressItem(entry.address), score: score(entry), order: order++ });
    }
  }
  return ranked
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((entry) => entry.item);
}

function toLookupAddress(address: SeededAddress, additionalStreetInfo?: string): LookupAddress {
  return {
    streetName: address.streetName,
    additionalStreetInfo: additionalStreetInfo || address.additionalStreetInfo,
    city: address.city,
    state: address.state,
    postalCode: address.postalCode,
    country: address.country,
  };
}

/**
 * The full address of a suggestion id, or `undefined` for an unknown id (a container id is
 * not an address).
 *
 * @example
 * ```ts
 * retrieveAddress('addr_us-tx-arlington-matlock-road-1200')?.state; // 'TX'
 * ```
 */
export function retrieveAddress(id: string): LookupAddress | undefined {
  const address = addressDataSet().byId.get(id);
  return address ? toLookupAddress(address) : undefined;
}

function countryCode(text: string): { country: LookupCountry; state?: string } | undefined {
  const value = words(text).join(' ');
  if (['us', 'usa', 'united states', 'united states of america'].includes(value)) {
    return { country: 'US' };
  }
  if (['ca', 'can', 'canada'].includes(value)) return { country: 'CA' };
  if (['pr', 'puerto rico'].includes(value)) return { country: 'US', state: 'PR' };
  return undefined;
}

function stateCode(text: string, country: LookupCountry): string | undefined {
  const value = words(text).join(' ');
  const names = country === 'CA' ? PROVINCE_NAMES : STATE_NAMES;
  for (const [code, name] of Object.entries(names)) {
    if (value === code.toLowerCase() || value === words(name).join(' ')) return code;
  }
  return undefined;
}

function postalKey(text: string, country: LookupCountry): string {
  const compact = text.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return country === 'US' ? compact.slice(0, 5) : compact;
}

/**
 * Checks one address against the data set: quality `A` with the normalised address when
 * street, city, state, postal code and country match (ignoring case, accents, punctuation,
 * abbreviations such as "St" or "Blvd", state names and a ZIP+4 suffix), otherwise `E`. The
 * shopper's suite or unit is kept.
 *
 * @example
 * ```ts
 * cleanseAddress({ streetName: '1200 matlock rd', city: 'arlington', state: 'Texas',
 *   postalCode: '76001-1234', country: 'us' });
 * // { quality: 'A', address: { streetName: '1200 Matlock Road', state: 'TX', postalCode: '76001', … } }
 * ```
 */
export function cleanseAddress(input: CleanseInput): CleanseResult {
  const resolved = countryCode(input.country);
  if (!resolved) return { quality: 'E' };
  const givenState = stateCode(input.state, resolved.country);
  // Country Puerto Rico: the state may be left out, but must not name another state.
  const state = resolved.state && input.state.trim() === '' ? resolved.state : givenState;
  if (!state || (resolved.state !== undefined && state !== resolved.state)) {
    return { quality: 'E' };
  }
  const street = expanded(input.streetName);
  const city = words(input.city).join(' ');
  const postal = postalKey(input.postalCode, resolved.country);
  const match = addressDataSet().addresses.find(
    (address) =>
      address.country === resolved.country &&
      address.state === state &&
      postalKey(address.postalCode, address.country) === postal &&
      words(address.city).join(' ') === city &&
      expanded(address.streetName) === street,
  );
  if (!match) return { quality: 'E' };
  return { quality: 'A', address: toLookupAddress(match, input.additionalStreetInfo?.trim()) };
}
