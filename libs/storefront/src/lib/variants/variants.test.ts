import { describe, expect, it } from 'vitest';
import { defaultStore } from './default-store';
import type { FeatureSwitches } from './feature-switches';
import { PAGE_KEYS } from './page-meta';
import { partnerStore } from './partner-store';
import { showroomStore } from './showroom-store';
import { textsOf } from './testing/all-languages';

// The commerce document's feature table, row by row (it wins where the two documents differ).
const commerceTable: Record<keyof FeatureSwitches, [boolean, boolean, boolean]> = {
  cartLink: [true, false, true],
  accountLinks: [true, false, true],
  loginIcon: [true, false, true],
  shareLink: [true, false, false],
  productTabs: [true, false, true],
  socialLinks: [true, false, true],
  serviceLinks: [true, false, true],
  storeLogo: [true, false, true],
  shippingEstimate: [true, true, true],
  reviewWidget: [true, false, true],
  processTile: [true, false, true],
  quickAdd: [true, false, true],
  sampleOrderButton: [true, false, false],
  upsell: [true, false, false],
  quoteRequest: [true, true, false],
  quoteForHigherQuantities: [true, true, false],
  quantityCalculator: [true, true, false],
  selectionHeader: [false, true, false],
  uploadButton: [false, false, true],
};

describe('store variants', () => {
  const variants = [defaultStore, showroomStore, partnerStore] as const;

  it.each(Object.entries(commerceTable))(
    '%s follows the commerce feature table',
    (name, expected) => {
      const feature = name as keyof FeatureSwitches;
      expect(variants.map((variant) => variant.features[feature])).toEqual(expected);
    },
  );

  it('defines exactly the switches of the table', () => {
    for (const variant of variants) {
      expect(Object.keys(variant.features).sort()).toEqual(Object.keys(commerceTable).sort());
    }
  });

  it('uses the store identifiers boxup, ybd and a partner product slug', () => {
    expect(variants.map((variant) => variant.storeId)).toEqual(['boxup', 'ybd', 'kartonwerk']);
  });

  it('fixes tenant, culture, shipping country and tax mode per brand', () => {
    expect(
      variants.map((v) => [v.tenant, v.defaultCulture, v.defaultShippingCountry, v.taxMode]),
    ).toEqual([
      ['north-america', 'en-US', 'US', 'platform'],
      ['north-america', 'en-US', 'US', 'platform'],
      ['germany', 'de', 'DE', 'external'],
    ]);
  });

  it('shows the shipping estimate as a block only in the showroom', () => {
    expect(variants.map((variant) => variant.shippingEstimateLayout)).toEqual([
      'inline',
      'block',
      'inline',
    ]);
  });

  it('gives every brand an anonymous service key of 22 letters or digits and its own client id', () => {
    for (const variant of variants) {
      expect(variant.identity.anonServiceKey).toMatch(/^[A-Za-z0-9]{22}$/);
    }
    expect(new Set(variants.map((variant) => variant.identity.identityProviderClientId)).size).toBe(
      3,
    );
  });

  it('keeps linkID only in the showroom', () => {
    expect(variants.map((variant) => variant.preservedQueryParams)).toEqual([[], ['linkID'], []]);
  });

  it('gives default and showroom all 15 pages and the partner only template maker and shop all boxes', () => {
    for (const language of ['en', 'de'] as const) {
      expect(Object.keys(textsOf(defaultStore).pageMeta[language]).sort()).toEqual(
        [...PAGE_KEYS].sort(),
      );
      expect(Object.keys(textsOf(showroomStore).pageMeta[language]).sort()).toEqual(
        [...PAGE_KEYS].sort(),
      );
      expect(Object.keys(textsOf(partnerStore).pageMeta[language]).sort()).toEqual([
        'shopAllBoxes',
        'templateMaker',
      ]);
    }
  });

  it('writes distinct copy for each brand and page', () => {
    for (const language of ['en', 'de'] as const) {
      for (const key of ['templateMaker', 'shopAllBoxes'] as const) {
        const titles = variants.map((variant) => textsOf(variant).pageMeta[language][key]?.title);
        expect(new Set(titles).size).toBe(3);
      }
      for (const key of PAGE_KEYS) {
        expect(textsOf(defaultStore).pageMeta[language][key]).not.toEqual(
          textsOf(showroomStore).pageMeta[language][key],
        );
      }
      const allTitles = Object.values(textsOf(defaultStore).pageMeta[language]).map(
        (meta) => meta.title,
      );
      expect(new Set(allTitles).size).toBe(PAGE_KEYS.length);
    }
  });

  it('names each brand in its titles and keeps descriptions search-engine sized', () => {
    for (const variant of variants) {
      for (const language of ['en', 'de'] as const) {
        for (const meta of Object.values(textsOf(variant).pageMeta[language])) {
          expect(meta.title).toMatch(
            variant.id === 'showroom' ? /YBD/ : new RegExp(variant.brandName),
          );
          expect(meta.description.length).toBeGreaterThan(30);
          expect(meta.description.length).toBeLessThanOrEqual(160);
        }
      }
    }
  });
});
