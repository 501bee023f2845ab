import type { ServerLoader } from '../server-loader';
import { shopAllBoxesLoader, shopAllSampleBoxesLoader } from './catalogue-loaders';
import { blogLoader, blogPostLoader, contentPageLoader } from './content-loaders';
import { productLoader } from './product-loader';
import { homeLoader, notFoundLoader } from './shell-loaders';

/**
 * The server loaders of the public routes, by route id: each fills the request's query cache
 * with what the page and the shell read on their first render and returns the page's head.
 * Account, checkout, identity and designer routes have none: the server renders the shell
 * around their loading state and the browser does the rest.
 *
 * @example
 * const head = await serverLoaders['product']?.({ params: { slug }, request, context });
 */
export const serverLoaders: Partial<Record<string, ServerLoader>> = {
  home: homeLoader,
  'shop-all-boxes': shopAllBoxesLoader,
  'shop-all-sample-boxes': shopAllSampleBoxesLoader,
  product: productLoader,
  view: contentPageLoader,
  policy: contentPageLoader,
  faq: contentPageLoader,
  'product-collection': contentPageLoader,
  blog: blogLoader,
  'blog-post': blogPostLoader,
  'not-found': notFoundLoader,
};
