import type { BoardColor } from './attributes.ts';
import { CATALOG_PRODUCTS } from './seed.ts';
import type { SizeSeed } from './seed.ts';

// What a $1 sample is, in words, taken from the catalogue (the products service) so that the
// content service's sample cards and sample pages say what the selector offers (issue 13,
// defect 6: cards and pages had their own sizes, colours and print).

/** The languages the content service writes. */
export type FactsLocale = 'en' | 'de';

/** The catalogue's facts about one $1 sample. */
export interface SampleFacts {
  productKey: string;
  /** The sizes the sample comes in, the default first. */
  sizes: SizeSeed[];
  colors: BoardColor[];
  /** False: a sample has no print options. */
  printed: boolean;
}

/**
 * The facts of a $1 sample product of the catalogue.
 *
 * @throws {Error} when `productKey` is not a sample of the catalogue (a seed mistake).
 *
 * @example
 * ```ts
 * sampleFacts('custom-gable-box-sample').sizes.map((size) => size.size); // ['8 x 4 x 8']
 * ```
 */
export function sampleFacts(productKey: string): SampleFacts {
  const product = CATALOG_PRODUCTS.find(
    (candidate) => candidate.productKey === productKey && candidate.kind === 'sample',
  );
  if (!product) throw new Error(`${productKey} is not a $1 sample of the catalogue`);
  const sizes = [...product.sizes].sort(
    (a, b) => Number(b.size === product.defaultSize) - Number(a.size === product.defaultSize),
  );
  return {
    productKey,
    sizes,
    colors: product.colors.map((color) => color.color),
    printed: product.printOptions.length > 0,
  };
}

const number = (value: number, locale: FactsLocale) =>
  locale === 'de' ? String(value).replace('.', ',') : String(value);

const or = (parts: string[], locale: FactsLocale) =>
  parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} ${locale === 'de' ? 'oder' : 'or'} ${parts.at(-1)}`;

/**
 * The sizes of a sample as shoppers read them: `9 × 6 × 3 in or 12 × 9 × 4 in`; in German
 * with millimetres when `metric` is set (`9 × 6 × 3 Zoll (229 × 152 × 76 mm)`).
 *
 * @example
 * ```ts
 * sampleSizeText('custom-document-mailer-box-sample', 'de'); // '12,5 × 9,5 × 1 Zoll'
 * ```
 */
export function sampleSizeText(productKey: string, locale: FactsLocale, metric = false): string {
  const texts = sampleFacts(productKey).sizes.map(({ length, width, depth }) => {
    const inches = [length, width, depth].map((value) => number(value, locale)).join(' × ');
    if (locale === 'en') return `${inches} in`;
    const mm = [length, width, depth].map((value) => Math.round(value * 25.4)).join(' × ');
    return metric ? `${inches} Zoll (${mm} mm)` : `${inches} Zoll`;
  });
  return or(texts, locale);
}

const COLOR_WORDS: Record<BoardColor, Record<FactsLocale, string>> = {
  Kraft: { en: 'kraft', de: 'braun' },
  White: { en: 'white', de: 'weiß' },
};

/**
 * The board colours of a sample in words: `kraft or white`, `weiß`.
 *
 * @example
 * ```ts
 * sampleColorText('custom-gable-box-sample', 'en'); // 'white'
 * ```
 */
export function sampleColorText(productKey: string, locale: FactsLocale): string {
  return or(
    sampleFacts(productKey).colors.map((color) => COLOR_WORDS[color][locale]),
    locale,
  );
}

/**
 * Whether the sample is printed, in words: `unprinted` / `unbedruckt` (every sample today).
 *
 * @example
 * ```ts
 * samplePrintText('shipping-box-sample', 'en'); // 'unprinted'
 * ```
 */
export function samplePrintText(productKey: string, locale: FactsLocale): string {
  const printed = sampleFacts(productKey).printed;
  if (locale === 'de') return printed ? 'bedruckt' : 'unbedruckt';
  return printed ? 'printed' : 'unprinted';
}
