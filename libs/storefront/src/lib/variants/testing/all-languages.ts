import type { BrandCopy, BrandTexts } from '../brand-copy';
import { defaultStore } from '../default-store';
import type { CatalogueLanguage } from '../page-meta';
import { partnerStore } from '../partner-store';
import { showroomStore } from '../showroom-store';
import type { StoreVariant } from '../store-variant';

/** A brand's texts in every catalogue language (tests compare languages and brands). */
export interface AllLanguageTexts {
  copy: Record<CatalogueLanguage, BrandCopy>;
  pageMeta: Record<CatalogueLanguage, BrandTexts['pageMeta']>;
}

async function allLanguages(variant: StoreVariant): Promise<AllLanguageTexts> {
  const [en, de] = await Promise.all([variant.texts.en(), variant.texts.de()]);
  return {
    copy: { en: en.copy, de: de.copy },
    pageMeta: { en: en.pageMeta, de: de.pageMeta },
  };
}

// The three brands' texts, loaded once when a test imports this module.
const loaded = new Map<StoreVariant, AllLanguageTexts>(
  await Promise.all(
    [defaultStore, showroomStore, partnerStore].map(
      async (variant) => [variant, await allLanguages(variant)] as const,
    ),
  ),
);

/**
 * One of the three brands' texts in both languages, as its variant loads them.
 *
 * @example
 * textsOf(partnerStore).pageMeta.de.shopAllBoxes?.title; // 'Alle Schachtelarten | Kartonwerk'
 */
export function textsOf(variant: StoreVariant): AllLanguageTexts {
  const texts = loaded.get(variant);
  if (!texts) throw new Error(`No texts loaded for the variant ${variant.id}`);
  return texts;
}
