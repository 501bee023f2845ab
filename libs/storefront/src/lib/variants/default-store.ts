import type { StoreVariant } from './store-variant';

/**
 * The default store: the BoxUp brand, every page and every shopper feature.
 *
 * @example
 * import { defaultStore } from '@storefront/storefront';
 * defaultStore.storeId; // 'boxup'
 */
export const defaultStore: StoreVariant = {
  id: 'default',
  storeId: 'boxup',
  brandName: 'BoxUp',
  theme: 'boxup',
  tenant: 'north-america',
  defaultCulture: 'en-US',
  defaultShippingCountry: 'US',
  taxMode: 'platform',
  features: {
    cartLink: true,
    accountLinks: true,
    loginIcon: true,
    shareLink: true,
    productTabs: true,
    socialLinks: true,
    serviceLinks: true,
    storeLogo: true,
    shippingEstimate: true,
    reviewWidget: true,
    processTile: true,
    quickAdd: true,
    sampleOrderButton: true,
    upsell: true,
    selectionHeader: false,
    quoteRequest: true,
    quoteForHigherQuantities: true,
    quantityCalculator: true,
    uploadButton: false,
  },
  shippingEstimateLayout: 'inline',
  identity: {
    identityProviderClientId: 'boxup-storefront',
    enableAnon: true,
    anonServiceKey: 'boxupAnonServiceKey001',
  },
  preservedQueryParams: [],
  support: {
    phone: '+1 817 555 0142',
    email: 'support@boxup.example',
    social: [
      { network: 'Instagram', url: 'https://www.instagram.com/boxup.example' },
      { network: 'LinkedIn', url: 'https://www.linkedin.com/company/boxup-example' },
      { network: 'Pinterest', url: 'https://www.pinterest.com/boxupexample' },
    ],
  },
  texts: {
    copy: {
      en: () => import('./texts/default.en').then((module) => module.brandCopy),
      de: () => import('./texts/default.de').then((module) => module.brandCopy),
    },
    pageMeta: {
      en: () => import('./seo/default.en').then((module) => module.brandPageMeta),
      de: () => import('./seo/default.de').then((module) => module.brandPageMeta),
    },
  },
};
