import type { BrandTexts } from '../brand-copy';

/** Kartonwerk's home and shell copy and its SEO table in English, loaded with the language. */
export const brandTexts: BrandTexts = {
  copy: {
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
  },
  pageMeta: {
    templateMaker: {
      title: 'Dieline Generator | Kartonwerk',
      description:
        'Choose a box style, enter inside dimensions in millimetres and download the dieline as SVG or PDF for your artwork.',
    },
    shopAllBoxes: {
      title: 'All Box Styles | Kartonwerk',
      description:
        'Shipping boxes, mailers, gift and gable boxes: pick a template and design your own artwork.',
    },
  },
};
