import { translator } from '@storefront/ui-kit/i18n';
// @vitest-environment node
import { catalogQueryKeys } from '@storefront/catalog/react';
import { contentQueryKeys } from '@storefront/content/react';
import type { ProductPrices } from '@storefront/catalog';
import { createTestSandbox, type TestSandbox } from '@storefront/sandbox-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultStore } from '../../lib/variants/default-store';
import { partnerStore } from '../../lib/variants/partner-store';
import { showroomStore } from '../../lib/variants/showroom-store';
import type { StoreVariant } from '../../lib/variants/store-variant';
import { fullStoreRoutes } from '../../react/routes/full-store-routes';
import type { StoreRoute } from '../../react/routes/store-route';
import type { PageHead } from '../page-head';
import type { ServerLoadContext } from '../server-loader';
import { serverLoaders } from './index';
import { serverLoadContextFor, TEST_ORIGIN } from './testing/server-load-context';
import { textsOf } from '../../lib/variants/testing/all-languages';

// Each public route's server loader against the in-process sandbox: the query cache holds
// what the page and the shell read on their first render, and the head says what the spec
// and the page say.

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

const partnerRoutes = fullStoreRoutes.filter((route) =>
  ['home', 'shop-all-boxes', 'template-maker', 'not-found'].includes(route.id),
);

async function load(
  routeId: string,
  path: string,
  params: Record<string, string> = {},
  variant: StoreVariant = defaultStore,
  routes: readonly StoreRoute[] = fullStoreRoutes,
): Promise<{ head: PageHead; context: ServerLoadContext }> {
  const context = await serverLoadContextFor(
    variant,
    routes,
    sandbox.fetch as typeof globalThis.fetch,
  );
  const loader = serverLoaders[routeId];
  if (!loader) throw new Error(`no server loader for ${routeId}`);
  const head = await loader({ params, request: new Request(`${TEST_ORIGIN}${path}`), context });
  return { head, context };
}

function cachedKeys(context: ServerLoadContext): string[] {
  return context.queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => JSON.stringify(query.queryKey));
}

function jsonLdOf(head: PageHead, type: string): Record<string, unknown> | undefined {
  return head.jsonLd?.find((block) => (block as { '@type'?: string })['@type'] === type) as
    Record<string, unknown> | undefined;
}

const scope = (context: ServerLoadContext) => context.contentClient;

describe('server loaders', () => {
  it('covers every public route of the full store and none of its personal ones', () => {
    expect(Object.keys(serverLoaders).sort()).toEqual(
      [
        'blog',
        'blog-post',
        'faq',
        'home',
        'not-found',
        'policy',
        'product',
        'product-collection',
        'shop-all-boxes',
        'shop-all-sample-boxes',
        'view',
      ].sort(),
    );
    for (const id of ['cart', 'my-orders', 'login', 'approve-design', 'template-designer']) {
      expect(serverLoaders[id]).toBeUndefined();
    }
  });

  it('loads the shell on every page: storefront config and header menu', async () => {
    const { context } = await load('shop-all-boxes', '/shop-all-boxes');
    const keys = cachedKeys(context);
    expect(keys).toContain(JSON.stringify(contentQueryKeys.storefrontConfig(scope(context))));
    expect(keys).toContain(JSON.stringify(contentQueryKeys.headerMenu(scope(context))));
    expect(keys).toContain(JSON.stringify(contentQueryKeys.shopAllBoxes(scope(context))));
  });

  it.each([
    {
      variant: defaultStore,
      routes: fullStoreRoutes,
      title: 'Shop All Custom Boxes | BoxUp',
      description:
        'Custom printed mailer boxes, shipping boxes, gift mailers and more, in your size, from 1 box to thousands.',
    },
    {
      variant: showroomStore,
      routes: fullStoreRoutes,
      title: textsOf(showroomStore).pageMeta.en.shopAllBoxes?.title,
      description: textsOf(showroomStore).pageMeta.en.shopAllBoxes?.description,
    },
    // The design-only brand's store is German.
    {
      variant: partnerStore,
      routes: partnerRoutes,
      title: textsOf(partnerStore).pageMeta.de.shopAllBoxes?.title,
      description: textsOf(partnerStore).pageMeta.de.shopAllBoxes?.description,
    },
  ])('/shop-all-boxes of $variant.id has the brand’s SEO title and description', async (row) => {
    const { head } = await load('shop-all-boxes', '/shop-all-boxes', {}, row.variant, row.routes);
    expect(head.title).toBe(row.title);
    expect(head.description).toBe(row.description);
    expect(head).toMatchObject({
      canonicalPath: '/shop-all-boxes',
      siteName: row.variant.brandName,
    });
    expect(head.notFound).toBeUndefined();
    expect(head.image).toMatch(/^https?:\/\//);
  });

  it('/shop-all-sample-boxes has its SEO copy and the sample cards', async () => {
    const { head, context } = await load('shop-all-sample-boxes', '/shop-all-sample-boxes');
    expect(head.title).toBe('$1 Sample Boxes | BoxUp');
    expect(head.description).toBe(
      'Feel the board and check the fit before you order: get up to three sample boxes for $1 each.',
    );
    expect(cachedKeys(context)).toContain(
      JSON.stringify(contentQueryKeys.sampleBoxes(scope(context))),
    );
  });

  it('home: the landing screen, the brand’s title and the brand as an Organization', async () => {
    const { head, context } = await load('home', '/');
    expect(head.title).toBe('BoxUp | Custom printed boxes, from one to thousands');
    expect(head.description).toBe(textsOf(defaultStore).copy.en.homeIntro);
    expect(head.canonicalPath).toBe('/');
    expect(cachedKeys(context)).toContain(
      JSON.stringify(contentQueryKeys.landingScreen(scope(context))),
    );
    expect(jsonLdOf(head, 'Organization')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'BoxUp',
      url: `${TEST_ORIGIN}/`,
      logo: `${TEST_ORIGIN}/favicon.svg`,
      sameAs: defaultStore.support.social.map((link) => link.url),
    });
  });

  it('a product page: content, config and the default selection’s prices, and a Product with offers', async () => {
    const { head, context } = await load('product', '/product/custom-mailer-box?quantity=1', {
      slug: 'custom-mailer-box',
    });
    const keys = cachedKeys(context);
    expect(keys).toContain(
      JSON.stringify(contentQueryKeys.productDetails(scope(context), 'custom-mailer-box')),
    );
    expect(keys).toContain(
      JSON.stringify(contentQueryKeys.recommendations(scope(context), 'custom-mailer-box')),
    );
    expect(keys).toContain(
      JSON.stringify(catalogQueryKeys.productConfig('boxup', 'custom-mailer-box')),
    );
    const prices = context.queryClient
      .getQueryCache()
      .findAll({ queryKey: ['catalog', 'boxup', 'prices', 'custom-mailer-box'] });
    expect(prices).toHaveLength(1);
    expect((prices[0]?.state.data as ProductPrices).priceList.length).toBeGreaterThan(0);
    expect(
      context.queryClient
        .getQueryCache()
        .findAll({ queryKey: ['catalog', 'boxup', 'availability'] }),
    ).toHaveLength(1);
    // The calculator shows on the default brand's box pages, and the review widget.
    expect(
      context.queryClient
        .getQueryCache()
        .findAll({ queryKey: ['catalog', 'boxup', 'product-meta'] }),
    ).toHaveLength(1);

    expect(head.title).toBe('Custom Mailer Boxes | BoxUp');
    expect(head.canonicalPath).toBe('/product/custom-mailer-box');
    expect(head.ogType).toBe('product');
    expect(head.image).toMatch(/^https?:\/\//);
    expect(head.description.length).toBeGreaterThan(20);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.description).not.toMatch(/[<>]/);
    const product = jsonLdOf(head, 'Product');
    expect(product).toMatchObject({
      name: 'Custom Mailer Boxes',
      url: `${TEST_ORIGIN}/product/custom-mailer-box`,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'USD',
        availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/),
        url: `${TEST_ORIGIN}/product/custom-mailer-box`,
      },
    });
    const offers = product?.['offers'] as { price: string; eligibleQuantity: { value: number } };
    expect(offers.price).toMatch(/^\d+\.\d{2}$/);
    expect(Number(offers.price)).toBeGreaterThan(0);
    expect(jsonLdOf(head, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'BoxUp', item: `${TEST_ORIGIN}/` },
        { position: 2, name: 'Shop All Custom Boxes', item: `${TEST_ORIGIN}/shop-all-boxes` },
        {
          position: 3,
          name: 'Custom Mailer Boxes',
          item: `${TEST_ORIGIN}/product/custom-mailer-box`,
        },
      ],
    });
  });

  it('a product with reviews has their aggregateRating', async () => {
    const { head, context } = await load('product', '/product/custom-gable-box', {
      slug: 'custom-gable-box',
    });
    const product = jsonLdOf(head, 'Product');
    expect(product?.['aggregateRating']).toMatchObject({
      '@type': 'AggregateRating',
      ratingValue: expect.any(Number),
      reviewCount: expect.any(Number),
    });
    expect(
      context.queryClient.getQueryCache().findAll({ queryKey: ['catalog', 'reviews'] }),
    ).toHaveLength(1);
  });

  it.each(['custom-mailer-box-sample', 'shipping-box-insert', 'service-charge'])(
    '/product/%s has its prices and an offer',
    async (slug) => {
      const { head } = await load('product', `/product/${slug}`, { slug });
      expect(head.notFound).toBeUndefined();
      const offers = jsonLdOf(head, 'Product')?.['offers'] as { price: string } | undefined;
      expect(offers?.price).toMatch(/^\d+\.\d{2}$/);
    },
  );

  it('a sample page prices quantity 1 and leads back to the $1 samples', async () => {
    const { head } = await load('product', '/product/custom-mailer-box-sample', {
      slug: 'custom-mailer-box-sample',
    });
    const offers = jsonLdOf(head, 'Product')?.['offers'] as {
      price: string;
      eligibleQuantity: { value: number };
    };
    expect(offers.eligibleQuantity.value).toBe(1);
    expect(offers.price).toBe('1.00');
    const trail = jsonLdOf(head, 'BreadcrumbList')?.['itemListElement'] as { name: string }[];
    expect(trail.map((step) => step.name)).toEqual([
      'BoxUp',
      '$1 Sample Boxes',
      expect.any(String),
    ]);
  });

  it('an unknown product slug is the not-found page', async () => {
    const { head, context } = await load('product', '/product/no-such-box', {
      slug: 'no-such-box',
    });
    expect(head).toMatchObject({
      title: "We couldn't find the page. | BoxUp",
      notFound: true,
      noIndex: true,
      canonicalPath: '/product/no-such-box',
    });
    // The page renders NotFoundPage from the cached `null`.
    expect(
      context.queryClient.getQueryData(
        contentQueryKeys.productDetails(scope(context), 'no-such-box'),
      ),
    ).toBeNull();
  });

  it('a content page: its CMS title and description, and a breadcrumb trail', async () => {
    const { head, context } = await load('view', '/view/about', { slug: 'about' });
    const page = context.queryClient.getQueryData<{ title: string; description: string }>(
      contentQueryKeys.page(scope(context), 'view/about'),
    );
    expect(page).toBeTruthy();
    expect(head.title).toMatch(/ \| BoxUp$/);
    expect(head.description).toBe(page?.description);
    expect(jsonLdOf(head, 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, item: `${TEST_ORIGIN}/` },
        { position: 2, item: `${TEST_ORIGIN}/view/about` },
      ],
    });
  });

  it.each([
    ['view', '/view/no-such-page', { slug: 'no-such-page' }],
    ['policy', '/policy/no-such-policy', { slug: 'no-such-policy' }],
    ['blog-post', '/blog/post/no-such-post', { slug: 'no-such-post' }],
  ])('an unknown %s page is the not-found page', async (routeId, path, params) => {
    const { head } = await load(routeId, path, params);
    expect(head).toMatchObject({ notFound: true, title: "We couldn't find the page. | BoxUp" });
  });

  it('the blog: its page and posts; a post is an article with the blog in its trail', async () => {
    const blog = await load('blog', '/blog');
    expect(blog.head.notFound).toBeUndefined();
    expect(cachedKeys(blog.context)).toContain(
      JSON.stringify(contentQueryKeys.blogPosts(scope(blog.context))),
    );
    const post = await load('blog-post', '/blog/post/thoughtful-usage-and-consumption/', {
      slug: 'thoughtful-usage-and-consumption',
    });
    expect(post.head).toMatchObject({
      ogType: 'article',
      canonicalPath: '/blog/post/thoughtful-usage-and-consumption/',
    });
    const trail = jsonLdOf(post.head, 'BreadcrumbList')?.['itemListElement'] as {
      item: string;
    }[];
    expect(trail.map((step) => step.item)).toEqual([
      `${TEST_ORIGIN}/`,
      `${TEST_ORIGIN}/blog`,
      `${TEST_ORIGIN}/blog/post/thoughtful-usage-and-consumption/`,
    ]);
  });

  it('not-found: the shell and a 404 head', async () => {
    const { head, context } = await load('not-found', '/no-such-page');
    expect(head).toMatchObject({
      title: "We couldn't find the page. | BoxUp",
      description: translator(context.i18n, 'common')('notFound.description'),
      notFound: true,
      canonicalPath: '/no-such-page',
    });
    expect(cachedKeys(context)).toContain(
      JSON.stringify(contentQueryKeys.headerMenu(scope(context))),
    );
  });
});
