import { contentMessagesDe } from './content.messages.de';
import { contentMessagesEn } from './content.messages.en';

/**
 * Strings of the content components (i18n namespace `content`), English and German with the
 * same keys, for tests and tools (the form loads only the shopper's language,
 * `contentMessageLoaders`). `form.required` takes the field's label as `{label}`.
 *
 * @example
 * registerMessages(i18n, CONTENT_NAMESPACE, contentMessages);
 */
export const contentMessages = { en: contentMessagesEn, de: contentMessagesDe } as const;
