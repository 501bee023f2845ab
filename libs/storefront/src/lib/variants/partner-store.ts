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
  copy: {
    de: {
      tagline: 'Stanzkonturen und Verpackungsdesign',
      homeHeading: 'Ihre Schachtel, millimetergenau gestaltet',
      homeIntro:
        'Wählen Sie eine Schachtelart, erzeugen Sie die Stanzkontur in Ihren Maßen und gestalten Sie Ihr Druckbild direkt auf der Vorlage.',
      homePrimaryAction: 'Stanzkontur erstellen',
      homeSecondaryAction: 'Alle Schachtelarten',
      highlights: [
        'Stanzkonturen als SVG und PDF',
        'Beschnitt und Sicherheitsabstand eingezeichnet',
        'Design direkt auf der Vorlage',
      ],
    },
    en: {
      tagline: 'Dielines and packaging design',
      homeHeading: 'Your box, designed to the millimetre',
      homeIntro:
        'Choose a box style, generate the dieline in your dimensions and design your artwork right on the template.',
      homePrimaryAction: 'Create a dieline',
      homeSecondaryAction: 'All box styles',
      highlights: [
        'Dielines as SVG and PDF',
        'Bleed and safe zone marked',
        'Design right on the template',
      ],
    },
  },
  pageMeta: {
    de: {
      templateMaker: {
        title: 'Stanzkontur-Generator | Kartonwerk',
        description:
          'Schachtelart wählen, Innenmaße in Millimetern eingeben und die Stanzkontur als SVG oder PDF für Ihr Druckbild herunterladen.',
      },
      shopAllBoxes: {
        title: 'Alle Schachtelarten | Kartonwerk',
        description:
          'Versandkartons, Mailer, Geschenk- und Giebelschachteln: Vorlage wählen und Ihr eigenes Design gestalten.',
      },
    },
    en: {
      templateMaker: {
        title: 'Dieline Generator | Kartonwerk',
        description:
          'Choose a box style, enter inside dimensions in millimetres and download the dieline as SVG or PDF for your artwork.',
      },
      shopAllBoxes: {
        title: 'All Box Styles | Kartonwerk',
        description:
          'Shipping boxes, mailers, gift and gable boxes: pick a template and design your own artwork.',
      },
    },
  },
};
