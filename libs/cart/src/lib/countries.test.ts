import { describe, expect, it } from 'vitest';
import {
  ADDRESS_FORM_COUNTRIES,
  COUNTRIES,
  STATES_BY_COUNTRY,
  addressFormStatesOf,
  findCountry,
  findState,
  statesOf,
} from './countries';

describe('COUNTRIES', () => {
  it('offers the United States and Canada', () => {
    expect(COUNTRIES).toEqual([
      { code: 'US', name: 'United States of America' },
      { code: 'CA', name: 'Canada' },
    ]);
  });
});

describe('STATES_BY_COUNTRY', () => {
  it('has the 50 US states and the District of Columbia', () => {
    expect(STATES_BY_COUNTRY.US).toHaveLength(51);
    expect(STATES_BY_COUNTRY.US.map((state) => state.code)).toContain('DC');
    expect(STATES_BY_COUNTRY.US.map((state) => state.code)).not.toContain('PR');
  });

  it('has the 13 Canadian provinces and territories', () => {
    expect(STATES_BY_COUNTRY.CA).toHaveLength(13);
  });

  it('has Puerto Rico as the only state of PR', () => {
    expect(STATES_BY_COUNTRY.PR).toEqual([{ code: 'PR', name: 'Puerto Rico' }]);
  });

  it('has unique two-letter codes and unique names per country', () => {
    for (const states of Object.values(STATES_BY_COUNTRY)) {
      const codes = states.map((state) => state.code);
      expect(new Set(codes).size).toBe(codes.length);
      expect(new Set(states.map((state) => state.name)).size).toBe(states.length);
      for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    }
  });
});

describe('statesOf', () => {
  it('finds a list by code in any case', () => {
    expect(statesOf('ca')).toBe(STATES_BY_COUNTRY.CA);
    expect(statesOf(' PR ')).toBe(STATES_BY_COUNTRY.PR);
  });

  it('returns an empty list for a country it does not know', () => {
    expect(statesOf('DE')).toEqual([]);
    expect(statesOf('')).toEqual([]);
  });
});

describe('ADDRESS_FORM_COUNTRIES', () => {
  it('offers the United States, Canada and Puerto Rico (stored as a US state)', () => {
    expect(ADDRESS_FORM_COUNTRIES.map((country) => country.code)).toEqual(['US', 'CA', 'PR']);
  });
});

describe('findCountry', () => {
  it.each([
    ['US', 'US'],
    ['united states of america', 'US'],
    [' Canada ', 'CA'],
    ['ca', 'CA'],
    ['Puerto Rico', 'PR'],
    ['pr', 'PR'],
  ])('finds %j', (text, code) => {
    expect(findCountry(text)?.code).toBe(code);
  });

  it.each(['', 'Germany', 'DE', 'Mexico'])('does not offer %j', (text) => {
    expect(findCountry(text)).toBeUndefined();
  });
});

describe('addressFormStatesOf and findState', () => {
  it('lists the US states, DC and Puerto Rico alphabetically for the United States', () => {
    const states = addressFormStatesOf('United States of America');
    expect(states).toHaveLength(52);
    const names = states.map((state) => state.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names).toContain('Puerto Rico');
  });

  it('lists the provinces for Canada and Puerto Rico alone for Puerto Rico', () => {
    expect(addressFormStatesOf('CA')).toBe(STATES_BY_COUNTRY.CA);
    expect(addressFormStatesOf('Puerto Rico')).toEqual([{ code: 'PR', name: 'Puerto Rico' }]);
    expect(addressFormStatesOf('Germany')).toEqual([]);
  });

  it('finds a state by code or name within its country only', () => {
    expect(findState('US', 'tx')).toEqual({ code: 'TX', name: 'Texas' });
    expect(findState('Canada', 'quebec')).toEqual({ code: 'QC', name: 'Quebec' });
    expect(findState('US', 'PR')).toEqual({ code: 'PR', name: 'Puerto Rico' });
    expect(findState('Canada', 'Texas')).toBeUndefined();
    expect(findState('US', '')).toBeUndefined();
  });
});
