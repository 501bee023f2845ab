import { hasMessage, loadedMessages, loadMessages, translator } from '@storefront/ui-kit/i18n';
import { catalogueSource } from '@storefront/ui-kit/testing';
import { describe, expect, it, vi } from 'vitest';
import { defaultStore } from '../lib/variants/default-store';
import { partnerStore } from '../lib/variants/partner-store';
import { showroomStore } from '../lib/variants/showroom-store';
import { commonMessages as compiledCommonMessages } from '../lib/i18n/common-messages';
import { BRAND_COPY_NAMESPACE, catalogueLanguage, resolveCulture } from '../lib/i18n/culture';
import { createStorefrontI18n, switchStorefrontLanguage } from './storefront-i18n';
import { textsOf } from '../lib/variants/testing/all-languages';

const commonMessages = catalogueSource(compiledCommonMessages);

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('catalogues', () => {
  it('has the same keys in the English and German shell catalogue', () => {
    expect(keyPaths(commonMessages.de)).toEqual(keyPaths(commonMessages.en));
  });

  it.each([defaultStore, showroomStore, partnerStore])(
    '$brandName has brand copy and SEO copy in both languages',
    (variant) => {
      expect(keyPaths(textsOf(variant).copy.de)).toEqual(keyPaths(textsOf(variant).copy.en));
      expect(keyPaths(textsOf(variant).pageMeta.de).sort()).toEqual(
        keyPaths(textsOf(variant).pageMeta.en).sort(),
      );
    },
  );

  it('has no empty string anywhere', () => {
    const values = (value: unknown): unknown[] =>
      typeof value === 'object' && value !== null ? Object.values(value).flatMap(values) : [value];
    for (const value of values([
      commonMessages,
      textsOf(defaultStore).copy,
      textsOf(partnerStore).copy,
      textsOf(showroomStore).copy,
    ])) {
      expect(typeof value === 'string' && value.trim().length > 0).toBe(true);
    }
  });
});

describe('resolveCulture', () => {
  it('defaults the German tenant to de and the North American tenant to en-US', () => {
    expect(resolveCulture(partnerStore)).toBe('de');
    expect(resolveCulture(defaultStore)).toBe('en-US');
  });

  it('accepts the cultures each tenant allows, whatever their case', () => {
    expect(['de', 'de-DE', 'en', 'en-US'].map((c) => resolveCulture(partnerStore, c))).toEqual([
      'de',
      'de-DE',
      'en',
      'en-US',
    ]);
    expect(resolveCulture(defaultStore, 'EN-ca')).toBe('en-CA');
  });

  it('falls back to the default for a culture the tenant does not allow', () => {
    expect(resolveCulture(defaultStore, 'de')).toBe('en-US');
    expect(resolveCulture(partnerStore, 'en-CA')).toBe('de');
    expect(resolveCulture(partnerStore, 'xx')).toBe('de');
  });

  it('maps cultures to the catalogue language', () => {
    expect(['de', 'de-DE', 'en', 'en-US', 'en-CA'].map(catalogueLanguage)).toEqual([
      'de',
      'de',
      'en',
      'en',
      'en',
    ]);
  });
});

describe('createStorefrontI18n', () => {
  it('speaks German in the partner app and English in the default app', async () => {
    const partner = await createStorefrontI18n({ variant: partnerStore });
    const store = await createStorefrontI18n({ variant: defaultStore });
    expect(translator(partner, 'common')('notFound.title')).toBe(
      'Wir konnten die Seite nicht finden.',
    );
    expect(translator(store, 'common')('notFound.title')).toBe("We couldn't find the page.");
    expect(translator(store, 'common')('notFound.backToHome')).toBe('Back to Homepage');
  });

  it("registers the brand's search-engine copy only when asked (the server's page heads)", async () => {
    const browser = await createStorefrontI18n({ variant: partnerStore });
    expect(hasMessage(browser, 'seo', 'templateMaker.title')).toBe(false);
    const server = await createStorefrontI18n({ variant: partnerStore, pageMeta: true });
    expect(translator(server, 'seo')('templateMaker.title')).toBe(
      'Stanzkontur-Generator | Kartonwerk',
    );
    // The server's own: not among the catalogues loaded on demand that the page state carries.
    expect(loadedMessages(server, 'de')).toEqual({});
  });

  it('reports a missing key to onMissingKey', async () => {
    const missing: string[] = [];
    const i18n = await createStorefrontI18n({
      variant: defaultStore,
      onMissingKey: (language, namespace, key) => missing.push(`${language}:${namespace}:${key}`),
    });
    translator(i18n, 'common')('shell.noSuchKey');
    expect(missing).toEqual(['en:common:shell.noSuchKey']);
  });

  it('has no SEO copy for pages the partner brand does not have', async () => {
    const missing: string[] = [];
    const i18n = await createStorefrontI18n({
      variant: partnerStore,
      pageMeta: true,
      onMissingKey: (_language, namespace, key) => missing.push(`${namespace}:${key}`),
    });
    translator(i18n, 'seo')('cart.title');
    expect(missing).toEqual(['seo:cart.title']);
  });
});

describe('languages on demand', () => {
  it("holds only the culture's language until the other is loaded for a switch", async () => {
    const i18n = await createStorefrontI18n({ variant: partnerStore });
    expect(hasMessage(i18n, 'common', 'notFound.title')).toBe(true);
    i18n.activate('en');
    expect(hasMessage(i18n, 'common', 'notFound.title')).toBe(false);
    i18n.activate('de');
    await switchStorefrontLanguage(i18n, 'en');
    expect(translator(i18n, 'common')('notFound.title')).toBe(commonMessages.en.notFound.title);
  });

  it('loads no brand texts at start-up; a switch loads the home copy the home page loaded', async () => {
    const copy = { en: vi.fn(partnerStore.texts.copy.en), de: vi.fn(partnerStore.texts.copy.de) };
    const pageMeta = {
      en: vi.fn(partnerStore.texts.pageMeta.en),
      de: vi.fn(partnerStore.texts.pageMeta.de),
    };
    const variant = { ...partnerStore, texts: { copy, pageMeta } };

    const i18n = await createStorefrontI18n({ variant });
    expect(
      [copy.de, copy.en, pageMeta.de, pageMeta.en].map((load) => load.mock.calls.length),
    ).toEqual([0, 0, 0, 0]);
    // What the home page does when it renders.
    await loadMessages(i18n, BRAND_COPY_NAMESPACE, variant.texts.copy, 'de');
    expect(translator(i18n, 'brand')('homeHeading')).toBe(
      textsOf(partnerStore).copy.de.homeHeading,
    );

    await switchStorefrontLanguage(i18n, 'en');
    expect(copy.en).toHaveBeenCalledTimes(1);
    expect(translator(i18n, 'brand')('homeHeading')).toBe(
      textsOf(partnerStore).copy.en.homeHeading,
    );
    // Back to German: loaded already, not again; the search-engine copy was never shown.
    await switchStorefrontLanguage(i18n, 'de');
    expect(copy.de).toHaveBeenCalledTimes(1);
    expect(pageMeta.en).not.toHaveBeenCalled();
  });
});
