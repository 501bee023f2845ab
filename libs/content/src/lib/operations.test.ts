// @vitest-environment node
import { TransformError } from '@storefront/http';
import { describe, expect, it } from 'vitest';
import { ContentError } from './content-error';
import { getBlogPosts } from './get-blog-posts';
import { getHeaderMenu } from './get-header-menu';
import { getLandingScreen } from './get-landing-screen';
import { contentPagePath } from './content-page-path';
import { getPage } from './get-page';
import { getProductDetails } from './get-product-details';
import { getRecommendations } from './get-recommendations';
import { getSampleBoxes } from './get-sample-boxes';
import { SUPPORTED_CONTENT_SCHEMA_VERSION, getSchemaVersion } from './get-schema-version';
import { getShopAllBoxes } from './get-shop-all-boxes';
import { getStorefrontConfig } from './get-storefront-config';
import { fakeContentService } from './testing/fake-content-service';
import { sampleData } from './testing/sample-content';

// The operations against a stand-in for the content service that answers each operation with
// the sample data (the real sandbox service is exercised in content-client.sandbox.test.ts).
// This file runs without a global window, as a server does: the operations sanitise their CMS
// HTML with a jsdom window they load themselves.

const image = (name: string) => `http://content.test/content/images/${name}.svg`;

describe('content operations', () => {
  it('getSchemaVersion reads the version this library supports', async () => {
    const { client, sent } = fakeContentService();
    await expect(getSchemaVersion(client)).resolves.toBe(SUPPORTED_CONTENT_SCHEMA_VERSION);
    expect(sent[0]).toMatchObject({ operationName: 'SchemaVersion', variables: {} });
  });

  it('getStorefrontConfig reads and validates the config of the store', async () => {
    const { client, sent } = fakeContentService();
    await expect(getStorefrontConfig(client)).resolves.toEqual(sampleData.storefrontConfig);
    expect(sent[0]).toMatchObject({
      operationName: 'StorefrontConfig',
      variables: { storefrontId: 'boxup' },
    });
  });

  it('getStorefrontConfig gives null for an unknown store', async () => {
    const { client } = fakeContentService({ storefrontConfig: null });
    await expect(getStorefrontConfig(client)).resolves.toBeNull();
  });

  it('getStorefrontConfig names the wrong config field in a TransformError', async () => {
    const { client } = fakeContentService({
      storefrontConfig: { ...sampleData.storefrontConfig, tenantId: ' ', edoGroupId: 7 },
    });
    const error = await getStorefrontConfig(client).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(TransformError);
    expect(error).toMatchObject({
      code: 'ECX003',
      path: 'storefrontConfig.tenantId',
      issues: [
        { path: 'storefrontConfig.tenantId', message: 'tenantId must not be empty' },
        { path: 'storefrontConfig.edoGroupId', message: 'edoGroupId must be a string' },
      ],
    });
    expect((error as TransformError).cause).toBeInstanceOf(ContentError);
  });

  it('getHeaderMenu sends the store and the locale', async () => {
    const { client, sent } = fakeContentService();
    await expect(getHeaderMenu(client)).resolves.toEqual(sampleData.headerMenu);
    expect(sent[0]?.variables).toEqual({ storefrontId: 'boxup', locale: 'de' });
    await getHeaderMenu(client, { locale: 'en' });
    expect(sent[1]?.variables).toEqual({ storefrontId: 'boxup', locale: 'en' });
  });

  it('getLandingScreen resolves the hero (both renditions) and card images', async () => {
    const { client, sent } = fakeContentService();
    const landing = await getLandingScreen(client);
    expect(sent[0]?.query).toContain(
      'hero { url alt width height mobile { url alt width height } }',
    );
    expect(landing?.hero).toEqual({
      url: image('hero'),
      alt: 'Boxes',
      width: 1500,
      height: 600,
      mobile: { url: image('hero-mobile'), alt: 'Boxes', width: 1500, height: 2000 },
    });
    expect(landing?.sections[0]?.cards[0]?.image.url).toBe(image('custom-mailer-box'));
    expect(landing?.heading).toBe('Custom printed boxes');
  });

  it.each([
    ['without', undefined],
    ['with a null', null],
  ])('getLandingScreen reads a hero %s phone rendition as mobile: null', async (_, mobile) => {
    const { mobile: _sample, ...desktop } = sampleData.landingScreen.hero;
    const { client } = fakeContentService({
      landingScreen: { ...sampleData.landingScreen, hero: { ...desktop, mobile } },
    });
    const landing = await getLandingScreen(client);
    expect(landing?.hero).toEqual({ ...desktop, url: image('hero'), mobile: null });
  });

  it('getShopAllBoxes returns title, home button, tiles and picker cards', async () => {
    const { client } = fakeContentService();
    const page = await getShopAllBoxes(client);
    expect(page).toMatchObject({
      title: 'Shop all boxes',
      homeButton: { text: 'Home', redirectUri: '/', openInNewTab: false },
    });
    expect(page?.tiles[0]?.image.url).toBe(image('custom-mailer-box'));
    expect(page?.pickerCards[0]?.title).toBe('Gable Box');
  });

  it('getSampleBoxes returns the sample section', async () => {
    const { client } = fakeContentService();
    await expect(getSampleBoxes(client)).resolves.toMatchObject({
      title: '$1 Sample Boxes',
      maxSamplesPerCustomer: 3,
      cards: [{ id: 'custom-mailer-box-sample', image: { url: image('custom-mailer-box') } }],
    });
  });

  it('getProductDetails sends the slug and gives null for an unknown one', async () => {
    const { client, sent } = fakeContentService();
    const details = await getProductDetails(client, 'custom-mailer-box');
    expect(details).toMatchObject({ productConfigId: 'custom-mailer-box', reviewsUrl: null });
    expect(details?.images[0]?.url).toBe(image('custom-mailer-box'));
    expect(sent[0]?.variables).toEqual({
      storefrontId: 'boxup',
      slug: 'custom-mailer-box',
      locale: 'de',
    });
    const unknown = fakeContentService({ productDetails: null });
    await expect(getProductDetails(unknown.client, 'nope')).resolves.toBeNull();
  });

  it('getRecommendations returns product cards', async () => {
    const { client, sent } = fakeContentService();
    const cards = await getRecommendations(client, 'custom-mailer-box');
    expect(cards.map((card) => card.image.url)).toEqual([image('custom-mailer-box')]);
    expect(sent[0]?.variables).toMatchObject({ slug: 'custom-mailer-box' });
  });

  it('getPage sends the path without slashes and filters the meta tags', async () => {
    const { client, sent } = fakeContentService();
    const page = await getPage(client, '/view/contact/?ref=footer');
    expect(sent[0]?.variables).toEqual({
      storefrontId: 'boxup',
      path: 'view/contact',
      locale: 'de',
    });
    expect(page?.metaTags).toEqual([
      { tag: 'meta', content: null, attributes: { name: 'description', content: 'Contact' } },
      { tag: 'link', content: null, attributes: { rel: 'canonical', href: '/view/contact' } },
    ]);
    // The body comes sanitised: the image stays, its script handler does not.
    expect(page?.bodyHtml).toBe(
      '<p>We answer within one business day.</p><img src="http://content.test/x" alt="">',
    );
    expect(page?.form?.fields.map((field) => field.type)).toEqual([
      'text',
      'email',
      'tel',
      'textarea',
    ]);
  });

  it('getPage gives null for an unknown page', async () => {
    const { client } = fakeContentService({ page: null });
    await expect(getPage(client, 'view/nope')).resolves.toBeNull();
  });

  it('getPage names a malformed meta tag or form field', async () => {
    const tag = fakeContentService({
      page: { ...sampleData.page, metaTags: [{ tag: 'meta', attributes: { content: 5 } }] },
    });
    await expect(getPage(tag.client, 'view/contact')).rejects.toMatchObject({
      code: 'ECX003',
      path: 'page.metaTags[0].attributes.content',
    });
    const field = fakeContentService({
      page: {
        ...sampleData.page,
        form: { ...sampleData.page.form, fields: [{ name: 'x', label: 'X', type: 'date' }] },
      },
    });
    await expect(getPage(field.client, 'view/contact')).rejects.toMatchObject({
      path: 'page.form.fields[0].type',
    });
  });

  it('getBlogPosts returns the posts with absolute image URLs', async () => {
    const { client } = fakeContentService();
    const posts = await getBlogPosts(client);
    expect(posts).toMatchObject([
      { path: 'blog/post/thoughtful-usage-and-consumption', image: { url: image('blog') } },
    ]);
  });
});

/** Markup that must not survive: a script, an event handler, a `javascript:` link. */
const HOSTILE =
  '<script>globalThis.__xss = 1</script><img src="x" onerror="globalThis.__xss = 1" alt=""><a href="javascript:globalThis.__xss=1">x</a>';

/** Every string under a key ending in `Html`, with its path. */
function htmlFieldsOf(value: unknown, path = ''): [string, string][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => htmlFieldsOf(item, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, field]): [string, string][] =>
    typeof field === 'string' && key.endsWith('Html')
      ? [[`${path}.${key}`, field]]
      : htmlFieldsOf(field, `${path}.${key}`),
  );
}

/** The value with HOSTILE put before every `…Html` string. */
function withHostileHtml(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withHostileHtml);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      typeof field === 'string' && key.endsWith('Html') ? HOSTILE + field : withHostileHtml(field),
    ]),
  );
}

describe('CMS HTML of the operations', () => {
  it('comes sanitised from every operation that returns some', async () => {
    const { client } = fakeContentService(withHostileHtml(sampleData) as Record<string, unknown>);
    const results = {
      landingScreen: await getLandingScreen(client),
      shopAllBoxes: await getShopAllBoxes(client),
      sampleBoxes: await getSampleBoxes(client),
      productDetails: await getProductDetails(client, 'custom-mailer-box'),
      recommendations: await getRecommendations(client, 'custom-mailer-box'),
      page: await getPage(client, 'view/contact'),
    };
    const fields = htmlFieldsOf(results);
    // Every HTML field of the sample data, each operation's.
    expect(fields.map(([path]) => path)).toEqual([
      '.landingScreen.introHtml',
      '.landingScreen.sections[0].bodyHtml',
      '.landingScreen.sections[0].cards[0].descriptionHtml',
      '.shopAllBoxes.tiles[0].descriptionHtml',
      '.shopAllBoxes.pickerCards[0].descriptionHtml',
      '.sampleBoxes.cards[0].descriptionHtml',
      '.productDetails.descriptionHtml',
      '.productDetails.productDetailsHtml',
      '.productDetails.processSteps[0].bodyHtml',
      '.recommendations[0].descriptionHtml',
      '.page.bodyHtml',
    ]);
    for (const [path, html] of fields) {
      expect(html, path).not.toMatch(/<script|onerror|javascript:/i);
      expect(html, path).toMatch(
        /^<img src="http:\/\/content\.test\/x" alt=""><a rel="noopener">x<\/a>/,
      );
    }
    expect(results.productDetails?.productDetailsHtml).toMatch(/<ul><li>E-flute<\/li><\/ul>$/);
  });

  it('leaves null and empty answers as they are', async () => {
    const { client } = fakeContentService({
      page: null,
      productDetails: null,
      recommendations: [],
    });
    await expect(getPage(client, 'view/nope')).resolves.toBeNull();
    await expect(getProductDetails(client, 'nope')).resolves.toBeNull();
    await expect(getRecommendations(client, 'nope')).resolves.toEqual([]);
  });
});

describe('contentPagePath', () => {
  it.each([
    ['/view/about', 'view/about'],
    ['view/about', 'view/about'],
    ['//blog/post/thoughtful-usage-and-consumption/', 'blog/post/thoughtful-usage-and-consumption'],
    ['/view/faq?x=1#top', 'view/faq'],
    ['/', ''],
  ])('%s → %s', (path, expected) => {
    expect(contentPagePath(path)).toBe(expected);
  });
});
