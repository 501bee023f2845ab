import { describe, expect, it } from 'vitest';
import { expectAnswer, expectAnswerMatching } from '../../http/expect-answer.test-setup.ts';
import { sandboxPerFile } from '../../testing.ts';
import { PRODUCTS } from './seed/products.ts';

// The HTTP side of the content service: the bearer check, GraphQL over HTTP status codes, the
// images it links to and the reviews widget endpoint.

const TOKEN = 'sandbox-content-read-token';

const sandbox = sandboxPerFile();

function post(body: unknown, headers: Record<string, string> = {}) {
  return sandbox.fetch('/content/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const authorized = { Authorization: `Bearer ${TOKEN}` };

describe('POST /content/graphql', () => {
  it('answers a query with the read token', async () => {
    const response = await post({ query: '{ schemaVersion }' }, authorized);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ data: { schemaVersion: '2026-11-01' } });
  });

  it.each([
    ['no Authorization header', {}],
    ['a wrong token', { Authorization: 'Bearer not-the-token' }],
    ['another scheme', { Authorization: `Basic ${TOKEN}` }],
    ['an empty bearer', { Authorization: 'Bearer ' }],
  ])('is 401 with %s', async (_case, headers: Record<string, string>) => {
    const response = await post({ query: '{ schemaVersion }' }, headers);
    expect(response.status).toBe(401);
    expect(response.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
    expect(await response.json()).toEqual({
      errors: [{ message: 'Invalid or missing content token' }],
    });
  });

  it('reads the token the sandbox was configured with', async () => {
    const previous = sandbox.config.contentReadToken;
    sandbox.config.contentReadToken = 'rotated-token';
    try {
      expect((await post({ query: '{ schemaVersion }' }, authorized)).status).toBe(401);
      const rotated = await post(
        { query: '{ schemaVersion }' },
        { Authorization: 'Bearer rotated-token' },
      );
      expect(rotated.status).toBe(200);
    } finally {
      sandbox.config.contentReadToken = previous;
    }
  });

  it('is 400 with errors for a syntax error, whatever the client accepts', async () => {
    for (const accept of ['application/json', 'application/graphql-response+json']) {
      const response = await post({ query: '{ schemaVersion ' }, { ...authorized, Accept: accept });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: Array<{ message: string }> };
      expect(body).not.toHaveProperty('data');
      expect(body.errors[0]?.message).toMatch(/^Syntax Error/);
    }
  });

  it('keeps 200 with errors for a validation error under application/json', async () => {
    const response = await post(
      { query: 'query Broken { schemaVersion noSuchField }', operationName: 'Broken' },
      authorized,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { errors: Array<{ message: string }> };
    expect(body.errors[0]?.message).toMatch(/noSuchField/);
  });

  it('takes variables and the operation name', async () => {
    const response = await post(
      {
        query:
          'query A { schemaVersion } query B($id: ID!) { storefrontConfig(storefrontId: $id) { tenantId } }',
        operationName: 'B',
        variables: { id: 'kartonwerk' },
      },
      authorized,
    );
    expect(await response.json()).toEqual({ data: { storefrontConfig: { tenantId: 'germany' } } });
  });

  it('is 400 for a body without a query', async () => {
    const response = await post({ variables: {} }, authorized);
    expect(response.status).toBe(400);
  });
});

interface Image {
  url: string;
  width: number;
  height: number;
}

/** Every `{ url, width, height }` in an answer, and every `<img>` in its HTML. */
function imagesIn(value: unknown, found: Image[] = []): Image[] {
  if (typeof value === 'string') {
    for (const match of value.matchAll(/<img src="([^"]+)"[^>]*width="(\d+)" height="(\d+)"/g)) {
      found.push({ url: match[1] ?? '', width: Number(match[2]), height: Number(match[3]) });
    }
  } else if (Array.isArray(value)) {
    for (const item of value) imagesIn(item, found);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record['url'] === 'string' && typeof record['width'] === 'number') {
      found.push({
        url: record['url'],
        width: record['width'],
        height: Number(record['height']),
      });
    }
    for (const item of Object.values(record)) imagesIn(item, found);
  }
  return found;
}

const CARD = 'image { url width height } descriptionHtml';
const EVERYTHING = /* GraphQL */ `
  query Everything($id: ID!, $locale: String, $slug: String!) {
    landingScreen(storefrontId: $id, locale: $locale) { hero { url width height mobile { url width height } } introHtml sections { bodyHtml cards { ${CARD} } } }
    shopAllBoxes(storefrontId: $id, locale: $locale) { tiles { ${CARD} } pickerCards { ${CARD} } }
    sampleBoxes(storefrontId: $id, locale: $locale) { cards { ${CARD} } }
    productDetails(storefrontId: $id, slug: $slug, locale: $locale) { images { url width height } descriptionHtml }
    recommendations(storefrontId: $id, slug: $slug, locale: $locale) { ${CARD} }
    blogPosts(storefrontId: $id, locale: $locale) { image { url width height } }
    about: page(storefrontId: $id, path: "view/about", locale: $locale) { bodyHtml }
    post: page(storefrontId: $id, path: "blog/post/thoughtful-usage-and-consumption", locale: $locale) { bodyHtml }
  }
`;

describe('GET /content/images/:name', () => {
  it('serves every image the content links to, at the size it announces', async () => {
    const images = new Map<string, Image>();
    for (const id of ['boxup', 'ybd', 'kartonwerk']) {
      for (const locale of ['en', 'de']) {
        for (const { slug } of PRODUCTS) {
          const response = await post(
            { query: EVERYTHING, variables: { id, locale, slug } },
            authorized,
          );
          for (const image of imagesIn(await response.json())) images.set(image.url, image);
        }
      }
    }
    expect(images.size).toBeGreaterThan(100);
    const sizes = new Set([...images.values()].map((image) => `${image.width}x${image.height}`));
    expect([...sizes].sort()).toEqual([
      '1319x1319',
      '1500x2000',
      '1500x600',
      '300x300',
      '500x500',
      '714x714',
    ]);

    for (const image of images.values()) {
      expect(image.url).toMatch(/^\/content\/images\/[\w-]+\.svg$/);
      const response = await sandbox.fetch(image.url);
      expect(response.status, image.url).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
      const svg = await response.text();
      const root = /^<svg [^>]*>/.exec(svg)?.[0] ?? '';
      expect(root, image.url).toContain(`width="${image.width}"`);
      expect(root, image.url).toContain(`height="${image.height}"`);
      expect(svg).toMatch(/<\/svg>$/);
    }
  });

  it('sets cache headers and answers a matching If-None-Match with 304', async () => {
    const url = '/content/images/boxup-gable-box-tile.svg';
    const first = await sandbox.fetch(url);
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=86400, immutable');
    expect(first.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await sandbox.fetch(url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it.each(['boxup', 'ybd', 'kartonwerk'])(
    "serves %s's phone hero as a 1500×2000 SVG drawn for a tall frame",
    async (brand) => {
      const response = await sandbox.fetch(`/content/images/${brand}-hero-carousel-mobile.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
      const svg = await response.text();
      expect(/^<svg [^>]*>/.exec(svg)?.[0]).toMatch(
        /width="1500" height="2000" viewBox="0 0 600 800"/,
      );
    },
  );

  it('needs no token', async () => {
    expect((await sandbox.fetch('/content/images/ybd-hero-carousel.svg')).status).toBe(200);
  });

  it('is a JSON 404 for an unknown image', async () => {
    for (const name of [
      'boxup-teapot-tile.svg',
      'acme-mailer-box-tile.svg',
      'boxup-mailer-box-huge.svg',
    ]) {
      const response = await sandbox.fetch(`/content/images/${name}`);
      await expectAnswer(response, 404, {
        title: 'ImageNotFound',
        detail: `No content image "${name}"`,
      });
    }
  });
});

interface ReviewsBody {
  average: number;
  count: number;
  reviews: Array<{ author: string; rating: number; title: string; body: string; date: string }>;
}

describe('GET /content/reviews/:slug', () => {
  it('answers every reviews URL the product details hand out', async () => {
    for (const { slug } of PRODUCTS) {
      const response = await post(
        {
          query:
            'query R($slug: String!) { productDetails(storefrontId: "boxup", slug: $slug) { reviewsUrl } }',
          variables: { slug },
        },
        authorized,
      );
      const { data } = (await response.json()) as {
        data: { productDetails: { reviewsUrl: string | null } };
      };
      const url = data.productDetails.reviewsUrl;
      if (url === null) continue;

      const reviews = await sandbox.fetch(url);
      expect(reviews.status, url).toBe(200);
      const body = (await reviews.json()) as ReviewsBody;
      expect(body.count).toBe(body.reviews.length);
      expect(body.count).toBeGreaterThanOrEqual(2);
      const mean = body.reviews.reduce((sum, review) => sum + review.rating, 0) / body.count;
      expect(body.average).toBeCloseTo(mean, 1);
      for (const review of body.reviews) {
        expect(review.rating).toBeGreaterThanOrEqual(1);
        expect(review.rating).toBeLessThanOrEqual(5);
        expect(review.author).not.toBe('');
        expect(review.title).not.toBe('');
        expect(review.body.length).toBeGreaterThan(40);
        expect(review.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      const dates = body.reviews.map((review) => review.date);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it('answers the gable box reviews', async () => {
    const response = await sandbox.fetch('/content/reviews/custom-gable-box');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    const body = (await response.json()) as ReviewsBody;
    expect(body).toMatchObject({ average: 4.7, count: 3 });
    expect(body.reviews[0]).toMatchObject({ author: 'Rosa P., Panadería Rosa', rating: 5 });
  });

  it('is a JSON 404 for a product without reviews', async () => {
    for (const slug of ['service-charge', 'no-such-box']) {
      const response = await sandbox.fetch(`/content/reviews/${slug}`);
      await expectAnswerMatching(response, 404, { title: 'ReviewsNotFound' });
    }
  });
});
