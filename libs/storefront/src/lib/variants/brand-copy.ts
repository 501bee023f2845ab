import type { CatalogueLanguage, PageKey, PageMeta } from './page-meta';

/** Brand-specific copy of the home page and the shell, in one catalogue language. */
export interface BrandCopy {
  tagline: string;
  homeHeading: string;
  homeIntro: string;
  homePrimaryAction: string;
  homeSecondaryAction: string;
  /** Three short selling points shown under the hero. */
  highlights: [string, string, string];
}

/**
 * A brand's texts in one catalogue language: its home and shell copy, and the search-engine
 * title and description of the named pages it has.
 *
 * @example
 * const texts: BrandTexts = await partnerStore.texts.de();
 * texts.pageMeta.shopAllBoxes?.title; // 'Alle Schachtelarten | Kartonwerk'
 */
export interface BrandTexts {
  copy: BrandCopy;
  pageMeta: Partial<Record<PageKey, PageMeta>>;
}

/**
 * A brand's texts per catalogue language, each loaded when the app shows that language, so a
 * page carries only its own language's.
 */
export type BrandTextLoaders = Record<CatalogueLanguage, () => Promise<BrandTexts>>;
