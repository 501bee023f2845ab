import type { StoreVariant } from './store-variant';

/**
 * The branded partner store: Kartonwerk, a German design-only brand. It composes only home,
 * shop-all-boxes, download-artwork, template-maker, template-designer and not-found, ships to
 * Germany by default and leaves tax to the partner's own system.
 *
 * @example
 * import { partnerStore } from '@storefront/storefront';
 * partnerStore.defaultCulture; // 'de'
 */
export const partnerStore: StoreVariant = {
  id: 'partner',
  storeId: 'kartonwerk',
  brandName: 'Kartonwerk',
  theme: 'kartonwerk',
  tenant: 'germany',
  defaultCulture: 'de',
  defaultShippingCountry: 'DE',
  taxMode: 'external',
  features: {
    cartLink: true,
    accountLinks: true,
    loginIcon: true,
    shareLink: false,
    productTabs: true,
    socialLinks: true,
    serviceLinks: true,
    storeLogo: true,
    shippingEstimate: true,
    reviewWidget: true,
    processTile: true,
    quickAdd: true,
    sampleOrderButton: false,
    upsell: false,
    selectionHeader: false,
    quoteRequest: false,
    quoteForHigherQuantities: false,
    quantityCalculator: false,
    uploadButton: true,
  },
  shippingEstimateLayout: 'inline',
  identity: {
    identityProviderClientId: 'kartonwerk-storefront',
    enableAnon: true,
    anonServiceKey: 'kartonwerkAnonKey00001',
  },
  preservedQueryParams: [],
  support: {
    phone: '+49 30 5550 1420',
    email: 'hallo@kartonwerk.example',
    social: [
      { network: 'Instagram', url: 'https://www.instagram.com/kartonwerk.example' },
      { network: 'LinkedIn', url: 'https://www.linkedin.com/company/kartonwerk-example' },
    ],
  },
  texts: {
    copy: {
      en: () => import('./texts/partner.en').then((module) => module.brandCopy),
      de: () => import('./texts/partner.de').then((module) => module.brandCopy),
    },
    pageMeta: {
      en: () => import('./seo/partner.en').then((module) => module.brandPageMeta),
      de: () => import('./seo/partner.de').then((module) => module.brandPageMeta),
    },
  },
};
