import { describe, expect, it } from 'vitest';
import { defaultStore } from '../variants/default-store';
import { partnerStore } from '../variants/partner-store';
import { showroomStore } from '../variants/showroom-store';
import { commonMessages } from './common-messages';
import {
  catalogueLanguage,
  createStorefrontI18n,
  loadStorefrontLanguage,
  resolveCulture,
} from './create-storefront-i18n';

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
      expect(keyPaths(variant.copy.de)).toEqual(keyPaths(variant.copy.en));
      expect(keyPaths(variant.pageMeta.de).sort()).toEqual(keyPaths(variant.pageMeta.en).sort());
    },
  );

  it('has no empty string anywhere', () => {
    const values = (value: unknown): unknown[] =>
      typeof value === 'object' && value !== null ? Object.values(value).flatMap(values) : [value];
    for (const value of values([
      commonMessages,
      defaultStore.copy,
      partnerStore.copy,
      showroomStore.copy,
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
    expect(partner.t('notFound.title')).toBe('Wir konnten die Seite nicht finden.');
    expect(store.t('notFound.title')).toBe("We couldn't find the page.");
    expect(store.t('notFound.backToHome')).toBe('Back to Homepage');
    expect(partner.t('templateMaker.title', { ns: 'seo' })).toBe(
      'Stanzkontur-Generator | Kartonwerk',
    );
  });

  it('reports a missing key to onMissingKey', async () => {
    const missing: string[] = [];
    const i18n = await createStorefrontI18n({
      variant: defaultStore,
      onMissingKey: (language, namespace, key) => missing.push(`${language}:${namespace}:${key}`),
    });
    i18n.t('shell.noSuchKey');
    expect(missing).toEqual(['en:common:shell.noSuchKey']);
  });

  it('has no SEO copy for pages the partner brand does not have', async () => {
    const missing: string[] = [];
    const i18n = await createStorefrontI18n({
      variant: partnerStore,
      onMissingKey: (_language, namespace, key) => missing.push(`${namespace}:${key}`),
    });
    i18n.t('cart.title', { ns: 'seo' });
    expect(missing).toEqual(['seo:cart.title']);
  });
});

describe('languages on demand', () => {
  it("holds only the culture's language until the other is loaded for a switch", async () => {
    const i18n = await createStorefrontI18n({ variant: partnerStore });
    expect(i18n.hasResourceBundle('de', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
    await loadStorefrontLanguage(i18n, partnerStore, 'en');
    await i18n.changeLanguage('en');
    expect(i18n.t('notFound.title')).toBe(commonMessages.en.notFound.title);
    expect(i18n.t('tagline', { ns: 'brand' })).toBe(partnerStore.copy.en.tagline);
  });
});
