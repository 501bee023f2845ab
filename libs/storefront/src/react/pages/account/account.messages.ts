/** The i18n namespace of the account pages' own strings. */
export const ACCOUNT_NAMESPACE = 'account';

/**
 * Strings of the account pages (the account navigation, whose names also head the pages,
 * reorder notices), English and German with the same keys. The orders components bring their own `orders` namespace.
 */
export const accountMessages = {
  en: {
    nav: {
      label: 'My account',
      myInfo: 'My info',
      myOrders: 'My orders',
      myDesigns: 'My designs',
    },
    reorder: {
      added: '{name} was added to your cart.',
    },
    downloadArtwork: 'Download artwork',
    downloadArtworkOf: 'Download artwork templates for {name}',
  },
  de: {
    nav: {
      label: 'Mein Konto',
      myInfo: 'Meine Daten',
      myOrders: 'Meine Bestellungen',
      myDesigns: 'Meine Designs',
    },
    reorder: {
      added: '{name} liegt jetzt in Ihrem Warenkorb.',
    },
    downloadArtwork: 'Druckvorlage herunterladen',
    downloadArtworkOf: 'Druckvorlagen für {name} herunterladen',
  },
} as const;
