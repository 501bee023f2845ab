import { describe, expect, it } from 'vitest';
import { defaultStore } from './default-store';
import { PAGE_KEYS, type BrandPageMeta, type PageKey } from './page-meta';
import { partnerStore } from './partner-store';
import { showroomStore } from './showroom-store';

// Every title and description of the SEO table, word for word: the 15 named pages of the
// default and showroom brands and the partner's two, in English and German. A change of copy
// is a deliberate change of this file.

const DEFAULT_COPY: BrandPageMeta = {
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
      description: 'Material fühlen und Passform prüfen: bis zu drei Musterschachteln für je 1 $.',
    },
    shopAllBoxes: {
      title: 'Alle Schachteln | BoxUp',
      description:
        'Bedruckte Versandkartons, Mailer und Geschenkschachteln in Ihrem Format – ab einer Schachtel.',
    },
  },
};

const SHOWROOM_COPY: BrandPageMeta = {
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
      description: 'Keep your company details, delivery addresses and sign-in settings up to date.',
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
};

const PARTNER_COPY: BrandPageMeta = {
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
};

describe('the SEO table', () => {
  it.each([
    ['default', defaultStore, DEFAULT_COPY],
    ['showroom', showroomStore, SHOWROOM_COPY],
    ['partner', partnerStore, PARTNER_COPY],
  ] as const)('has every title and description of the %s brand', (_brand, variant, copy) => {
    for (const language of ['en', 'de'] as const) {
      expect(Object.keys(variant.pageMeta[language]).sort()).toEqual(
        Object.keys(copy[language]).sort(),
      );
      for (const [key, meta] of Object.entries(copy[language])) {
        expect(variant.pageMeta[language][key as PageKey], `${language} ${key}`).toEqual(meta);
      }
    }
  });

  it('covers the 15 named pages for default and showroom and two for the partner', () => {
    for (const language of ['en', 'de'] as const) {
      expect(Object.keys(DEFAULT_COPY[language]).sort()).toEqual([...PAGE_KEYS].sort());
      expect(Object.keys(SHOWROOM_COPY[language]).sort()).toEqual([...PAGE_KEYS].sort());
      expect(Object.keys(PARTNER_COPY[language]).sort()).toEqual(['shopAllBoxes', 'templateMaker']);
    }
  });

  it('reaches the document through the seo catalogue of each brand', async () => {
    const { createStorefrontI18n } = await import('../i18n/create-storefront-i18n');
    for (const [variant, copy] of [
      [defaultStore, DEFAULT_COPY],
      [showroomStore, SHOWROOM_COPY],
      [partnerStore, PARTNER_COPY],
    ] as const) {
      const i18n = await createStorefrontI18n({ variant, culture: variant.defaultCulture });
      const language = i18n.language.startsWith('de') ? 'de' : 'en';
      for (const [key, meta] of Object.entries(copy[language])) {
        expect(i18n.t(`${key}.title`, { ns: 'seo' })).toBe(meta.title);
        expect(i18n.t(`${key}.description`, { ns: 'seo' })).toBe(meta.description);
      }
    }
  });
});
