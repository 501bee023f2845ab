import { CART_CONFIRMATION_MESSAGES } from './cart-confirmation';

/**
 * The `cart` i18n namespace in English and German: checkout step labels and the cart
 * confirmation messages. Register it with `i18n.addResourceBundle(lng, 'cart', cartMessages[lng])`.
 * Both languages have the same keys (a test checks it).
 *
 * @example
 * i18n.addResourceBundle('de', 'cart', cartMessages.de);
 * i18n.t('checkoutSteps.payment', { ns: 'cart' }); // 'Zahlung'
 */
export const cartMessages = {
  en: {
    checkoutSteps: {
      label: 'Checkout progress',
      viewCart: 'Cart',
      shipping: 'Shipping',
      payment: 'Payment',
      completed: 'completed',
    },
    confirmation: { ...CART_CONFIRMATION_MESSAGES },
  },
  de: {
    checkoutSteps: {
      label: 'Fortschritt der Bestellung',
      viewCart: 'Warenkorb',
      shipping: 'Versand',
      payment: 'Zahlung',
      completed: 'abgeschlossen',
    },
    confirmation: {
      priceUpdated:
        'Der Preis eines Artikels in Ihrem Warenkorb hat sich geändert. Bitte prüfen Sie ihn, um fortzufahren',
      couponInvalid:
        'Der eingegebene Gutscheincode ist nicht gültig. Bitte entfernen Sie ihn, um fortzufahren',
      shippingMethodInvalid:
        'Die Versandart eines Artikels ist nicht mehr verfügbar. Bitte wählen Sie eine neue, um fortzufahren',
      arrivalDateUpdated:
        'Das Lieferdatum eines Artikels in Ihrem Warenkorb hat sich geändert. Bitte prüfen Sie es, um fortzufahren',
      addressesMissing: 'Bitte ergänzen Sie Rechnungs- und Lieferadresse, um fortzufahren',
    },
  },
} as const;
