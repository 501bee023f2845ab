import { describe, expect, it } from 'vitest';
import { sandboxPerFile } from '../../testing.ts';
import type { ProductConfig } from './product-config.ts';
import { CATALOG_PRODUCTS } from './seed.ts';

// Issue 13, defect 6: each $1 sample is described once, by the products service. The sample
// card (content service, /shop-all-sample-boxes), the sample page's 'Sample details' (content
// service) and the page's selector (product config) must say the same sizes, board colours and
// print, in English and German.

const sandbox = sandboxPerFile();

const SAMPLES = CATALOG_PRODUCTS.filter((product) => product.kind === 'sample');

async function content<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await sandbox.fetch('/content/graphql', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${sandbox.config.contentReadToken}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

async function configOf(productKey: string): Promise<ProductConfig> {
  const response = await sandbox.fetch(`/products/configs/${productKey}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ProductConfig;
}

/** Every box size a text names (`9 × 6 × 3 in`, `12,5 × 9,5 × 1 Zoll`), as the catalogue writes sizes. */
function sizesIn(html: string): string[] {
  const found = html.matchAll(
    /(\d+(?:[.,]\d+)?) × (\d+(?:[.,]\d+)?) × (\d+(?:[.,]\d+)?) (?:in|Zoll)\b/g,
  );
  return [...found].map((match) =>
    match
      .slice(1, 4)
      .map((part) => String(Number(part?.replace(',', '.'))))
      .join(' x '),
  );
}

const COLOR_WORDS = {
  en: { Kraft: 'kraft', White: 'white' },
  de: { Kraft: 'braun', White: 'weiß' },
} as const;
const UNPRINTED = { en: 'unprinted', de: 'unbedruckt' } as const;

describe.each(['en', 'de'] as const)('the six $1 samples in %s', (locale) => {
  it('has a card per sample, each with the sizes, colours and print of its selector', async () => {
    const { sampleBoxes } = await content<{
      sampleBoxes: { cards: { descriptionHtml: string; redirectUri: string }[] };
    }>(
      'query S($locale: String) { sampleBoxes(storefrontId: "boxup", locale: $locale) { cards { descriptionHtml redirectUri } } }',
      { locale },
    );
    expect(sampleBoxes.cards.map((card) => card.redirectUri).sort()).toEqual(
      SAMPLES.map((sample) => `/product/${sample.productKey}`).sort(),
    );
    for (const card of sampleBoxes.cards) {
      const productKey = card.redirectUri.replace('/product/', '');
      const config = await configOf(productKey);
      const context = `${productKey} card (${locale})`;
      expect(sizesIn(card.descriptionHtml).sort(), context).toEqual(
        [...(config.attributes.Size?.values ?? [])].sort(),
      );
      for (const color of config.attributes.Color?.values ?? []) {
        expect(card.descriptionHtml, context).toContain(
          COLOR_WORDS[locale][color as 'Kraft' | 'White'],
        );
      }
      expect(config.attributes['Print Options'], context).toBeUndefined();
      expect(card.descriptionHtml, context).toContain(UNPRINTED[locale]);
    }
  });

  it.each(SAMPLES.map((sample) => sample.productKey))(
    'describes %s on its page as its selector offers it',
    async (productKey) => {
      const { productDetails } = await content<{
        productDetails: { productConfigId: string; productDetailsHtml: string; isSample: boolean };
      }>(
        'query P($slug: String!, $locale: String) { productDetails(storefrontId: "boxup", slug: $slug, locale: $locale) { productConfigId productDetailsHtml isSample } }',
        { slug: productKey, locale },
      );
      expect(productDetails.isSample).toBe(true);
      const config = await configOf(productDetails.productConfigId);
      const html = productDetails.productDetailsHtml;

      expect(config.kind).toBe('sample');
      expect(sizesIn(html).sort()).toEqual([...(config.attributes.Size?.values ?? [])].sort());
      // The default size is named first, as the selector preselects it.
      expect(sizesIn(html)[0]).toBe(config.attributes.Size?.defaultValue);
      for (const color of config.attributes.Color?.values ?? []) {
        expect(html).toContain(COLOR_WORDS[locale][color as 'Kraft' | 'White']);
      }
      expect(config.attributes['Print Options']).toBeUndefined();
      expect(html).toContain(UNPRINTED[locale]);
    },
  );
});
