import type { BrandCopy } from '../brand-copy';

/** BoxUp's home copy in English, loaded when the home page renders. */
export const brandCopy: BrandCopy = {
  tagline: 'Custom printed boxes, from one to thousands',
  homeHeading: 'Custom printed boxes that ship your brand',
  homeIntro:
    'Choose a box style, set your size, design it online or upload your artwork, and we print and ship it. Try a $1 sample box before you order.',
  homePrimaryAction: 'Shop all boxes',
  homeSecondaryAction: 'Get $1 sample boxes',
  highlights: [
    'Seven box styles in any size',
    'Free online designer and templates',
    'Price falls as your quantity grows',
  ],
};
