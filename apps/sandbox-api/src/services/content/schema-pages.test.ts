import { describe, expect, it } from 'vitest';
import { KARTONWERK_PAGE_PATHS, SELLING_STORE_PAGE_PATHS } from './seed/pages/index.ts';
import { CARD, setUpContentGraphql } from './schema.test-setup.ts';

// The store and page queries of the content contract, through POST /content/graphql.

const { query } = setUpContentGraphql();

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
    const landing = `query L($id: ID!, $locale: String) { landingScreen(storefrontId: $id, locale: $locale) { heading introHtml hero { url width height mobile { url width height } } sections { title bodyHtml cards { ${CARD} } } } }`;
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
          hero: { width: number; height: number; mobile: unknown };
          sections: unknown[];
        };
      }>(landing, { id, locale });
      expect(landingScreen.heading).toBe(heading);
      expect(landingScreen.hero).toMatchObject({
        url: `/content/images/${id}-hero-carousel.svg`,
        width: 1500,
        height: 600,
      });
      expect(landingScreen.hero.mobile).toEqual({
        url: `/content/images/${id}-hero-carousel-mobile.svg`,
        width: 1500,
        height: 2000,
      });
      expect(landingScreen.sections.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives every landing hero, in both languages, a phone rendition with the same alt text', async () => {
    const heroes = `query H($id: ID!, $locale: String) { landingScreen(storefrontId: $id, locale: $locale) { hero { url alt width height mobile { url alt width height } } } }`;
    for (const id of ['boxup', 'ybd', 'kartonwerk']) {
      for (const locale of ['en', 'de']) {
        const { landingScreen } = await query<{
          landingScreen: {
            hero: { alt: string; mobile: { alt: string; width: number; height: number } };
          };
        }>(heroes, { id, locale });
        const { hero } = landingScreen;
        expect(hero.alt).not.toBe('');
        expect(hero.mobile).toMatchObject({ alt: hero.alt, width: 1500, height: 2000 });
      }
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
