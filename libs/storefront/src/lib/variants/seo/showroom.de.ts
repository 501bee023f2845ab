import type { BrandPageMeta } from '../brand-copy';

/**
 * YBD Showroom's search-engine titles and descriptions in German: loaded when the browser first
 * shows one of these pages, never in a first load (the server renders them into the head).
 */
export const brandPageMeta: BrandPageMeta = {
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
    description: 'Alle Bestellungen aus dem Showroom mit Produktionsstatus und Sendungsverfolgung.',
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
};
