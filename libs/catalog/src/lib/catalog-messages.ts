/**
 * Strings of the catalogue's React components (i18n namespace `catalog`), in English and
 * German with the same keys.
 *
 * @example
 * i18n.addResourceBundle('en', 'catalog', catalogMessages.en);
 */
export const catalogMessages = {
  en: {
    boxStyles: {
      displayMailer: 'Display mailer',
      shipper: 'Shipping box',
      giftMailer: 'Gift mailer',
      squareMailer: 'Square mailer',
      gableBox: 'Gable box',
      endOpenMailer: 'End open mailer',
      documentMailer: 'Document mailer',
    },
    boxStylesHeading: 'Box styles',
  },
  de: {
    boxStyles: {
      displayMailer: 'Präsentations-Mailer',
      shipper: 'Versandkarton',
      giftMailer: 'Geschenk-Mailer',
      squareMailer: 'Quadratischer Mailer',
      gableBox: 'Giebelschachtel',
      endOpenMailer: 'Stirnseitig offener Mailer',
      documentMailer: 'Dokumenten-Mailer',
    },
    boxStylesHeading: 'Schachtelarten',
  },
} as const;

/** The namespace the catalogue's components read their strings from. */
export const CATALOG_NAMESPACE = 'catalog';
