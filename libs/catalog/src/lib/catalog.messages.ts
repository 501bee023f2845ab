import { catalogMessagesDe } from './catalog.messages.de';
import { catalogMessagesEn } from './catalog.messages.en';

/**
 * Strings of the catalogue's React components (i18n namespace `catalog`), in English and
 * German with the same keys, in ICU MessageFormat. Counts are plurals
 * (`{count, plural, one {…} other {…}}`), so one box is never '1 boxes'. The English texts the
 * spec quotes are kept word for word
 * (spelling included): 'Product Details', 'Our Process', 'Unable to load price. Please retry
 * again after sometime', 'Product is out of stock. Please try after sometime', 'Selected
 * quantity of item is not in stock', 'Request is invalid or expired', "We couldn't find the
 * page.", 'Unable to recieve Shipping Options for the given Postal Code'.
 *
 * @example
 * registerMessages(i18n, CATALOG_NAMESPACE, catalogMessages);
 */
export const catalogMessages = { en: catalogMessagesEn, de: catalogMessagesDe } as const;

/**
 * The shape of one language of {@link catalogMessages}.
 *
 * @example
 * const heading = (messages: CatalogMessages) => messages.boxStylesHeading;
 */
export type CatalogMessages = typeof catalogMessagesEn;
