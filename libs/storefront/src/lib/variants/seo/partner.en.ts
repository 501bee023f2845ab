import type { BrandPageMeta } from '../brand-copy';

/**
 * Kartonwerk's search-engine titles and descriptions in English: loaded when the browser first
 * shows one of these pages, never in a first load (the server renders them into the head).
 */
export const brandPageMeta: BrandPageMeta = {
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
};
