import {
  createI18n,
  languageOf,
  loadLanguage,
  loadMessages,
  registerMessages,
  type I18n,
} from '@storefront/ui-kit/i18n';
import {
  BRAND_COPY_NAMESPACE,
  catalogueLanguage,
  PAGE_META_NAMESPACE,
  resolveCulture,
} from '../lib/i18n/culture';
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
 * Loads the shell's strings of `language` into `i18n` when they are not there yet (the brand's
 * home copy is the home page's, `useMessages(BRAND_COPY_NAMESPACE, variant.texts.copy)`).
 *
 * @example
 * await loadStorefrontLanguage(i18n, 'en');
 */
async function loadStorefrontLanguage(i18n: I18n, language: CatalogueLanguage): Promise<void> {
  let loaded = loadedLanguages.get(i18n);
  if (loaded === undefined) {
    loaded = new Set();
    loadedLanguages.set(i18n, loaded);
  }
  if (loaded.has(language)) return;
  const messages = await SHELL_MESSAGES[language]();
  registerMessages(i18n, 'common', { [language]: messages }, { replace: true });
  loaded.add(language);
}

/**
 * Loads the other language's shell strings and the catalogues loaded on demand so far (features',
 * the home copy, the search-engine copy), then shows the app in it (the language switch and a
 * culture chosen before the server could read it).
 *
 * @example
 * await switchStorefrontLanguage(i18n, 'en');
 */
export async function switchStorefrontLanguage(
  i18n: I18n,
  language: CatalogueLanguage,
): Promise<void> {
  await Promise.all([loadStorefrontLanguage(i18n, language), loadLanguage(i18n, language)]);
  i18n.activate(language);
}

/**
 * Loads the brand's home copy (namespace `brand`) in the current language, as the home page
 * does when it renders (`useMessages(BRAND_COPY_NAMESPACE, variant.texts.copy)`). The test
 * harness and the stories call it before their first render, so the home page mounts with its
 * copy as a server-rendered home page does (the server hands it over in the page's state). A
 * page that suspends as it mounts in a render without a server can keep its Suspense fallback
 * when the shopper navigates meanwhile (noted on issue 15).
 *
 * @example
 * await loadHomeCopy(i18n, partnerStore);
 */
export async function loadHomeCopy(i18n: I18n, variant: StoreVariant): Promise<void> {
  await loadMessages(i18n, BRAND_COPY_NAMESPACE, variant.texts.copy, languageOf(i18n));
}

/**
 * Creates the i18n instance of one brand app (or of one server request): shell strings
 * (`common`), with `pageMeta` also the brand's page titles and descriptions (`seo`); the home
 * page and features register theirs when they render. Only the culture's language
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
    loadStorefrontLanguage(i18n, language),
  ]);
  // Registered as the server's own, not as loaded on demand: it stays out of the page's state.
  if (pageMeta) registerMessages(i18n, PAGE_META_NAMESPACE, { [language]: pageMeta });
  return i18n;
}
