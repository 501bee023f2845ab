import { describe, expect, it } from 'vitest';
import { COUNTRIES, STATES_BY_COUNTRY, statesOf } from './countries';

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
