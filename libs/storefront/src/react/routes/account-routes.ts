import type { StoreRoute, StoreRouteNav } from './store-route';

// Account pages for signed-in customers (the account links myInfoPage, myDesignPage and
// orderHistoryPage; logoutPage is the header's Log Out). Each page is its own lazy chunk.

/** The header link of an account page: for signed-in customers, where the brand shows them. */
function accountLink(order: number, label: StoreRouteNav['label']): StoreRouteNav {
  return { area: 'account', order, feature: 'accountLinks', audience: 'signedIn', label };
}

/** `/my-orders`: the order history (orderHistoryPage); `?order=<id>` shows one order. */
export const myOrdersRoute: StoreRoute = {
  id: 'my-orders',
  path: '/my-orders',
  lazy: () =>
    import('../pages/account/my-orders-page').then((m) => ({ Component: m.MyOrdersRoutePage })),
  nav: accountLink(12, { en: 'My Orders', de: 'Meine Bestellungen' }),
};

/** `/my-orders/:orderId`: one order's detail (the same page as `/my-orders`). */
export const orderDetailRoute: StoreRoute = {
  id: 'order-detail',
  path: '/my-orders/:orderId',
  lazy: () =>
    import('../pages/account/my-orders-page').then((m) => ({ Component: m.MyOrdersRoutePage })),
};

/** `/my-info`: profile, addresses, newsletter, password and email (myInfoPage). */
export const myInfoRoute: StoreRoute = {
  id: 'my-info',
  path: '/my-info',
  lazy: () =>
    import('../pages/account/my-info-page').then((m) => ({ Component: m.MyInfoRoutePage })),
  nav: accountLink(10, { en: 'My Account', de: 'Mein Konto' }),
};

/** `/my-designs` (myDesignPage): the saved designs (the designs pages' module). */
export const myDesignsRoute: StoreRoute = {
  id: 'my-designs',
  path: '/my-designs',
  lazy: () =>
    import('../pages/designs/my-designs-route-page').then((m) => ({
      Component: m.MyDesignsRoutePage,
    })),
  nav: accountLink(14, { en: 'My Designs', de: 'Meine Designs' }),
};
