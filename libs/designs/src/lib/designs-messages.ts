import { designsMessagesDe } from './messages/designs.messages.de';
import { designsMessagesEn } from './messages/designs.messages.en';

/** The namespace the designs components read their strings from. */
export const DESIGNS_NAMESPACE = 'designs';

/**
 * Strings of the designs components (i18n namespace `designs`), English and German with the
 * same keys (the German catalogue is typed by the English one). English keeps the spec's
 * wording: 'Design name required', 'No Designs Available', 'In Order to add to cart, please
 * check the checkbox'.
 *
 * @example
 * registerMessages(i18n, DESIGNS_NAMESPACE, designsMessages);
 */
export const designsMessages = {
  en: designsMessagesEn,
  de: designsMessagesDe,
} as const;
