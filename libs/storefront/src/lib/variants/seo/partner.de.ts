import type { BrandPageMeta } from '../brand-copy';

/**
 * Kartonwerk's search-engine titles and descriptions in German: loaded when the browser first
 * shows one of these pages, never in a first load (the server renders them into the head).
 */
export const brandPageMeta: BrandPageMeta = {
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
};
