import type { StoreRoute } from './store-route';

// Catalogue pages.

const shopAllBoxesNav: StoreRoute['nav'] = {
  area: 'primary',
  order: 10,
  label: { en: 'Shop all boxes', de: 'Alle Schachteln' },
};

/** `/shop-all-boxes` */
export const shopAllBoxesRoute: StoreRoute = {
  queryClient: 'on-demand',
  id: 'shop-all-boxes',
  path: '/shop-all-boxes',
  lazy: () =>
    import('../pages/catalogue/shop-all-boxes-page').then((m) => ({
      Component: m.ShopAllBoxesPage,
    })),
  nav: shopAllBoxesNav,
};

// Written out, not spread from shopAllBoxesRoute: the bundler keeps a spread (and with it this
// lazy import) in apps that never compose the route, such as the partner's.
/** `/shop-all-boxes` with quick add on the tiles (stores with a cart). */
export const shopAllBoxesWithCartRoute: StoreRoute = {
  queryClient: 'on-demand',
  id: 'shop-all-boxes',
  path: '/shop-all-boxes',
  nav: shopAllBoxesNav,
  lazy: () =>
    import('../pages/catalogue/shop-all-boxes-cart-page').then((m) => ({
      Component: m.ShopAllBoxesWithQuickAddPage,
    })),
};

/** `/shop-all-sample-boxes` */
export const shopAllSampleBoxesRoute: StoreRoute = {
  queryClient: 'on-demand',
  id: 'shop-all-sample-boxes',
  path: '/shop-all-sample-boxes',
  lazy: () =>
    import('../pages/catalogue/shop-all-sample-boxes-page').then((m) => ({
      Component: m.ShopAllSampleBoxesPage,
    })),
};

/** `/product/:slug` */
export const productRoute: StoreRoute = {
  queryClient: 'on-demand',
  id: 'product',
  path: '/product/:slug',
  lazy: () =>
    import('../pages/catalogue/product-page').then((m) => ({ Component: m.ProductRoutePage })),
};
