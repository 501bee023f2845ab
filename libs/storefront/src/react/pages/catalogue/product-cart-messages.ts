/** The product page's own strings (i18n namespace `productCart`): its cart messages, kept apart
 * from the checkout's so a product page loads only these, and the recommendations' heading. */
export const PRODUCT_CART_NAMESPACE = 'productCart';

/** The {@link PRODUCT_CART_NAMESPACE} catalogue per language, loaded on demand. */
export const productCartMessageLoaders = {
  en: () => import('./product-cart.messages.en').then((module) => module.productCartMessagesEn),
  de: () => import('./product-cart.messages.de').then((module) => module.productCartMessagesDe),
};
