import type { CatalogueLanguage } from '../variants/page-meta';
import { TENANT_CULTURES, type Culture, type StoreVariant } from '../variants/store-variant';

/** Namespace of the brand's search-engine titles and descriptions of the named pages. */
export const PAGE_META_NAMESPACE = 'seo';

/** Namespace of the brand's home copy (tagline, heading, intro, calls to action). */
export const BRAND_COPY_NAMESPACE = 'brand';

/**
 * Namespaces of the shell: its strings (`common`, with the language), the brand's home copy
 * (`brand`, when the home page renders) and search-engine copy (`seo`, when a named page first
 * shows). Features add their own with `useMessages`.
 */
export const SHELL_NAMESPACES = ['common', BRAND_COPY_NAMESPACE, PAGE_META_NAMESPACE] as const;

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
