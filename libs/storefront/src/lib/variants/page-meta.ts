/**
 * The pages whose title and description differ per brand (spec: 15 named pages).
 */
export const PAGE_KEYS = [
  'templateMaker',
  'approveDesign',
  'cart',
  'shippingAddress',
  'shippingMethod',
  'paymentInfo',
  'orderConfirmation',
  'myOrders',
  'myInfo',
  'myDesigns',
  'forgotPassword',
  'resetPassword',
  'loginAndRegistration',
  'shopAllSampleBoxes',
  'shopAllBoxes',
] as const;

/** One of the 15 pages with per-brand SEO copy. */
export type PageKey = (typeof PAGE_KEYS)[number];

/** Search-engine title and description of one page. */
export interface PageMeta {
  title: string;
  description: string;
}

/** Languages every catalogue of the storefront is written in. */
export type CatalogueLanguage = 'en' | 'de';
