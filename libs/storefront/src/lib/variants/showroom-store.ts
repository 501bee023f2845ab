import type { StoreVariant } from './store-variant';

/**
 * The showroom store: the YBD brand, every page, a curated selection for showroom visits.
 * It keeps the `linkID` query parameter on every navigation so a showroom link stays attributed.
 *
 * @example
 * import { showroomStore } from '@storefront/storefront';
 * showroomStore.preservedQueryParams; // ['linkID']
 */
export const showroomStore: StoreVariant = {
  id: 'showroom',
  storeId: 'ybd',
  brandName: 'YBD Showroom',
  theme: 'ybd',
  tenant: 'north-america',
  defaultCulture: 'en-US',
  defaultShippingCountry: 'US',
  taxMode: 'platform',
  features: {
    cartLink: false,
    accountLinks: false,
    loginIcon: false,
    shareLink: false,
    productTabs: false,
    socialLinks: false,
    serviceLinks: false,
    storeLogo: false,
    shippingEstimate: true,
    reviewWidget: false,
    processTile: false,
    quickAdd: false,
    sampleOrderButton: false,
    upsell: false,
    selectionHeader: true,
    quoteRequest: true,
    quoteForHigherQuantities: true,
    quantityCalculator: true,
    uploadButton: false,
  },
  shippingEstimateLayout: 'block',
  identity: {
    identityProviderClientId: 'ybd-storefront',
    enableAnon: true,
    anonServiceKey: 'ybdAnonServiceKey00001',
  },
  preservedQueryParams: ['linkID'],
  support: {
    phone: '+1 212 555 0175',
    email: 'showroom@ybd.example',
    social: [{ network: 'Instagram', url: 'https://www.instagram.com/ybd.showroom.example' }],
  },
  texts: {
    copy: {
      en: () => import('./texts/showroom.en').then((module) => module.brandCopy),
      de: () => import('./texts/showroom.de').then((module) => module.brandCopy),
    },
    pageMeta: {
      en: () => import('./seo/showroom.en').then((module) => module.brandPageMeta),
      de: () => import('./seo/showroom.de').then((module) => module.brandPageMeta),
    },
  },
};
