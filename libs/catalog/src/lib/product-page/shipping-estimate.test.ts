import { money } from '@storefront/pricing';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ESTIMATE_ADDRESS,
  arrivalDay,
  defaultEstimateOption,
  type ShippingEstimateOption,
} from './shipping-estimate';

const option = (id: string, name: string): ShippingEstimateOption => ({
  id,
  name,
  arrivalDate: '2026-03-20T00:00:00Z',
  shippingPrice: money('10.10'),
});

describe('defaultEstimateOption', () => {
  it("picks the spec's default option 'Standard', else the first, else none", () => {
    const express = option('edo-express', 'Express');
    const standard = option('edo-standard', 'Standard');
    expect(defaultEstimateOption([express, standard])).toBe(standard);
    expect(defaultEstimateOption([express])).toBe(express);
    expect(defaultEstimateOption([])).toBeNull();
  });
});

describe('arrivalDay', () => {
  it('keeps the calendar day the service sends (midnight UTC) in any time zone', () => {
    const day = arrivalDay('2026-03-20T00:00:00Z');
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2026, 2, 20]);
  });
});

describe('DEFAULT_ESTIMATE_ADDRESS', () => {
  it('estimates for Arlington, TX 76001 by default (a PO box)', () => {
    expect(DEFAULT_ESTIMATE_ADDRESS).toEqual({
      state: 'TX',
      postalCode: '76001',
      country: 'US',
      city: 'Arlington',
      isPoBox: true,
    });
  });
});
