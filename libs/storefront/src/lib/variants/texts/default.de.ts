import type { BrandCopy } from '../brand-copy';

/** BoxUp's home copy in German, loaded when the home page renders. */
export const brandCopy: BrandCopy = {
  tagline: 'Bedruckte Schachteln, ab einem Stück',
  homeHeading: 'Bedruckte Schachteln, die Ihre Marke verschicken',
  homeIntro:
    'Schachtelart wählen, Größe festlegen, online gestalten oder Druckdaten hochladen – wir drucken und liefern. Testen Sie vorher eine Musterschachtel für 1 $.',
  homePrimaryAction: 'Alle Schachteln',
  homeSecondaryAction: 'Musterschachteln für 1 $',
  highlights: [
    'Sieben Schachtelarten in jeder Größe',
    'Kostenloser Online-Designer und Vorlagen',
    'Je größer die Menge, desto günstiger',
  ],
};
