import { describe, expect, it } from 'vitest';
import * as storefront from './index';
import * as storefrontReact from './react/index';

// Guards the public API: anything exported by accident fails here.
describe('@storefront/storefront public API', () => {
  it('exports exactly these names from "."', () => {
    expect(Object.keys(storefront).sort()).toEqual([
      'BREAKPOINTS',
      'PAGE_KEYS',
      'SANDBOX_ORIGIN',
      'SERVICE_ENDPOINT_VARIABLES',
      'SHELL_NAMESPACES',
      'ServiceEndpointError',
      'TENANT_CULTURES',
      'catalogueLanguage',
      'commonMessages',
      'createStorefrontI18n',
      'defaultStore',
      'droppedPreservedQuery',
      'partnerStore',
      'resolveCulture',
      'resolveServiceEndpoints',
      'showroomStore',
      'withPreservedQuery',
    ]);
  });

  it('exports exactly these names from "./react"', () => {
    expect(Object.keys(storefrontReact).sort()).toEqual([
      'AppShell',
      'CULTURE_STORAGE_KEY',
      'FOOTER_QUICK_LINKS',
      'GlobalSnackbar',
      'HomePage',
      'NotFoundPage',
      'PreservedQueryGuard',
      'SiteFooter',
      'SiteHeader',
      'SnackbarStoreProvider',
      'StoreLink',
      'StorefrontProvider',
      'StorefrontProviders',
      'approveDesignRoute',
      'blogPostRoute',
      'blogRoute',
      'cartRoute',
      'createSnackbarStore',
      'createStorefrontRouteObjects',
      'downloadArtworkRoute',
      'faqPageRoute',
      'fullStoreRoutes',
      'homeRoute',
      'loginRoute',
      'lostPasswordRoute',
      'mountStorefront',
      'myDesignsRoute',
      'myInfoRoute',
      'myOrdersRoute',
      'notFoundRoute',
      'orderConfirmationRoute',
      'paymentInfoRoute',
      'policyPageRoute',
      'productCollectionRoute',
      'productRoute',
      'resetPasswordRoute',
      'shippingAddressRoute',
      'shippingMethodsRoute',
      'shopAllBoxesRoute',
      'shopAllSampleBoxesRoute',
      'templateDesignerRoute',
      'templateMakerRoute',
      'useDocumentMeta',
      'useFeature',
      'useHasRoute',
      'usePageMeta',
      'useServiceEndpoints',
      'useSnackbarStore',
      'useStoreNavigate',
      'useStoreVariant',
      'viewPageRoute',
    ]);
  });
});
