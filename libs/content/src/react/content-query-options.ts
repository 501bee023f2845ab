// The aggregate of the hooks' query options, for a server (or a prefetch) that fills the
// hooks' cache entries. Each operation's options live beside its hook, so a browser chunk
// carries only the operations it shows: one module holding all of them would put every
// operation (and the content page's zod schemas) into the first load, with the header menu.
import { blogPostsQueryOptions } from './use-blog-posts';
import { headerMenuQueryOptions } from './use-header-menu';
import { landingScreenQueryOptions } from './use-landing-screen';
import { pageQueryOptions } from './use-page';
import { productDetailsQueryOptions } from './use-product-details';
import { recommendationsQueryOptions } from './use-recommendations';
import { sampleBoxesQueryOptions } from './use-sample-boxes';
import { shopAllBoxesQueryOptions } from './use-shop-all-boxes';
import { storefrontConfigQueryOptions } from './use-storefront-config';

export { retryTransientContentFailure } from './content-query';

/**
 * The TanStack Query options of each content hook (key, query function, retry), so a server
 * (or a prefetch on hover) fills the cache under exactly the keys the hooks read. The locale
 * is the client's unless given.
 *
 * @example
 * await queryClient.prefetchQuery(contentQueryOptions.page(client, '/view/about'));
 * renderToString(<App />); // usePage('/view/about') renders from the cache
 */
export const contentQueryOptions = {
  storefrontConfig: storefrontConfigQueryOptions,
  headerMenu: headerMenuQueryOptions,
  landingScreen: landingScreenQueryOptions,
  shopAllBoxes: shopAllBoxesQueryOptions,
  sampleBoxes: sampleBoxesQueryOptions,
  productDetails: productDetailsQueryOptions,
  recommendations: recommendationsQueryOptions,
  page: pageQueryOptions,
  blogPosts: blogPostsQueryOptions,
};
