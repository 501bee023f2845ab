/**
 * The $1 sample boxes page's strings (i18n namespace `sampleBoxes`), registered when the page
 * renders.
 */
export const SAMPLE_BOXES_NAMESPACE = 'sampleBoxes';

/** The {@link SAMPLE_BOXES_NAMESPACE} catalogue per language, loaded on demand. */
export const sampleBoxesMessageLoaders = {
  en: () => import('./sample-boxes.messages.en').then((module) => module.sampleBoxesMessagesEn),
  de: () => import('./sample-boxes.messages.de').then((module) => module.sampleBoxesMessagesDe),
};
