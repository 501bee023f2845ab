import type { StoreRoute } from './store-route';

// Account pages for signed-in customers.

/** `/my-orders` */
export const myOrdersRoute: StoreRoute = {
  id: 'my-orders',
  path: '/my-orders',
  lazy: () => import('../pages/planned/account').then((m) => ({ Component: m.MyOrdersPage })),
};

/** `/my-info` */
export const myInfoRoute: StoreRoute = {
  id: 'my-info',
  path: '/my-info',
  lazy: () => import('../pages/planned/account').then((m) => ({ Component: m.MyInfoPage })),
  nav: {
    area: 'account',
    order: 10,
    feature: 'accountLinks',
    audience: 'signedIn',
    label: { en: 'My Account', de: 'Mein Konto' },
  },
};

/** `/my-designs` */
export const myDesignsRoute: StoreRoute = {
  id: 'my-designs',
  path: '/my-designs',
  lazy: () => import('../pages/planned/account').then((m) => ({ Component: m.MyDesignsPage })),
};
