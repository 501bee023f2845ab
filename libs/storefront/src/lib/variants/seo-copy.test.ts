import { languageOf, translator } from '@storefront/ui-kit/i18n';
import { describe, expect, it } from 'vitest';
import { defaultStore } from './default-store';
import { PAGE_KEYS, type CatalogueLanguage, type PageKey } from './page-meta';
import { partnerStore } from './partner-store';
import { showroomStore } from './showroom-store';
import type { StoreVariant } from './store-variant';
import { textsOf } from './testing/all-languages';

// The SEO table's rules, checked against the variants themselves: the copy lives once, in each
// brand's texts (`seo/<brand>.<language>.ts`); this file holds the spec's
// wording, not a second copy of the table.

/** The spec's 15 named pages, in its words, and the key each one has in `pageMeta`. */
const SPEC_PAGES: [string, PageKey][] = [
  ['template maker', 'templateMaker'],
  ['approve design', 'approveDesign'],
  ['cart', 'cart'],
  ['shipping address', 'shippingAddress'],
  ['shipping method', 'shippingMethod'],
  ['payment info', 'paymentInfo'],
  ['order confirmation', 'orderConfirmation'],
  ['my orders', 'myOrders'],
  ['my info', 'myInfo'],
  ['my designs', 'myDesigns'],
  ['forgot password', 'forgotPassword'],
  ['reset password', 'resetPassword'],
  ['login and registration', 'loginAndRegistration'],
  ['shop all sample boxes', 'shopAllSampleBoxes'],
  ['shop all boxes', 'shopAllBoxes'],
];

/** "The default and second brand have all 15; the third has only template maker and shop all boxes." */
const BRANDS: [string, StoreVariant, readonly PageKey[], RegExp][] = [
  ['default', defaultStore, PAGE_KEYS, /\| BoxUp/],
  ['showroom', showroomStore, PAGE_KEYS, /YBD/],
  ['partner', partnerStore, ['templateMaker', 'shopAllBoxes'], /\| Kartonwerk$/],
];

const LANGUAGES: CatalogueLanguage[] = ['en', 'de'];

function pagesOf(variant: StoreVariant, language: CatalogueLanguage) {
  return Object.entries(textsOf(variant).pageMeta[language]) as [
    PageKey,
    { title: string; description: string },
  ][];
}

describe('the SEO table', () => {
  it('names the spec’s 15 pages', () => {
    expect(SPEC_PAGES.map(([, key]) => key)).toEqual([...PAGE_KEYS]);
  });

  it.each(BRANDS)(
    'gives the %s brand a title and description for each of its pages, in English and German',
    (_brand, variant, pages, brandInTitle) => {
      for (const language of LANGUAGES) {
        expect(Object.keys(textsOf(variant).pageMeta[language]).sort()).toEqual([...pages].sort());
        for (const [key, meta] of pagesOf(variant, language)) {
          expect(meta.title, `${language} ${key}`).toMatch(brandInTitle);
          expect(meta.description.length, `${language} ${key}`).toBeGreaterThan(20);
        }
        const titles = pagesOf(variant, language).map(([, meta]) => meta.title);
        expect(new Set(titles).size).toBe(titles.length);
      }
    },
  );

  it('words each page differently per brand and per language', () => {
    for (const [, key] of SPEC_PAGES) {
      const copies = BRANDS.flatMap(([, variant]) =>
        LANGUAGES.map((language) => textsOf(variant).pageMeta[language][key]),
      ).filter((meta) => meta !== undefined);
      expect(new Set(copies.map((meta) => meta.title)).size, key).toBe(copies.length);
      expect(new Set(copies.map((meta) => meta.description)).size, key).toBe(copies.length);
    }
  });

  it.each(BRANDS)(
    'reaches the document through the seo catalogue of the %s brand',
    async (_brand, variant) => {
      const { createStorefrontI18n } = await import('../../react/storefront-i18n');
      const i18n = await createStorefrontI18n({
        variant,
        culture: variant.defaultCulture,
        pageMeta: true,
      });
      const language = languageOf(i18n);
      const seo = translator(i18n, 'seo');
      for (const [key, meta] of pagesOf(variant, language)) {
        expect(seo(`${key}.title`)).toBe(meta.title);
        expect(seo(`${key}.description`)).toBe(meta.description);
      }
    },
  );
});
