import { createI18n, loadLanguage, registerMessages, type I18n } from '@storefront/ui-kit/i18n';
import { catalogueLanguage, PAGE_META_NAMESPACE, resolveCulture } from '../lib/i18n/culture';
import type { CatalogueLanguage } from '../lib/variants/page-meta';
import type { StoreVariant } from '../lib/variants/store-variant';
import type { commonMessagesEn } from '../lib/i18n/common.messages.en';

export interface CreateStorefrontI18nOptions {
  variant: StoreVariant;
  /** A culture the variant's tenant allows; defaults to the variant's default culture. */
  culture?: string;
  /**
   * Called for every key that has no translation. Tests pass a function that records or
   * throws, so a missing key fails the test.
   */
  onMissingKey?: (language: string, namespace: string, key: string) => void;
  /**
   * Also register the brand's search-engine copy (namespace `seo`) of the language. The server
   * does, to write the page's title and description into the head; the browser leaves it out of
   * the first load and loads it when it first shows a named page (`usePageMeta`).
   */
  pageMeta?: boolean;
}

type ShellMessages = typeof commonMessagesEn;

/** The shell's strings of each language, loaded on demand: a page ships only its own. */
const SHELL_MESSAGES: Record<CatalogueLanguage, () => Promise<ShellMessages>> = {
  en: () => import('../lib/i18n/common.messages.en').then((module) => module.commonMessagesEn),
  // The German strings have the English keys (a test checks it).
  de: () =>
    import('../lib/i18n/common.messages.de').then(
      (module) => module.commonMessagesDe as unknown as ShellMessages,
    ),
};

// The languages whose shell strings each instance has.
const loadedLanguages = new WeakMap<I18n, Set<CatalogueLanguage>>();

/**
 * Loads the shell's strings of `language` into `i18n` when they are not there yet (shell
 * strings and brand copy).
 *
 * @example
 * await loadStorefrontLanguage(i18n, partnerStore, 'en');
 */
export async function loadStorefrontLanguage(
  i18n: I18n,
  variant: StoreVariant,
  language: CatalogueLanguage,
): Promise<void> {
  let loaded = loadedLanguages.get(i18n);
  if (loaded === undefined) {
    loaded = new Set();
    loadedLanguages.set(i18n, loaded);
  }
  if (loaded.has(language)) return;
  const [common, copy] = await Promise.all([
    SHELL_MESSAGES[language](),
    variant.texts.copy[language](),
  ]);
  // The brand copy is text of the variant, shown as it is.
  const namespaces = { common, brand: copy };
  for (const [namespace, messages] of Object.entries(namespaces)) {
    registerMessages(i18n, namespace, { [language]: messages }, { replace: true });
  }
  loaded.add(language);
}

/**
 * Loads the other language's shell strings and the feature catalogues loaded so far, then shows
 * the app in it (the language switch and a culture chosen before the server could read it).
 *
 * @example
 * await switchStorefrontLanguage(i18n, partnerStore, 'en');
 */
export async function switchStorefrontLanguage(
  i18n: I18n,
  variant: StoreVariant,
  language: CatalogueLanguage,
): Promise<void> {
  await Promise.all([
    loadStorefrontLanguage(i18n, variant, language),
    loadLanguage(i18n, language),
  ]);
  i18n.activate(language);
}

/**
 * Creates the i18n instance of one brand app (or of one server request): shell strings
 * (`common`) and brand copy (`brand`), with `pageMeta` also the brand's page titles and
 * descriptions (`seo`); features register theirs when they render. Only the culture's language
 * (`switchStorefrontLanguage` adds the other).
 *
 * @example
 * const i18n = await createStorefrontI18n({ variant: partnerStore });
 * translator(i18n, 'common')('notFound.title'); // 'Wir konnten die Seite nicht finden.'
 */
export async function createStorefrontI18n({
  variant,
  culture,
  onMissingKey,
  pageMeta: withPageMeta = false,
}: CreateStorefrontI18nOptions): Promise<I18n> {
  const language = catalogueLanguage(resolveCulture(variant, culture));
  const i18n = createI18n({ language, ...(onMissingKey ? { onMissing: onMissingKey } : {}) });
  const [pageMeta] = await Promise.all([
    withPageMeta ? variant.texts.pageMeta[language]() : undefined,
    loadStorefrontLanguage(i18n, variant, language),
  ]);
  // Registered as the server's own, not as loaded on demand: it stays out of the page's state.
  if (pageMeta) registerMessages(i18n, PAGE_META_NAMESPACE, { [language]: pageMeta });
  return i18n;
}
