import type { BrandCopy } from '../brand-copy';

/** Kartonwerk's home copy in German, loaded when the home page renders. */
export const brandCopy: BrandCopy = {
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
};
