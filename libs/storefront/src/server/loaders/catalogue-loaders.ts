import { contentQueryOptions } from '@storefront/content/react';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { PageKey } from '../../lib/variants/page-meta';
import type { ServerLoadContext, ServerLoader } from '../server-loader';
import { loadQuery, loadShell } from './load-query';
import { notFoundHead, seoHead } from './page-heads';

/**
 * The loader of a catalogue page from the content service: the shell and the page's content;
 * the brand's SEO copy with the content's first image, or the not-found page for a store
 * without the page (the content service answers `null`).
 */
function catalogueLoader<Content, Key extends QueryKey>(
  pageKey: PageKey,
  path: string,
  queryOf: (
    context: ServerLoadContext,
  ) => FetchQueryOptions<Content | null, Error, Content | null, Key>,
  imageOf: (content: Content) => string | undefined,
): ServerLoader {
  return async ({ context }) => {
    const [content] = await Promise.all([
      loadQuery(context.queryClient, queryOf(context)),
      loadShell(context),
    ]);
    if (content === null) return notFoundHead(context, path);
    const image = content === undefined ? undefined : imageOf(content);
    return {
      ...seoHead(context, pageKey, path),
      ...(image ? { image: new URL(image, context.origin).href } : {}),
    };
  };
}

/** `/shop-all-boxes`: the shell and the shop's tiles; the brand's SEO copy. */
export const shopAllBoxesLoader = catalogueLoader(
  'shopAllBoxes',
  '/shop-all-boxes',
  ({ contentClient }) => contentQueryOptions.shopAllBoxes(contentClient),
  (shop) => shop.tiles[0]?.image.url,
);

/** `/shop-all-sample-boxes`: the shell and the '$1 Sample Boxes' cards; the brand's SEO copy. */
export const shopAllSampleBoxesLoader = catalogueLoader(
  'shopAllSampleBoxes',
  '/shop-all-sample-boxes',
  ({ contentClient }) => contentQueryOptions.sampleBoxes(contentClient),
  (samples) => samples.cards[0]?.image.url,
);
