import type { CatalogueLanguage } from './page-meta';

/** Brand-specific copy of the home page and the shell, in both catalogue languages. */
export interface BrandCopy {
  tagline: string;
  homeHeading: string;
  homeIntro: string;
  homePrimaryAction: string;
  homeSecondaryAction: string;
  /** Three short selling points shown under the hero. */
  highlights: [string, string, string];
}

/** A brand's copy in every catalogue language. */
export type BrandCopyCatalogue = Record<CatalogueLanguage, BrandCopy>;
