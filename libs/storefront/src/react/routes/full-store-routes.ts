import { myDesignsRoute, myInfoRoute, myOrdersRoute, orderDetailRoute } from './account-routes';
import {
  productRoute,
  shopAllBoxesWithCartRoute,
  shopAllSampleBoxesRoute,
} from './catalogue-routes';
import {
  cartRoute,
  orderConfirmationRoute,
  paymentInfoRoute,
  shippingAddressRoute,
  shippingMethodsRoute,
} from './checkout-routes';
import {
  blogPostRoute,
  blogRoute,
  faqPageRoute,
  policyPageRoute,
  productCollectionRoute,
  viewPageRoute,
} from './content-routes';
import {
  approveDesignRoute,
  downloadArtworkWithOrdersRoute,
  sharedDesignRoute,
  templateDesignerRoute,
  templateMakerRoute,
} from './design-routes';
import {
  loginRoute,
  lostPasswordRoute,
  resetPasswordRoute,
  verifyEmailRoute,
} from './identity-routes';
import { homeRoute, notFoundRoute } from './shell-routes';
import type { StoreRoute } from './store-route';

/**
 * Every route of the spec, for the brands that have all pages (default and showroom).
 *
 * @example
 * mountStorefront({ variant: defaultStore, routes: fullStoreRoutes });
 */
export const fullStoreRoutes: readonly StoreRoute[] = [
  homeRoute,
  loginRoute,
  lostPasswordRoute,
  resetPasswordRoute,
  verifyEmailRoute,
  shopAllBoxesWithCartRoute,
  shopAllSampleBoxesRoute,
  productRoute,
  cartRoute,
  shippingAddressRoute,
  shippingMethodsRoute,
  paymentInfoRoute,
  orderConfirmationRoute,
  myOrdersRoute,
  orderDetailRoute,
  myInfoRoute,
  myDesignsRoute,
  approveDesignRoute,
  downloadArtworkWithOrdersRoute,
  templateMakerRoute,
  templateDesignerRoute,
  sharedDesignRoute,
  viewPageRoute,
  policyPageRoute,
  productCollectionRoute,
  faqPageRoute,
  blogRoute,
  blogPostRoute,
  notFoundRoute,
];
