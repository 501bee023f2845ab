import { describe, expect, it } from 'vitest';
import { addressDataSet, slug } from './dataset.ts';

const { addresses, streets } = addressDataSet();

describe('the seeded address data set', () => {
  it('holds a few hundred addresses in US states, Canadian provinces and Puerto Rico', () => {
    expect(addresses.length).toBeGreaterThanOrEqual(300);
    expect(addresses.length).toBeLessThanOrEqual(1000);
    const us = addresses.filter((address) => address.country === 'US' && address.state !== 'PR');
    const pr = addresses.filter((address) => address.state === 'PR');
    const ca = addresses.filter((address) => address.country === 'CA');
    expect(new Set(us.map((address) => address.state)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(ca.map((address) => address.state)).size).toBeGreaterThanOrEqual(6);
    expect(pr.length).toBeGreaterThanOrEqual(20);
    expect(pr.every((address) => address.country === 'US')).toBe(true);
  });

  it('includes the default estimate address of the spec: TX, 76001, US, Arlington', () => {
    expect(
      addresses.some(
        (address) =>
          address.state === 'TX' &&
          address.postalCode === '76001' &&
          address.country === 'US' &&
          address.city === 'Arlington',
      ),
    ).toBe(true);
  });

  it('is the same on every start (deterministic ids)', () => {
    expect(addresses.slice(0, 3).map((address) => address.id)).toEqual([
      expect.stringMatching(/^addr_us-tx-arlington-matlock-road-\d+$/),
      expect.stringMatching(/^addr_us-tx-arlington-matlock-road-\d+$/),
      expect.stringMatching(/^addr_us-tx-arlington-matlock-road-\d+$/),
    ]);
    expect(new Set(addresses.map((address) => address.id)).size).toBe(addresses.length);
    expect(new Set(streets.map((street) => street.id)).size).toBe(streets.length);
  });

  it('has postal codes of the right shape per country (PR ZIPs 006xx to 009xx)', () => {
    for (const address of addresses) {
      if (address.country === 'CA') {
        expect(address.postalCode).toMatch(
          /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/,
        );
      } else if (address.state === 'PR') {
        expect(address.postalCode).toMatch(/^00[6-9]\d\d$/);
      } else {
        expect(address.postalCode).toMatch(/^\d{5}$/);
        expect(address.postalCode).not.toMatch(/^00[6-9]/);
      }
    }
  });

  it('has two-letter states, cities of letters and spaces and no PO boxes', () => {
    for (const address of addresses) {
      expect(address.state).toMatch(/^[A-Z]{2}$/);
      expect(address.city).toMatch(/^[\p{L} ]+$/u);
      expect(address.streetName).toBe(`${address.houseNumber} ${address.street}`);
      const compact = `${address.streetName}${address.additionalStreetInfo}`
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '');
      expect(compact).not.toContain('pobox');
    }
  });
});

describe('slug', () => {
  it('drops accents and punctuation', () => {
    expect(slug('Rue Sainte-Catherine Ouest')).toBe('rue-sainte-catherine-ouest');
    expect(slug('Mayagüez')).toBe('mayaguez');
  });
});
