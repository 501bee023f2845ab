import type { StoreRoute } from './store-route';

// Cart and checkout steps (viewCart, shipping, payment), then the confirmation. Each page is
// its own lazily loaded chunk; the code they share (the cart store, API and components) is
// loaded with the first of them.

/** `/cart` */
export const cartRoute: StoreRoute = {
  id: 'cart',
  path: '/cart',
  lazy: () => import('../pages/checkout/cart-page').then((m) => ({ Component: m.CartRoutePage })),
  nav: { area: 'account', order: 30, feature: 'cartLink', label: { en: 'Cart', de: 'Warenkorb' } },
};

/** `/shipping-address` */
export const shippingAddressRoute: StoreRoute = {
  id: 'shipping-address',
  path: '/shipping-address',
  lazy: () =>
    import('../pages/checkout/shipping-address-page').then((m) => ({
      Component: m.ShippingAddressRoutePage,
    })),
};

/** `/shipping-methods` */
export const shippingMethodsRoute: StoreRoute = {
  id: 'shipping-methods',
  path: '/shipping-methods',
  lazy: () =>
    import('../pages/checkout/shipping-methods-page').then((m) => ({
      Component: m.ShippingMethodsRoutePage,
    })),
};

/** `/payment-info` */
export const paymentInfoRoute: StoreRoute = {
  id: 'payment-info',
  path: '/payment-info',
  lazy: () =>
    import('../pages/checkout/payment-info-page').then((m) => ({
      Component: m.PaymentInfoRoutePage,
    })),
};

/** `/order-confirmation` */
export const orderConfirmationRoute: StoreRoute = {
  id: 'order-confirmation',
  path: '/order-confirmation',
  lazy: () =>
    import('../pages/checkout/order-confirmation-page').then((m) => ({
      Component: m.OrderConfirmationRoutePage,
    })),
};
