import { CONTENT_NAMESPACE, contentMessages } from '@storefront/content';
import i18next, { type i18n as I18n } from 'i18next';
import type { CatalogueLanguage } from '../variants/page-meta';
import { TENANT_CULTURES, type Culture, type StoreVariant } from '../variants/store-variant';
import type { commonMessagesEn } from './common-messages.en';

/** Namespaces the shell registers; features add their own with `addResourceBundle`. */
export const SHELL_NAMESPACES = ['common', 'brand', 'seo', CONTENT_NAMESPACE] as const;

export interface CreateStorefrontI18nOptions {
  variant: StoreVariant;
  /** A culture the variant's tenant allows; defaults to the variant's default culture. */
  culture?: string;
  /**
   * Called for every key that has no translation. Tests pass a function that records or
   * throws, so a missing key fails the test.
   */
  onMissingKey?: (language: string, namespace: string, key: string) => void;
}

/**
 * Picks the culture to use: the requested one when the tenant allows it, else the variant's
 * default (spec: German tenant de, de-DE, en, en-US, default de; North American tenant en-CA,
 * en-US, default en-US).
 *
 * @example
 * resolveCulture(partnerStore, 'en-US'); // 'en-US'
 * resolveCulture(defaultStore, 'de'); // 'en-US'
 */
export function resolveCulture(variant: StoreVariant, requested?: string | null): Culture {
  const allowed: readonly string[] = TENANT_CULTURES[variant.tenant];
  const match = allowed.find((culture) => culture.toLowerCase() === requested?.toLowerCase());
  return (match as Culture | undefined) ?? variant.defaultCulture;
}

/**
 * The catalogue language of a culture: `de` and `de-DE` read the German catalogue, every
 * other allowed culture the English one.
 *
 * @example
 * catalogueLanguage('de-DE'); // 'de'
 */
export function catalogueLanguage(culture: string): CatalogueLanguage {
  return culture.toLowerCase().startsWith('de') ? 'de' : 'en';
}

type ShellMessages = typeof commonMessagesEn;

/** The shell's strings of each language, loaded on demand: a page ships only its own. */
const SHELL_MESSAGES: Record<CatalogueLanguage, () => Promise<ShellMessages>> = {
  en: () => import('./common-messages.en').then((module) => module.commonMessagesEn),
  // The German strings have the English keys (a test checks it).
  de: () =>
    import('./common-messages.de').then(
      (module) => module.commonMessagesDe as unknown as ShellMessages,
    ),
};

function shellResources(variant: StoreVariant, language: CatalogueLanguage, common: ShellMessages) {
  return {
    common,
    brand: variant.copy[language],
    seo: variant.pageMeta[language],
    [CONTENT_NAMESPACE]: contentMessages[language],
  };
}

/**
 * Loads the shell's strings of `language` into `i18n` when they are not there yet; call it
 * before `i18n.changeLanguage(language)` (the language switch does).
 *
 * @example
 * await loadStorefrontLanguage(i18n, partnerStore, 'en');
 * await i18n.changeLanguage('en');
 */
export async function loadStorefrontLanguage(
  i18n: I18n,
  variant: StoreVariant,
  language: CatalogueLanguage,
): Promise<void> {
  if (i18n.hasResourceBundle(language, 'common')) return;
  const common = await SHELL_MESSAGES[language]();
  for (const [namespace, resources] of Object.entries(shellResources(variant, language, common))) {
    i18n.addResourceBundle(language, namespace, resources, true, false);
  }
}

/**
 * Creates the i18next instance of one brand app: shell strings (`common`), brand copy
 * (`brand`), the brand's page titles and descriptions (`seo`), the content components' strings
 * (`content`; the product page adds the catalogue's `catalog` strings when it loads), in the
 * culture's language only (`loadStorefrontLanguage` adds the other before a switch).
 *
 * @example
 * const i18n = await createStorefrontI18n({ variant: partnerStore });
 * i18n.t('notFound.title'); // 'Wir konnten die Seite nicht finden.'
 */
export async function createStorefrontI18n({
  variant,
  culture,
  onMissingKey,
}: CreateStorefrontI18nOptions): Promise<I18n> {
  const instance = i18next.createInstance();
  const language = catalogueLanguage(resolveCulture(variant, culture));
  const common = await SHELL_MESSAGES[language]();
  await instance.init({
    lng: language,
    fallbackLng: false,
    supportedLngs: ['en', 'de'],
    ns: [...SHELL_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: onMissingKey !== undefined,
    missingKeyHandler: onMissingKey
      ? (languages, namespace, key) => onMissingKey(languages.join(','), namespace, key)
      : false,
    resources: { [language]: shellResources(variant, language, common) },
  });
  return instance;
}
