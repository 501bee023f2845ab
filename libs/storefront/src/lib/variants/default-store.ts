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
  copy: {
    en: {
      tagline: 'Custom printed boxes, from one to thousands',
      homeHeading: 'Custom printed boxes that ship your brand',
      homeIntro:
        'Choose a box style, set your size, design it online or upload your artwork, and we print and ship it. Try a $1 sample box before you order.',
      homePrimaryAction: 'Shop all boxes',
      homeSecondaryAction: 'Get $1 sample boxes',
      highlights: [
        'Seven box styles in any size',
        'Free online designer and templates',
        'Price falls as your quantity grows',
      ],
    },
    de: {
      tagline: 'Bedruckte Schachteln, ab einem Stück',
      homeHeading: 'Bedruckte Schachteln, die Ihre Marke verschicken',
      homeIntro:
        'Schachtelart wählen, Größe festlegen, online gestalten oder Druckdaten hochladen – wir drucken und liefern. Testen Sie vorher eine Musterschachtel für 1 $.',
      homePrimaryAction: 'Alle Schachteln',
      homeSecondaryAction: 'Musterschachteln für 1 $',
      highlights: [
        'Sieben Schachtelarten in jeder Größe',
        'Kostenloser Online-Designer und Vorlagen',
        'Je größer die Menge, desto günstiger',
      ],
    },
  },
  pageMeta: {
    en: {
      templateMaker: {
        title: 'Free Box Template Maker | BoxUp',
        description:
          'Pick a box style, enter your inside dimensions and download a print-ready dieline for your custom mailer or shipping box.',
      },
      approveDesign: {
        title: 'Approve Your Box Design | BoxUp',
        description:
          'Check your artwork, confirm the quantity and approve your custom box design before it goes to print.',
      },
      cart: {
        title: 'Your Cart | BoxUp',
        description:
          'Review the custom boxes, samples and proofs in your cart, apply a promo code and see your shipping estimate.',
      },
      shippingAddress: {
        title: 'Shipping Address | BoxUp Checkout',
        description:
          'Tell us where your printed boxes should go. We ship to the United States and Canada.',
      },
      shippingMethod: {
        title: 'Shipping Method | BoxUp Checkout',
        description:
          'Choose how fast your custom boxes arrive, with a promised arrival date for every option.',
      },
      paymentInfo: {
        title: 'Payment | BoxUp Checkout',
        description:
          'Pay for your box order securely by card, or by invoice if your business account allows it.',
      },
      orderConfirmation: {
        title: 'Order Confirmed | BoxUp',
        description:
          'Thank you for your order. Here is your order number and what happens next with your boxes.',
      },
      myOrders: {
        title: 'My Orders | BoxUp',
        description:
          'Follow your box orders from artwork check to delivery, download invoices and reorder in one click.',
      },
      myInfo: {
        title: 'My Info | BoxUp',
        description: 'Update your profile, saved addresses, password and newsletter preferences.',
      },
      myDesigns: {
        title: 'My Designs | BoxUp',
        description: 'Open, rename, duplicate and order the box designs you have saved.',
      },
      forgotPassword: {
        title: 'Forgot Password | BoxUp',
        description:
          'Enter your email address and we will send you a link to reset your BoxUp password.',
      },
      resetPassword: {
        title: 'Reset Password | BoxUp',
        description: 'Choose a new password for your BoxUp account.',
      },
      loginAndRegistration: {
        title: 'Log In or Create an Account | BoxUp',
        description:
          'Log in to see your orders and saved designs, or create a free BoxUp business account.',
      },
      shopAllSampleBoxes: {
        title: '$1 Sample Boxes | BoxUp',
        description:
          'Feel the board and check the fit before you order: get up to three sample boxes for $1 each.',
      },
      shopAllBoxes: {
        title: 'Shop All Custom Boxes | BoxUp',
        description:
          'Custom printed mailer boxes, shipping boxes, gift mailers and more, in your size, from 1 box to thousands.',
      },
    },
    de: {
      templateMaker: {
        title: 'Kostenloser Schachtel-Vorlagen-Generator | BoxUp',
        description:
          'Wählen Sie eine Schachtelart, geben Sie die Innenmaße ein und laden Sie eine druckfertige Stanzkontur herunter.',
      },
      approveDesign: {
        title: 'Design freigeben | BoxUp',
        description:
          'Prüfen Sie Ihr Druckbild, bestätigen Sie die Menge und geben Sie Ihr Schachteldesign für den Druck frei.',
      },
      cart: {
        title: 'Warenkorb | BoxUp',
        description:
          'Prüfen Sie Schachteln, Muster und Proofs in Ihrem Warenkorb, lösen Sie Gutscheine ein und sehen Sie die Versandkosten.',
      },
      shippingAddress: {
        title: 'Lieferadresse | BoxUp Kasse',
        description:
          'Wohin sollen Ihre bedruckten Schachteln geliefert werden? Wir liefern in die USA und nach Kanada.',
      },
      shippingMethod: {
        title: 'Versandart | BoxUp Kasse',
        description:
          'Wählen Sie, wie schnell Ihre Schachteln ankommen – mit zugesagtem Liefertermin für jede Option.',
      },
      paymentInfo: {
        title: 'Zahlung | BoxUp Kasse',
        description:
          'Bezahlen Sie sicher per Karte oder, wenn Ihr Geschäftskonto es erlaubt, auf Rechnung.',
      },
      orderConfirmation: {
        title: 'Bestellung bestätigt | BoxUp',
        description:
          'Vielen Dank für Ihre Bestellung. Hier finden Sie Ihre Bestellnummer und die nächsten Schritte.',
      },
      myOrders: {
        title: 'Meine Bestellungen | BoxUp',
        description:
          'Verfolgen Sie Ihre Bestellungen von der Druckdatenprüfung bis zur Lieferung und bestellen Sie mit einem Klick nach.',
      },
      myInfo: {
        title: 'Meine Daten | BoxUp',
        description:
          'Profil, gespeicherte Adressen, Passwort und Newsletter-Einstellungen verwalten.',
      },
      myDesigns: {
        title: 'Meine Designs | BoxUp',
        description: 'Gespeicherte Schachteldesigns öffnen, umbenennen, duplizieren und bestellen.',
      },
      forgotPassword: {
        title: 'Passwort vergessen | BoxUp',
        description:
          'Geben Sie Ihre E-Mail-Adresse ein, und wir senden Ihnen einen Link zum Zurücksetzen Ihres Passworts.',
      },
      resetPassword: {
        title: 'Passwort zurücksetzen | BoxUp',
        description: 'Wählen Sie ein neues Passwort für Ihr BoxUp-Konto.',
      },
      loginAndRegistration: {
        title: 'Anmelden oder registrieren | BoxUp',
        description:
          'Melden Sie sich an, um Bestellungen und Designs zu sehen, oder eröffnen Sie ein kostenloses Geschäftskonto.',
      },
      shopAllSampleBoxes: {
        title: 'Musterschachteln für 1 $ | BoxUp',
        description:
          'Material fühlen und Passform prüfen: bis zu drei Musterschachteln für je 1 $.',
      },
      shopAllBoxes: {
        title: 'Alle Schachteln | BoxUp',
        description:
          'Bedruckte Versandkartons, Mailer und Geschenkschachteln in Ihrem Format – ab einer Schachtel.',
      },
    },
  },
};
