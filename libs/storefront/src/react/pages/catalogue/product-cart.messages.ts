/** The product page's own cart strings (i18n namespace `productCart`), kept apart from the
 * checkout's so a product page loads only these. */
export const PRODUCT_CART_NAMESPACE = 'productCart';
export const productCartMessages = {
  en: {
    added: 'Added to your cart.',
    sampleAdded: 'Sample added to your cart.',
    failed: 'Unable to update your cart. Please try again.',
  },
  de: {
    added: 'Zum Warenkorb hinzugefügt.',
    sampleAdded: 'Muster zum Warenkorb hinzugefügt.',
    failed: 'Der Warenkorb konnte nicht geändert werden. Bitte versuchen Sie es erneut.',
  },
} as const;
