import type { BrandCopy, BrandPageMeta } from '../brand-copy';
import { defaultStore } from '../default-store';
import type { CatalogueLanguage } from '../page-meta';
import { partnerStore } from '../partner-store';
import { showroomStore } from '../showroom-store';
import type { StoreVariant } from '../store-variant';

/** A brand's texts in every catalogue language (tests compare languages and brands). */
export interface AllLanguageTexts {
  copy: Record<CatalogueLanguage, BrandCopy>;
  pageMeta: Record<CatalogueLanguage, BrandPageMeta>;
}

async function allLanguages(variant: StoreVariant): Promise<AllLanguageTexts> {
  const { copy, pageMeta } = variant.texts;
  const [copyEn, copyDe, pageMetaEn, pageMetaDe] = await Promise.all([
    copy.en(),
    copy.de(),
    pageMeta.en(),
    pageMeta.de(),
  ]);
  return { copy: { en: copyEn, de: copyDe }, pageMeta: { en: pageMetaEn, de: pageMetaDe } };
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
