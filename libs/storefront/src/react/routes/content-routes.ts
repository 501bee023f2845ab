import type { StoreRoute } from './store-route';

// Content-service pages under the prefixes view, policy, product-collection and faq, and the blog.

/** `/view/:slug` */
export const viewPageRoute: StoreRoute = {
  queryClient: 'on-demand',
  id: 'view',
  path: '/view/:slug',
  lazy: () => import('../pages/content/content-page').then((m) => ({ Component: m.ContentPage })),
};

/** `/policy/:slug` */
export const policyPageRoute: StoreRoute = {
  queryClient: 'on-demand',
  id: 'policy',
  path: '/policy/:slug',
  lazy: () => import('../pages/content/content-page').then((m) => ({ Component: m.ContentPage })),
};

/** `/product-collection/:slug` */
export const productCollectionRoute: StoreRoute = {
  queryClient: 'on-demand',
  id: 'product-collection',
  path: '/product-collection/:slug',
  lazy: () => import('../pages/content/content-page').then((m) => ({ Component: m.ContentPage })),
};

/** `/faq/:slug` */
export const faqPageRoute: StoreRoute = {
  queryClient: 'on-demand',
  id: 'faq',
  path: '/faq/:slug',
  lazy: () => import('../pages/content/content-page').then((m) => ({ Component: m.ContentPage })),
};

/** `/blog` */
export const blogRoute: StoreRoute = {
  queryClient: 'on-demand',
  id: 'blog',
  path: '/blog',
  lazy: () => import('../pages/content/blog-page').then((m) => ({ Component: m.BlogPage })),
};

/** `/blog/post/:slug` */
export const blogPostRoute: StoreRoute = {
  queryClient: 'on-demand',
  id: 'blog-post',
  path: '/blog/post/:slug',
  lazy: () =>
    import('../pages/content/blog-post-page').then((m) => ({ Component: m.BlogPostPage })),
};
