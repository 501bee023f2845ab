import { describe, expect, it } from 'vitest';
import { PRODUCTS } from './seed/products.ts';
import { CARD, setUpContentGraphql } from './schema.test-setup.ts';

// The product queries of the content contract, through POST /content/graphql.

const { query } = setUpContentGraphql();

interface ShopAnswer {
  shopAllBoxes: {
    title: string;
    homeButton: { text: string; redirectUri: string; openInNewTab: boolean };
    tiles: Array<{ id: string; title: string; buttonText: string; redirectUri: string }>;
    pickerCards: Array<{ title: string; buttonText: string; redirectUri: string }>;
  } | null;
}

const SHOP_QUERY = `query S($id: ID!, $locale: String) { shopAllBoxes(storefrontId: $id, locale: $locale) { title homeButton { text redirectUri openInNewTab } tiles { ${CARD} } pickerCards { ${CARD} } } }`;

describe('shopAllBoxes', () => {
  it.each(['boxup', 'ybd'])(
    '%s has one SELECT tile per box style, to its product page',
    async (id) => {
      const { shopAllBoxes } = await query<ShopAnswer>(SHOP_QUERY, { id });
      expect(shopAllBoxes?.homeButton).toMatchObject({ redirectUri: '/', openInNewTab: false });
      expect(shopAllBoxes?.tiles.map((tile) => tile.id)).toEqual([
        'displayMailer',
        'shipper',
        'giftMailer',
        'squareMailer',
        'gableBox',
        'endOpenMailer',
        'documentMailer',
      ]);
      expect(shopAllBoxes?.tiles.every((tile) => tile.buttonText === 'SELECT')).toBe(true);
      expect(shopAllBoxes?.tiles.map((tile) => tile.redirectUri)).toContain(
        '/product/custom-end-open-mailer-box',
      );
      expect(shopAllBoxes?.pickerCards.map((card) => card.title)).toEqual(
        expect.arrayContaining(['Square Mailers', 'Gable Box', 'End Open Mailer']),
      );
    },
  );

  it('has the brand titles', async () => {
    const boxup = await query<ShopAnswer>(SHOP_QUERY, { id: 'boxup' });
    const ybd = await query<ShopAnswer>(SHOP_QUERY, { id: 'ybd', locale: 'de' });
    expect(boxup.shopAllBoxes?.title).toBe('Shop All Boxes');
    expect(ybd.shopAllBoxes?.title).toBe('Die Showroom-Kollektion');
    expect(ybd.shopAllBoxes?.tiles.every((tile) => tile.buttonText === 'AUSWÄHLEN')).toBe(true);
  });

  it('sends Kartonwerk tiles to the template maker', async () => {
    const { shopAllBoxes } = await query<ShopAnswer>(SHOP_QUERY, {
      id: 'kartonwerk',
      locale: 'de',
    });
    expect(shopAllBoxes?.title).toBe('Alle Schachtelarten');
    expect(shopAllBoxes?.tiles).toHaveLength(7);
    for (const card of [...(shopAllBoxes?.tiles ?? []), ...(shopAllBoxes?.pickerCards ?? [])]) {
      expect(card.redirectUri).toMatch(/^\/template-maker\?style=\w+$/);
    }
  });

  it('is null for an unknown store', async () => {
    expect(await query<ShopAnswer>(SHOP_QUERY, { id: 'acme' })).toEqual({ shopAllBoxes: null });
  });
});

interface SamplesAnswer {
  sampleBoxes: {
    title: string;
    maxSamplesPerCustomer: number;
    cards: Array<{ buttonText: string; redirectUri: string }>;
  } | null;
}

const SAMPLES_QUERY = `query S($id: ID!, $locale: String) { sampleBoxes(storefrontId: $id, locale: $locale) { title maxSamplesPerCustomer cards { ${CARD} } } }`;

describe('sampleBoxes', () => {
  it.each(['boxup', 'ybd'])(
    "%s has the '$1 Sample Boxes': six cards to the sample pages, max 3",
    async (id) => {
      const { sampleBoxes } = await query<SamplesAnswer>(SAMPLES_QUERY, { id });
      expect(sampleBoxes?.title).toBe('$1 Sample Boxes');
      expect(sampleBoxes?.maxSamplesPerCustomer).toBe(3);
      expect(sampleBoxes?.cards.map((card) => card.redirectUri)).toEqual([
        '/product/custom-mailer-box-sample',
        '/product/shipping-box-sample',
        '/product/custom-square-mailer-box-sample',
        '/product/custom-gable-box-sample',
        '/product/custom-gift-mailer-box-sample',
        '/product/custom-document-mailer-box-sample',
      ]);
      expect(sampleBoxes?.cards.every((card) => card.buttonText === 'SELECT')).toBe(true);
    },
  );

  it('is null for Kartonwerk, which sells no samples', async () => {
    expect(await query<SamplesAnswer>(SAMPLES_QUERY, { id: 'kartonwerk' })).toEqual({
      sampleBoxes: null,
    });
  });
});

interface DetailsAnswer {
  productDetails: {
    slug: string;
    title: string;
    descriptionHtml: string;
    productDetailsHtml: string;
    processSteps: Array<{ title: string; bodyHtml: string }>;
    images: Array<{ url: string; width: number; height: number }>;
    productConfigId: string;
    isSample: boolean;
    reviewsUrl: string | null;
  } | null;
}

const DETAILS_QUERY = /* GraphQL */ `
  query D($id: ID!, $slug: String!, $locale: String) {
    productDetails(storefrontId: $id, slug: $slug, locale: $locale) {
      slug
      title
      descriptionHtml
      productDetailsHtml
      processSteps {
        title
        bodyHtml
      }
      images {
        url
        width
        height
      }
      productConfigId
      isSample
      reviewsUrl
    }
  }
`;

const SLUGS = [
  'custom-mailer-box',
  'custom-shipper-box',
  'custom-gift-mailer-box',
  'custom-square-mailer-box',
  'custom-gable-box',
  'custom-end-open-mailer-box',
  'custom-document-mailer-box',
  'custom-mailer-box-sample',
  'shipping-box-sample',
  'custom-gift-mailer-box-sample',
  'custom-square-mailer-box-sample',
  'custom-gable-box-sample',
  'custom-document-mailer-box-sample',
  'shipping-box-insert',
  'service-charge',
];

describe('productDetails', () => {
  it('covers exactly the slugs of the contract', () => {
    expect(PRODUCTS.map((product) => product.slug).sort()).toEqual([...SLUGS].sort());
  });

  it.each(
    (['boxup', 'ybd'] as const).flatMap((id) =>
      (['en', 'de'] as const).flatMap((locale) => SLUGS.map((slug) => [id, locale, slug] as const)),
    ),
  )('%s %s %s', async (id, locale, slug) => {
    const { productDetails } = await query<DetailsAnswer>(DETAILS_QUERY, { id, slug, locale });
    expect(productDetails).toMatchObject({
      slug,
      productConfigId: slug,
      isSample: slug.endsWith('-sample'),
    });
    expect(productDetails?.descriptionHtml).toMatch(/^<p>/);
    expect(productDetails?.productDetailsHtml).toMatch(/^<h3>/);
    expect(productDetails?.processSteps.length).toBeGreaterThanOrEqual(3);
    expect(productDetails?.images.map((image) => [image.width, image.height])).toEqual([
      [1319, 1319],
      [714, 714],
      [500, 500],
    ]);
    expect(productDetails?.reviewsUrl).toBe(
      slug === 'service-charge' ? null : `/content/reviews/${slug}`,
    );
  });

  it('gives YBD its showroom process and BoxUp its online one', async () => {
    const boxup = await query<DetailsAnswer>(DETAILS_QUERY, {
      id: 'boxup',
      slug: 'custom-mailer-box',
    });
    const ybd = await query<DetailsAnswer>(DETAILS_QUERY, { id: 'ybd', slug: 'custom-mailer-box' });
    expect(boxup.productDetails?.processSteps[0]?.title).toBe('Pick your style and size');
    expect(ybd.productDetails?.processSteps[0]?.title).toBe('Visit or call the showroom');
    expect(ybd.productDetails?.descriptionHtml).toContain('showroom');
  });

  it.each([
    ['boxup', 'no-such-box'],
    ['kartonwerk', 'custom-mailer-box'],
    ['acme', 'custom-mailer-box'],
  ])('is null for %s %s', async (id, slug) => {
    expect(await query<DetailsAnswer>(DETAILS_QUERY, { id, slug })).toEqual({
      productDetails: null,
    });
  });
});

describe('recommendations', () => {
  const RECOMMENDATIONS = `query R($id: ID!, $slug: String!) { recommendations(storefrontId: $id, slug: $slug) { ${CARD} } }`;

  it('lists related products, each linking to its page', async () => {
    const { recommendations } = await query<{
      recommendations: Array<{ id: string; redirectUri: string; image: { width: number } }>;
    }>(RECOMMENDATIONS, { id: 'boxup', slug: 'custom-shipper-box' });
    expect(recommendations.map((card) => card.id)).toEqual([
      'shipping-box-insert',
      'custom-mailer-box',
      'shipping-box-sample',
    ]);
    expect(recommendations[0]?.redirectUri).toBe('/product/shipping-box-insert');
    expect(recommendations[0]?.image.width).toBe(500);
  });

  it('is empty for an unknown product or Kartonwerk', async () => {
    expect(await query(RECOMMENDATIONS, { id: 'boxup', slug: 'nope' })).toEqual({
      recommendations: [],
    });
    expect(await query(RECOMMENDATIONS, { id: 'kartonwerk', slug: 'custom-mailer-box' })).toEqual({
      recommendations: [],
    });
  });
});
