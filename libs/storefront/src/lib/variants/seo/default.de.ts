import type { BrandPageMeta } from '../brand-copy';

/**
 * BoxUp's search-engine titles and descriptions in German: loaded when the browser first
 * shows one of these pages, never in a first load (the server renders them into the head).
 */
export const brandPageMeta: BrandPageMeta = {
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
    description: 'Profil, gespeicherte Adressen, Passwort und Newsletter-Einstellungen verwalten.',
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
};
