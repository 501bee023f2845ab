import type { CatalogueLanguage, PageKey, PageMeta } from './page-meta';

/** Brand-specific copy of the home page, in one catalogue language (the namespace `brand`). */
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
 * A brand's search-engine title and description of each named page it has, in one catalogue
 * language (the namespace `seo`).
 *
 * @example
 * const pageMeta: BrandPageMeta = await partnerStore.texts.pageMeta.de();
 * pageMeta.shopAllBoxes?.title; // 'Alle Schachtelarten | Kartonwerk'
 */
export type BrandPageMeta = Partial<Record<PageKey, PageMeta>>;

/**
 * A brand's texts per catalogue language, each loaded where it is shown, so a page carries only
 * what it shows, in its own language: the home copy when the home page renders (the server
 * hands it to the browser with the page), the search-engine copy when the browser first shows
 * a named page (`usePageMeta`). The server renders every page's title and description into the
 * head, so no first load needs the latter.
 *
 * @example
 * const copy: BrandCopy = await partnerStore.texts.copy.de();
 * copy.homeHeading; // 'Ihre Schachtel, millimetergenau gestaltet'
 */
export interface BrandTextLoaders {
  copy: Record<CatalogueLanguage, () => Promise<BrandCopy>>;
  pageMeta: Record<CatalogueLanguage, () => Promise<BrandPageMeta>>;
}
