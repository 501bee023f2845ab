/** The product page's own cart strings (i18n namespace `productCart`), kept apart from the
 * checkout's so a product page loads only these. */
export const PRODUCT_CART_NAMESPACE = 'productCart';

/** The {@link PRODUCT_CART_NAMESPACE} catalogue per language, loaded on demand. */
export const productCartMessageLoaders = {
  en: () => import('./product-cart.messages.en').then((module) => module.productCartMessagesEn),
  de: () => import('./product-cart.messages.de').then((module) => module.productCartMessagesDe),
};
