import { describe, expect, it } from 'vitest';
import {
  PRICING_MARKET,
  PRICING_MERCHANTS,
  PRICING_TIER,
  pricingContextFor,
  pricingStoreKind,
} from './pricing-context';

describe('pricing context', () => {
  it('fixes market, tier, currency and fraction digits for every store', () => {
    expect(PRICING_MARKET).toBe('US');
    expect(PRICING_TIER).toBe('Saver');
    for (const storeId of ['boxup', 'ybd', 'kartonwerk']) {
      expect(pricingContextFor(storeId)).toMatchObject({
        market: 'US',
        defaultCurrency: 'USD',
        tier: 'Saver',
        fractionDigits: 2,
      });
    }
  });

  it('gives each store its merchant, brand and default country', () => {
    expect(pricingContextFor('boxup')).toEqual({
      market: 'US',
      merchant: 'boxup',
      brand: 'boxup',
      defaultCountry: 'US',
      defaultCurrency: 'USD',
      tier: 'Saver',
      fractionDigits: 2,
    });
    expect(pricingContextFor('ybd')).toMatchObject({
      merchant: 'ybd',
      brand: 'ybd',
      defaultCountry: 'US',
    });
    expect(pricingContextFor('kartonwerk')).toMatchObject({
      merchant: 'partner',
      brand: 'kartonwerk',
      defaultCountry: 'DE',
    });
    expect(pricingContextFor('')).toMatchObject({ merchant: 'partner', brand: 'partner' });
  });

  it('maps store ids to store kinds', () => {
    expect(pricingStoreKind('boxup')).toBe('boxup');
    expect(pricingStoreKind('ybd')).toBe('ybd');
    expect(pricingStoreKind('custom-mailer-box')).toBe('partner');
    expect(Object.keys(PRICING_MERCHANTS)).toEqual(['boxup', 'ybd', 'partner']);
  });

  it('returns frozen contexts', () => {
    expect(Object.isFrozen(pricingContextFor('boxup'))).toBe(true);
  });
});
