import { contentQueryOptions } from '@storefront/content/react';
import type { ServerLoader } from '../server-loader';
import { loadQuery, loadShell } from './load-query';
import { notFoundHead, seoHead } from './page-heads';

/** `/shop-all-boxes`: the shell and the shop's tiles; the brand's SEO copy. */
export const shopAllBoxesLoader: ServerLoader = async ({ context }) => {
  const [shop] = await Promise.all([
    loadQuery(context.queryClient, contentQueryOptions.shopAllBoxes(context.contentClient)),
    loadShell(context),
  ]);
  // A store without the page shows the not-found page.
  if (shop === null) return notFoundHead(context, '/shop-all-boxes');
  const image = shop?.tiles[0]?.image.url;
  return {
    ...seoHead(context, 'shopAllBoxes', '/shop-all-boxes'),
    ...(image ? { image: new URL(image, context.origin).href } : {}),
  };
};

/** `/shop-all-sample-boxes`: the shell and the '$1 Sample Boxes' cards; the brand's SEO copy. */
export const shopAllSampleBoxesLoader: ServerLoader = async ({ context }) => {
  const [samples] = await Promise.all([
    loadQuery(context.queryClient, contentQueryOptions.sampleBoxes(context.contentClient)),
    loadShell(context),
  ]);
  if (samples === null) return notFoundHead(context, '/shop-all-sample-boxes');
  const image = samples?.cards[0]?.image.url;
  return {
    ...seoHead(context, 'shopAllSampleBoxes', '/shop-all-sample-boxes'),
    ...(image ? { image: new URL(image, context.origin).href } : {}),
  };
};
