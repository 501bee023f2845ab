import type { BrandCopy } from '../brand-copy';

/** Kartonwerk's home copy in English, loaded when the home page renders. */
export const brandCopy: BrandCopy = {
  tagline: 'Dielines and packaging design',
  homeHeading: 'Your box, designed to the millimetre',
  homeIntro:
    'Choose a box style, generate the dieline in your dimensions and design your artwork right on the template.',
  homePrimaryAction: 'Create a dieline',
  homeSecondaryAction: 'All box styles',
  highlights: [
    'Dielines as SVG and PDF',
    'Bleed and safe zone marked',
    'Design right on the template',
  ],
};
