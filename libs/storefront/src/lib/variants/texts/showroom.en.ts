import type { BrandCopy } from '../brand-copy';

/** YBD Showroom's home copy in English, loaded when the home page renders. */
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
