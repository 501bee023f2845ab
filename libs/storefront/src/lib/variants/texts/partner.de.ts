import type { BrandTexts } from '../brand-copy';

/** Kartonwerk's home and shell copy and its SEO table in German, loaded with the language. */
export const brandTexts: BrandTexts = {
  copy: {
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
  pageMeta: {
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
