import type { BrandCopy } from '../brand-copy';

/** YBD Showroom's home copy in German, loaded when the home page renders. */
export const brandCopy: BrandCopy = {
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
};
