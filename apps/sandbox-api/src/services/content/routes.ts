import { createHash, timingSafeEqual } from 'node:crypto';
import { createHandler } from 'graphql-http/lib/use/fetch';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { SandboxContext, SandboxEnv } from '../../context.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import { parseImageName } from './images.ts';
import { renderImageSvg } from './illustrations/render-image-svg.ts';
import { contentRootValue, createContentSchema } from './schema.ts';
import { reviewSummaryOf } from './seed/reviews.ts';

/** The body of a request without the content read token (contract). */
export const CONTENT_UNAUTHORIZED_BODY = {
  errors: [{ message: 'Invalid or missing content token' }],
};

/** How long browsers and CDNs may keep an image (they never change for a given name). */
const IMAGE_CACHE_CONTROL = 'public, max-age=86400, immutable';

/** How long the reviews widget may keep an answer. */
const REVIEWS_CACHE_CONTROL = 'public, max-age=300';

function sameSecret(presented: string, expected: string): boolean {
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

function bearerToken(c: Context): string | null {
  const header = c.req.header('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * GraphQL over HTTP answers a document that does not parse with 200 when the client accepts
 * only `application/json` (400 for `application/graphql-response+json`). The content contract
 * wants a syntax error to be a 400 either way, so such an answer is re-sent with status 400 and
 * the same body. Validation errors (an unknown field) keep the protocol's status: 200 with
 * `errors` for `application/json`, which the storefront's client reads as a content-query error.
 */
async function syntaxErrorsAs400(response: Response): Promise<Response> {
  if (response.status !== 200) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  const parsed = body as { data?: unknown; errors?: Array<{ message?: unknown }> } | null;
  const isSyntaxError =
    parsed !== null &&
    typeof parsed === 'object' &&
    !('data' in parsed) &&
    Array.isArray(parsed.errors) &&
    parsed.errors.some(
      (error) => typeof error?.message === 'string' && error.message.startsWith('Syntax Error'),
    );
  return new Response(text, { status: isSyntaxError ? 400 : 200, headers: response.headers });
}

/**
 * The content service, mounted under `/content`:
 *
 * - `POST /graphql` (bearer content read token) → GraphQL over HTTP (`graphql-http`)
 * - `GET /images/{name}.svg` → a generated box illustration, `image/svg+xml`
 * - `GET /reviews/{slug}` → `{ average, count, reviews }` for the reviews widget
 *
 * A missing or wrong token is `401 { errors: [{ message: 'Invalid or missing content token' }] }`.
 *
 * @example
 * ```ts
 * app.route(SERVICE_BASE_PATHS.content, createContentRoutes(context));
 * ```
 */
export function createContentRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const graphqlHandler = createHandler({
    schema: createContentSchema(),
    rootValue: contentRootValue,
  });

  return new Hono<SandboxEnv>()
    .post('/graphql', async (c) => {
      const token = bearerToken(c);
      if (token === null || !sameSecret(token, context.config.contentReadToken)) {
        c.header('WWW-Authenticate', 'Bearer realm="content"');
        return c.json(CONTENT_UNAUTHORIZED_BODY, 401);
      }
      return syntaxErrorsAs400(await graphqlHandler(c.req.raw));
    })
    .get('/images/:name', (c) => {
      const name = c.req.param('name');
      const spec = parseImageName(name);
      if (!spec) throw new SandboxHttpError(404, 'ImageNotFound', `No content image "${name}"`);
      const svg = renderImageSvg(spec);
      const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
      c.header('Cache-Control', IMAGE_CACHE_CONTROL);
      c.header('ETag', etag);
      c.header('X-Content-Type-Options', 'nosniff');
      c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
      c.header('Content-Type', 'image/svg+xml; charset=utf-8');
      return c.body(svg);
    })
    .get('/reviews/:slug', (c) => {
      const slug = c.req.param('slug');
      const summary = reviewSummaryOf(slug);
      if (!summary) {
        throw new SandboxHttpError(404, 'ReviewsNotFound', `No reviews for product "${slug}"`);
      }
      c.header('Cache-Control', REVIEWS_CACHE_CONTROL);
      return c.json(summary);
    });
}
