// @storefront/storefront/react: the app shell, its providers and hooks, and the route
// definitions brand apps compose. Each route's page loads on demand, so an app that does not
// compose a route ships none of its code.

export { PageViewTracker } from './analytics/page-view-tracker';
export type { StorefrontAnalytics } from './analytics/storefront-analytics';
export {
  StorefrontAnalyticsProvider,
  useStorefrontAnalytics,
} from './analytics/storefront-analytics';
export type { StorefrontAnalyticsProviderProps } from './analytics/storefront-analytics';
export { usePageMeta, useDocumentMeta } from './page-meta';
export { HomePage } from './pages/home-page';
export { NotFoundPage } from './pages/not-found-page';
export {
  myDesignsRoute,
  myInfoRoute,
  myOrdersRoute,
  orderDetailRoute,
} from './routes/account-routes';
export {
  productRoute,
  shopAllBoxesRoute,
  shopAllBoxesWithCartRoute,
  shopAllSampleBoxesRoute,
} from './routes/catalogue-routes';
export {
  cartRoute,
  orderConfirmationRoute,
  paymentInfoRoute,
  shippingAddressRoute,
  shippingMethodsRoute,
} from './routes/checkout-routes';
export {
  blogPostRoute,
  blogRoute,
  faqPageRoute,
  policyPageRoute,
  productCollectionRoute,
  viewPageRoute,
} from './routes/content-routes';
export {
  approveDesignRoute,
  downloadArtworkRoute,
  downloadArtworkWithOrdersRoute,
  sharedDesignRoute,
  templateDesignerRoute,
  templateMakerRoute,
} from './routes/design-routes';
export { fullStoreRoutes } from './routes/full-store-routes';
export { designOnlyStoreRoutes } from './routes/design-only-store-routes';
export {
  loginRoute,
  lostPasswordRoute,
  resetPasswordRoute,
  verifyEmailRoute,
} from './routes/identity-routes';
export { homeRoute, notFoundRoute } from './routes/shell-routes';
export type { StoreRoute, StoreRouteHandle, StoreRouteNav } from './routes/store-route';
export { AppShell } from './shell/app-shell';
export { GlobalSnackbar } from './shell/global-snackbar';
export { FOOTER_QUICK_LINKS, SiteFooter } from './shell/site-footer';
export { SiteHeader } from './shell/site-header';
export type { SiteHeaderProps } from './shell/site-header';
export { createSnackbarStore, SnackbarStoreProvider, useSnackbarStore } from './snackbar-store';
export type { SnackbarMessage, SnackbarState } from './snackbar-store';
export { PreservedQueryGuard, StoreLink, useStoreNavigate } from './store-link';
export type { StoreLinkProps } from './store-link';
export { CULTURE_STORAGE_KEY } from './culture-storage';
export { LanguageSwitch } from './shell/language-switch';
export {
  NAV_NAMESPACE,
  createStorefrontRouteObjects,
  mountStorefront,
  StorefrontProviders,
} from './storefront-app';
export type { MountStorefrontOptions, StorefrontProvidersProps } from './storefront-app';
export { createStorefrontI18n } from './storefront-i18n';
export type { CreateStorefrontI18nOptions } from './storefront-i18n';
export {
  StorefrontProvider,
  useFeature,
  useHasRoute,
  useNavigationLinks,
  useRoutePrefetcher,
  useServiceEndpoints,
  useStoreVariant,
} from './storefront-context';
export type { RoutePrefetcher } from './route-prefetch';
export { StorefrontDataProviders } from './data-providers';
export type { StorefrontDataProvidersProps } from './data-providers';
export type { NavigationLink, StorefrontProviderProps } from './storefront-context';
