import type { BrandCopy } from '../brand-copy';

/** YBD's home and shell copy in English, loaded with the language. */
export const brandCopy: BrandCopy = {
  tagline: 'Premium packaging, chosen in person',
  homeHeading: 'Welcome to the YBD Showroom',
  homeIntro:
    'Touch the boards, compare the finishes and build your selection with a packaging consultant. Every box on display can be sized and printed for you.',
  homePrimaryAction: 'Browse the collection',
  homeSecondaryAction: 'Open the template maker',
  highlights: [
    'Curated premium box styles',
    'Quotes for larger runs',
    'Quantity planning with your consultant',
  ],
};
