import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox } from '../../testing.ts';
import type { TestSandbox } from '../../testing.ts';
import { PRODUCTS } from './seed/products.ts';
import { KARTONWERK_PAGE_PATHS, SELLING_STORE_PAGE_PATHS } from './seed/pages/index.ts';

// Every query of the content contract, through POST /content/graphql.

const TOKEN = 'sandbox-content-read-token';
const CARD =
  'id title descriptionHtml image { url alt width height } buttonText openInNewTab redirectUri';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

interface GraphQLAnswer<T> {
  data?: T;
  errors?: Array<{ message: string }>;
}

async function query<T = Record<string, unknown>>(
  source: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await sandbox.fetch('/content/graphql', {
    method: 'POST',
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: source, variables }),
  });
  const answer = (await response.json()) as GraphQLAnswer<T>;
  expect(response.status, JSON.stringify(answer.errors)).toBe(200);
  expect(answer.errors).toBeUndefined();
  return answer.data as T;
}

const PAGE_QUERY = /* GraphQL */ `
  query Page($storefrontId: ID!, $path: String!, $locale: String) {
    page(storefrontId: $storefrontId, path: $path, locale: $locale) {
      path
      title
      description
      bodyHtml
      updatedAt
      metaTags {
        tag
        content
        attributes
      }
      form {
        id
        submitLabel
        fields {
          name
          label
          type
          required
        }
      }
    }
  }
`;

interface PageAnswer {
  page: {
    path: string;
    title: string;
    description: string;
    bodyHtml: string;
    updatedAt: string;
    metaTags: Array<{
      tag: string;
      content: string | null;
      attributes: Record<string, string> | null;
    }>;
    form: { id: string; submitLabel: string; fields: Array<{ type: string }> } | null;
  } | null;
}

describe('schemaVersion', () => {
  it('is the contract version', async () => {
    expect(await query('{ schemaVersion }')).toEqual({ schemaVersion: '2026-11-01' });
  });
});

describe('storefrontConfig', () => {
  it.each([
    ['boxup', 'north-america', 'acc-boxup-0001', 'cmp-boxup', 'edo-na-standard'],
    ['ybd', 'north-america', 'acc-ybd-0001', 'cmp-ybd', 'edo-na-standard'],
    ['kartonwerk', 'germany', 'acc-kartonwerk-0001', 'cmp-kartonwerk', 'edo-de-standard'],
  ])('of %s', async (storefrontId, tenantId, accountId, companyId, edoGroupId) => {
    const data = await query(
      'query C($id: ID!) { storefrontConfig(storefrontId: $id) { tenantId storefrontId accountId companyId edoGroupId } }',
      { id: storefrontId },
    );
    expect(data).toEqual({
      storefrontConfig: { tenantId, storefrontId, accountId, companyId, edoGroupId },
    });
  });

  it('is null for an unknown store', async () => {
    const data = await query('{ storefrontConfig(storefrontId: "acme") { tenantId } }');
    expect(data).toEqual({ storefrontConfig: null });
  });
});

describe('page', () => {
  const cases = [
    ...(['boxup', 'ybd'] as const).flatMap((store) =>
      (['en', 'de'] as const).flatMap((locale) =>
        SELLING_STORE_PAGE_PATHS.map((path) => [store, locale, path] as const),
      ),
    ),
    ...(['de', 'en'] as const).flatMap((locale) =>
      KARTONWERK_PAGE_PATHS.map((path) => ['kartonwerk', locale, path] as const),
    ),
  ];

  it.each(cases)(
    '%s %s %s resolves with title, body and meta tags',
    async (store, locale, path) => {
      const { page } = await query<PageAnswer>(PAGE_QUERY, { storefrontId: store, path, locale });
      expect(page).not.toBeNull();
      expect(page?.path).toBe(path);
      expect(page?.title.length).toBeGreaterThan(3);
      expect(page?.description.length).toBeGreaterThan(20);
      expect(page?.bodyHtml).toMatch(/^<h2>/);
      expect(Date.parse(page?.updatedAt ?? '')).not.toBeNaN();
      expect(page?.metaTags[0]).toEqual({ tag: 'title', content: page?.title, attributes: null });
      expect(page?.metaTags).toContainEqual({
        tag: 'link',
        content: null,
        attributes: { rel: 'canonical', href: `/${path}` },
      });
    },
  );

  it('answers in the language asked for, English by default', async () => {
    const variables = { storefrontId: 'boxup', path: 'view/faq' };
    const english = await query<PageAnswer>(PAGE_QUERY, variables);
    const german = await query<PageAnswer>(PAGE_QUERY, { ...variables, locale: 'de-DE' });
    expect(english.page?.title).toBe('Frequently Asked Questions | BoxUp');
    expect(german.page?.title).toBe('Häufige Fragen | BoxUp');
  });

  it('gives each brand its own copy', async () => {
    for (const path of SELLING_STORE_PAGE_PATHS) {
      const boxup = await query<PageAnswer>(PAGE_QUERY, { storefrontId: 'boxup', path });
      const ybd = await query<PageAnswer>(PAGE_QUERY, { storefrontId: 'ybd', path });
      expect(boxup.page?.bodyHtml, path).not.toBe(ybd.page?.bodyHtml);
    }
  });

  it('accepts a leading or trailing slash', async () => {
    const { page } = await query<PageAnswer>(PAGE_QUERY, {
      storefrontId: 'ybd',
      path: '/blog/post/thoughtful-usage-and-consumption/',
    });
    expect(page?.title).toBe('Thoughtful usage and consumption');
    expect(page?.metaTags).toContainEqual({
      tag: 'meta',
      content: null,
      attributes: { property: 'og:type', content: 'article' },
    });
  });

  it.each([
    ['view/contact', 'contact'],
    ['view/custom-structure-request', 'custom-structure-request'],
    ['view/customer-story-application', 'customer-story-application'],
  ])('%s carries its form', async (path, id) => {
    const { page } = await query<PageAnswer>(PAGE_QUERY, { storefrontId: 'boxup', path });
    expect(page?.form?.id).toBe(id);
    expect(page?.form?.submitLabel).not.toBe('');
    const types = new Set(page?.form?.fields.map((field) => field.type));
    expect([...types].every((type) => ['text', 'email', 'tel', 'textarea'].includes(type))).toBe(
      true,
    );
    expect(types.has('email')).toBe(true);
  });

  it('has no form on other pages', async () => {
    const { page } = await query<PageAnswer>(PAGE_QUERY, {
      storefrontId: 'boxup',
      path: 'view/about',
    });
    expect(page?.form).toBeNull();
  });

  it('serves product pages made from the product details', async () => {
    const { page } = await query<PageAnswer>(PAGE_QUERY, {
      storefrontId: 'boxup',
      path: 'product/custom-gable-box',
    });
    expect(page?.title).toBe('Custom Gable Boxes | BoxUp');
  });

  it.each([
    ['boxup', 'view/no-such-page'],
    ['boxup', 'product/no-such-box'],
    ['kartonwerk', 'view/faq'],
    ['kartonwerk', 'blog/post/thoughtful-usage-and-consumption'],
    ['acme', 'view/about'],
  ])('is null for %s %s', async (storefrontId, path) => {
    expect(await query<PageAnswer>(PAGE_QUERY, { storefrontId, path })).toEqual({ page: null });
  });
});

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

describe('headerMenu, landingScreen and blogPosts', () => {
  it('gives every store a menu in both languages', async () => {
    for (const id of ['boxup', 'ybd', 'kartonwerk']) {
      const menu = `query M($id: ID!, $locale: String) { headerMenu(storefrontId: $id, locale: $locale) { label href openInNewTab } }`;
      const en = await query<{ headerMenu: Array<{ label: string; href: string }> }>(menu, { id });
      const de = await query<{ headerMenu: Array<{ label: string; href: string }> }>(menu, {
        id,
        locale: 'de',
      });
      expect(en.headerMenu.length).toBeGreaterThan(3);
      expect(de.headerMenu.map((item) => item.href)).toEqual(
        en.headerMenu.map((item) => item.href),
      );
      expect(en.headerMenu.every((item) => item.href.startsWith('/'))).toBe(true);
    }
    expect(await query('{ headerMenu(storefrontId: "acme") { label } }')).toEqual({
      headerMenu: [],
    });
  });

  it('gives every store a landing screen with the brand heading and a 1500×600 hero', async () => {
    const landing = `query L($id: ID!, $locale: String) { landingScreen(storefrontId: $id, locale: $locale) { heading introHtml hero { url width height } sections { title bodyHtml cards { ${CARD} } } } }`;
    const headings = {
      boxup: 'Custom printed boxes that ship your brand',
      ybd: 'Welcome to the YBD Showroom',
      kartonwerk: 'Ihre Schachtel, millimetergenau gestaltet',
    };
    for (const [id, heading] of Object.entries(headings)) {
      const locale = id === 'kartonwerk' ? 'de' : 'en';
      const { landingScreen } = await query<{
        landingScreen: {
          heading: string;
          hero: { width: number; height: number };
          sections: unknown[];
        };
      }>(landing, { id, locale });
      expect(landingScreen.heading).toBe(heading);
      expect(landingScreen.hero).toMatchObject({ width: 1500, height: 600 });
      expect(landingScreen.sections.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('lists blog posts, newest first, each with a page', async () => {
    const { blogPosts } = await query<{
      blogPosts: Array<{ path: string; title: string; publishedAt: string }>;
    }>('{ blogPosts(storefrontId: "boxup") { path title excerpt publishedAt image { url } } }');
    expect(blogPosts.map((post) => post.path)).toContain(
      'blog/post/thoughtful-usage-and-consumption',
    );
    const dates = blogPosts.map((post) => post.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of blogPosts) {
      const { page } = await query<PageAnswer>(PAGE_QUERY, {
        storefrontId: 'boxup',
        path: post.path,
      });
      expect(page?.title).toBe(post.title);
    }
    expect(await query('{ blogPosts(storefrontId: "kartonwerk") { path } }')).toEqual({
      blogPosts: [],
    });
  });
});
