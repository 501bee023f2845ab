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
  copy: {
    en: {
      tagline: 'Premium packaging, chosen in person',
      homeHeading: 'Welcome to the YBD Showroom',
      homeIntro:
        'Touch the boards, compare the finishes and build your selection with a packaging consultant. Every box on display can be sized and printed for you.',
      homePrimaryAction: 'Browse the collection',
      homeSecondaryAction: 'Open the template maker',
      highlights: [
        'Curated premium box styles',
        'Quotes for larger runs',
        'Quantity planning with your consultant',
      ],
    },
    de: {
      tagline: 'Premium-Verpackungen, persönlich ausgewählt',
      homeHeading: 'Willkommen im YBD Showroom',
      homeIntro:
        'Materialien fühlen, Veredelungen vergleichen und die Auswahl mit Ihrer Verpackungsberatung zusammenstellen. Jede ausgestellte Schachtel fertigen wir in Ihrem Format.',
      homePrimaryAction: 'Kollektion ansehen',
      homeSecondaryAction: 'Vorlagen-Generator öffnen',
      highlights: [
        'Ausgewählte Premium-Schachteln',
        'Angebote für größere Auflagen',
        'Mengenplanung mit Ihrer Beratung',
      ],
    },
  },
  pageMeta: {
    en: {
      templateMaker: {
        title: 'Box Template Maker | YBD Showroom',
        description:
          'Build the exact dieline for the box you saw in the showroom and take it home as a PDF.',
      },
      approveDesign: {
        title: 'Approve Your Showroom Design | YBD',
        description:
          'Confirm the design and quantity you chose with your showroom consultant before production.',
      },
      cart: {
        title: 'Your Selection | YBD Showroom',
        description:
          'The boxes you selected in the showroom, with quantities, pricing and a shipping estimate.',
      },
      shippingAddress: {
        title: 'Delivery Address | YBD Showroom',
        description: 'Where should we deliver your showroom order? United States and Canada.',
      },
      shippingMethod: {
        title: 'Delivery Options | YBD Showroom',
        description: 'Pick the delivery speed for your showroom order and see when it will arrive.',
      },
      paymentInfo: {
        title: 'Payment | YBD Showroom',
        description: 'Complete your showroom order by card or on account.',
      },
      orderConfirmation: {
        title: 'Showroom Order Confirmed | YBD',
        description: 'Your showroom order is in. Keep your order number for your consultant.',
      },
      myOrders: {
        title: 'Order History | YBD Showroom',
        description:
          'Every order placed through the showroom, with its production status and delivery tracking.',
      },
      myInfo: {
        title: 'Account Details | YBD Showroom',
        description:
          'Keep your company details, delivery addresses and sign-in settings up to date.',
      },
      myDesigns: {
        title: 'Saved Designs | YBD Showroom',
        description: 'Designs you created with us in the showroom, ready to review or reorder.',
      },
      forgotPassword: {
        title: 'Forgotten Password | YBD Showroom',
        description: 'We will email you a secure link to choose a new showroom account password.',
      },
      resetPassword: {
        title: 'Choose a New Password | YBD Showroom',
        description: 'Set a new password for your YBD Showroom account.',
      },
      loginAndRegistration: {
        title: 'Sign In | YBD Showroom',
        description: 'Sign in to your showroom account or register your business with YBD.',
      },
      shopAllSampleBoxes: {
        title: 'Sample Boxes | YBD Showroom',
        description: 'Order physical samples of the showroom box styles for $1 each, up to three.',
      },
      shopAllBoxes: {
        title: 'The Showroom Collection | YBD',
        description:
          'Browse the premium mailer, shipper and gift boxes on display in the YBD showroom.',
      },
    },
    de: {
      templateMaker: {
        title: 'Vorlagen-Generator | YBD Showroom',
        description:
          'Erstellen Sie die passende Stanzkontur für die Schachtel aus dem Showroom und laden Sie sie als PDF.',
      },
      approveDesign: {
        title: 'Showroom-Design freigeben | YBD',
        description:
          'Bestätigen Sie Design und Menge, die Sie mit Ihrer Beratung im Showroom gewählt haben.',
      },
      cart: {
        title: 'Ihre Auswahl | YBD Showroom',
        description:
          'Die im Showroom ausgewählten Schachteln mit Mengen, Preisen und Versandschätzung.',
      },
      shippingAddress: {
        title: 'Lieferadresse | YBD Showroom',
        description: 'Wohin sollen wir Ihre Showroom-Bestellung liefern? USA und Kanada.',
      },
      shippingMethod: {
        title: 'Lieferoptionen | YBD Showroom',
        description: 'Wählen Sie die Liefergeschwindigkeit und sehen Sie den Ankunftstermin.',
      },
      paymentInfo: {
        title: 'Zahlung | YBD Showroom',
        description: 'Schließen Sie Ihre Showroom-Bestellung per Karte oder auf Rechnung ab.',
      },
      orderConfirmation: {
        title: 'Showroom-Bestellung bestätigt | YBD',
        description:
          'Ihre Bestellung ist eingegangen. Bewahren Sie die Bestellnummer für Ihre Beratung auf.',
      },
      myOrders: {
        title: 'Bestellverlauf | YBD Showroom',
        description:
          'Alle Bestellungen aus dem Showroom mit Produktionsstatus und Sendungsverfolgung.',
      },
      myInfo: {
        title: 'Kontodaten | YBD Showroom',
        description: 'Firmendaten, Lieferadressen und Anmeldeeinstellungen aktuell halten.',
      },
      myDesigns: {
        title: 'Gespeicherte Designs | YBD Showroom',
        description: 'Ihre im Showroom erstellten Designs, bereit zur Ansicht oder Nachbestellung.',
      },
      forgotPassword: {
        title: 'Passwort vergessen | YBD Showroom',
        description: 'Wir senden Ihnen einen sicheren Link, um ein neues Passwort zu wählen.',
      },
      resetPassword: {
        title: 'Neues Passwort wählen | YBD Showroom',
        description: 'Legen Sie ein neues Passwort für Ihr YBD-Showroom-Konto fest.',
      },
      loginAndRegistration: {
        title: 'Anmelden | YBD Showroom',
        description: 'Melden Sie sich an oder registrieren Sie Ihr Unternehmen bei YBD.',
      },
      shopAllSampleBoxes: {
        title: 'Musterschachteln | YBD Showroom',
        description: 'Bestellen Sie Muster der Showroom-Schachteln für je 1 $, bis zu drei Stück.',
      },
      shopAllBoxes: {
        title: 'Die Showroom-Kollektion | YBD',
        description:
          'Entdecken Sie die Premium-Mailer, Versand- und Geschenkschachteln aus dem YBD-Showroom.',
      },
    },
  },
};
