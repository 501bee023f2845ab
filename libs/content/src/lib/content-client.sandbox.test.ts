// @vitest-environment node
import { sandboxPerFile } from '@storefront/sandbox-api/testing';
import { ApiError, ContentQueryError, TransformError } from '@storefront/http';
import { failureOf } from '@storefront/http/testing';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ContentClientOptions } from './content-client';
import { getBlogPosts } from './get-blog-posts';
import { getHeaderMenu } from './get-header-menu';
import { getLandingScreen } from './get-landing-screen';
import { getPage } from './get-page';
import { getProductDetails } from './get-product-details';
import { getRecommendations } from './get-recommendations';
import { getSampleBoxes } from './get-sample-boxes';
import { SUPPORTED_CONTENT_SCHEMA_VERSION, getSchemaVersion } from './get-schema-version';
import { getShopAllBoxes } from './get-shop-all-boxes';
import { getStorefrontConfig } from './get-storefront-config';
import { sandboxContentClient } from './testing/sandbox-content-client';

// Every operation against the real content service of the sandbox, in-process.

const IMAGE_URL = /^http:\/\/sandbox\.test\/content\/images\/[\w-]+\.svg$/;

const sandbox = sandboxPerFile();
const clientFor = (options?: Partial<ContentClientOptions>) =>
  sandboxContentClient(sandbox, options);

/** Sends `query`, an operation 'Broken' that reads the schema version, to the sandbox. */
const brokenQuery = (query: string) =>
  clientFor().query({
    operationName: 'Broken',
    query,
    schema: z.object({ schemaVersion: z.string() }),
  });

describe('content client against the sandbox', () => {
  it('reads the schema version', async () => {
    await expect(getSchemaVersion(clientFor())).resolves.toBe(SUPPORTED_CONTENT_SCHEMA_VERSION);
  });

  it.each([
    ['boxup', 'north-america', 'acc-boxup-0001', 'cmp-boxup', 'edo-na-standard'],
    ['ybd', 'north-america', 'acc-ybd-0001', 'cmp-ybd', 'edo-na-standard'],
    ['kartonwerk', 'germany', 'acc-kartonwerk-0001', 'cmp-kartonwerk', 'edo-de-standard'],
  ])(
    'reads the storefront config of %s',
    async (storefrontId, tenantId, accountId, companyId, edoGroupId) => {
      await expect(getStorefrontConfig(clientFor({ storefrontId }))).resolves.toEqual({
        tenantId,
        storefrontId,
        accountId,
        companyId,
        edoGroupId,
      });
    },
  );

  it('gives null for the config of an unknown store', async () => {
    await expect(getStorefrontConfig(clientFor({ storefrontId: 'nope' }))).resolves.toBeNull();
  });

  it('reads the header menu in both languages', async () => {
    const en = await getHeaderMenu(clientFor());
    const de = await getHeaderMenu(clientFor(), { locale: 'de' });
    expect(en.length).toBeGreaterThan(0);
    expect(de).toHaveLength(en.length);
    for (const item of en) expect(item.href).toMatch(/^(\/|https?:)/);
  });

  it('reads the landing screen with absolute image URLs', async () => {
    const landing = await getLandingScreen(clientFor());
    expect(landing).not.toBeNull();
    expect(landing?.heading).not.toBe('');
    expect(landing?.hero.url).toMatch(IMAGE_URL);
    expect(landing?.hero.mobile).toMatchObject({ width: 1500, height: 2000 });
    expect(landing?.hero.mobile?.url).toMatch(IMAGE_URL);
    for (const card of landing?.sections.flatMap((section) => section.cards) ?? []) {
      expect(card.image.url).toMatch(IMAGE_URL);
    }
  });

  it('reads shop-all-boxes: title, home button, a SELECT tile per box style, picker cards', async () => {
    const page = await getShopAllBoxes(clientFor());
    expect(page?.title).not.toBe('');
    expect(page?.homeButton.redirectUri).toBeDefined();
    expect(page?.tiles.length).toBeGreaterThan(0);
    expect(page?.tiles.every((tile) => tile.buttonText === 'SELECT')).toBe(true);
    expect(page?.pickerCards.length).toBeGreaterThan(0);
  });

  it("reads the '$1 Sample Boxes': six cards, three per customer", async () => {
    const samples = await getSampleBoxes(clientFor());
    expect(samples).toMatchObject({ title: '$1 Sample Boxes', maxSamplesPerCustomer: 3 });
    expect(samples?.cards).toHaveLength(6);
  });

  it('reads product details of a box and of a sample, null for an unknown slug', async () => {
    const client = clientFor();
    const box = await getProductDetails(client, 'custom-mailer-box');
    expect(box).toMatchObject({
      slug: 'custom-mailer-box',
      productConfigId: 'custom-mailer-box',
      isSample: false,
    });
    expect(box?.images.every((image) => IMAGE_URL.test(image.url))).toBe(true);
    const sample = await getProductDetails(client, 'custom-mailer-box-sample');
    expect(sample).toMatchObject({ productConfigId: 'custom-mailer-box-sample', isSample: true });
    await expect(getProductDetails(client, 'no-such-box')).resolves.toBeNull();
  });

  it('reads recommendations for a product', async () => {
    const cards = await getRecommendations(clientFor(), 'custom-mailer-box');
    expect(Array.isArray(cards)).toBe(true);
    for (const card of cards) expect(card.image.url).toMatch(IMAGE_URL);
  });

  it('reads a content page with filtered meta tags and the sanitised body', async () => {
    const page = await getPage(clientFor(), '/view/about');
    expect(page).toMatchObject({ path: 'view/about', form: null });
    expect(page?.title).not.toBe('');
    expect(page?.bodyHtml).toMatch(/<\w+/);
    // Sanitised: every link carries the rel the sanitiser adds.
    const links = page?.bodyHtml.match(/<a\s[^>]*>/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/ rel="[^"]*noopener/);
    for (const tag of page?.metaTags ?? []) {
      expect(tag.tag.trim()).not.toBe('');
      expect(Object.keys(tag.attributes).length).toBeGreaterThan(0);
      expect(tag.content ?? '').toBe('');
    }
  });

  it.each(['view/contact', 'view/custom-structure-request', 'view/customer-story-application'])(
    'reads the form of %s',
    async (path) => {
      const page = await getPage(clientFor(), path);
      expect(page?.form?.fields.length).toBeGreaterThan(0);
      expect(page?.form?.submitLabel).not.toBe('');
    },
  );

  it('reads a blog post page and kartonwerk pages in German', async () => {
    await expect(
      getPage(clientFor(), 'blog/post/thoughtful-usage-and-consumption'),
    ).resolves.not.toBeNull();
    const de = await getPage(
      clientFor({ storefrontId: 'kartonwerk', locale: 'de-DE' }),
      'view/about',
    );
    const en = await getPage(clientFor({ storefrontId: 'kartonwerk', locale: 'en' }), 'view/about');
    expect(de?.title).not.toBe(en?.title);
  });

  it('gives null for an unknown page', async () => {
    await expect(getPage(clientFor(), 'view/no-such-page')).resolves.toBeNull();
  });

  it('reads the blog posts', async () => {
    const posts = await getBlogPosts(clientFor());
    expect(posts.map((post) => post.path)).toContain('blog/post/thoughtful-usage-and-consumption');
    expect(posts.every((post) => IMAGE_URL.test(post.image.url))).toBe(true);
  });

  it('makes the images in CMS HTML absolute on the content service, and serves them', async () => {
    const page = await getPage(clientFor({ storefrontId: 'ybd' }), '/view/about');
    const sources = [...(page?.bodyHtml ?? '').matchAll(/<img [^>]*src="([^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source).toMatch(/^http:\/\/sandbox\.test\/content\/images\//);
      expect((await sandbox.fetch(source)).status).toBe(200);
    }
  });

  it('serves the images it links to', async () => {
    const landing = await getLandingScreen(clientFor());
    for (const url of [landing?.hero.url, landing?.hero.mobile?.url]) {
      const response = await sandbox.fetch(url ?? '');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/svg/);
    }
  });

  it('fails with an ApiError (401) for a wrong token', async () => {
    const error = await failureOf(getPage(clientFor({ token: 'wrong-token' }), 'view/about'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'ECX001',
      detail: 'Invalid or missing content token',
    });
  });

  it('fails with a ContentQueryError (ECX001) for a query the service rejects', async () => {
    const error = await failureOf(brokenQuery('query Broken { schemaVersion noSuchField }'));
    expect(error).toBeInstanceOf(ContentQueryError);
    expect(error).toMatchObject({ code: 'ECX001', kind: 'content-query' });
    expect((error as ContentQueryError).errors[0]?.message).toMatch(/noSuchField/);
  });

  it('fails with an ApiError (400) carrying the message for a query that does not parse', async () => {
    const error = await failureOf(brokenQuery('query Broken { schemaVersion'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'ECX001' });
    expect((error as ApiError).detail).toMatch(/^Syntax Error/);
  });

  it('fails with a TransformError naming a malformed field', async () => {
    // The real answer with one field broken on the way.
    const client = clientFor({
      fetch: async (request) => {
        const response = await sandbox.fetch(request);
        const body = (await response.json()) as { data: { page: Record<string, unknown> } };
        body.data.page.title = 42;
        return Response.json(body);
      },
    });
    const error = await failureOf(getPage(client, 'view/about'));
    expect(error).toBeInstanceOf(TransformError);
    expect(error).toMatchObject({ code: 'ECX003', path: 'page.title' });
  });
});
