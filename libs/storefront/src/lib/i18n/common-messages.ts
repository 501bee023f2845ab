import { commonMessagesDe } from './common.messages.de';
import { commonMessagesEn } from './common.messages.en';

/**
 * Strings of the app shell and the pages every brand shares, in both catalogue languages.
 * The German catalogue must have exactly the keys of the English one (a test checks it).
 * The apps load only the shopper's language (`createStorefrontI18n`); this object of both is
 * for tests and tools.
 */
export const commonMessages = { en: commonMessagesEn, de: commonMessagesDe } as const;
