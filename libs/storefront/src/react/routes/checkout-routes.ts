import type { StoreRoute } from './store-route';

// Cart and checkout steps (viewCart, shipping, payment).

/** `/cart` */
export const cartRoute: StoreRoute = {
  id: 'cart',
  path: '/cart',
  lazy: () => import('../pages/planned/checkout').then((m) => ({ Component: m.CartPage })),
  nav: { area: 'account', order: 30, feature: 'cartLink', label: { en: 'Cart', de: 'Warenkorb' } },
};

/** `/shipping-address` */
export const shippingAddressRoute: StoreRoute = {
  id: 'shipping-address',
  path: '/shipping-address',
  lazy: () =>
    import('../pages/planned/checkout').then((m) => ({ Component: m.ShippingAddressPage })),
};

/** `/shipping-methods` */
export const shippingMethodsRoute: StoreRoute = {
  id: 'shipping-methods',
  path: '/shipping-methods',
  lazy: () =>
    import('../pages/planned/checkout').then((m) => ({ Component: m.ShippingMethodsPage })),
};

/** `/payment-info` */
export const paymentInfoRoute: StoreRoute = {
  id: 'payment-info',
  path: '/payment-info',
  lazy: () => import('../pages/planned/checkout').then((m) => ({ Component: m.PaymentInfoPage })),
};

/** `/order-confirmation` */
export const orderConfirmationRoute: StoreRoute = {
  id: 'order-confirmation',
  path: '/order-confirmation',
  lazy: () =>
    import('../pages/planned/checkout').then((m) => ({ Component: m.OrderConfirmationPage })),
};
