import dayjs from 'dayjs';
import 'dayjs/locale/de.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { CatalogueLanguage } from '../variants/page-meta';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The time zone dates of the storefront are shown in (spec: America/New_York).
 *
 * @example
 * STOREFRONT_TIME_ZONE; // 'America/New_York'
 */
export const STOREFRONT_TIME_ZONE = 'America/New_York';

/** The spec's empty date; anything on 0001-01-01 counts as no date. */
const EMPTY_DATE_PREFIX = '0001-01-01';

/** Long date formats per catalogue language (the spec's 'MMMM D' with the year). */
const FORMATS: Record<CatalogueLanguage, string> = {
  en: 'MMMM D, YYYY',
  de: 'D. MMMM YYYY',
};

/**
 * A date of the content service (a post's `publishedAt`, a page's `updatedAt`) as shoppers
 * read it, in the storefront's time zone: 'April 22, 2026' in English, '22. April 2026' in
 * German. An absent, empty (0001-01-01) or unreadable date gives `null`.
 *
 * @example
 * formatContentDate('2026-04-22T08:00:00.000Z', 'en'); // 'April 22, 2026'
 * formatContentDate('2026-04-22T08:00:00.000Z', 'de'); // '22. April 2026'
 */
export function formatContentDate(
  value: string | null | undefined,
  language: CatalogueLanguage,
): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  if (value.trim().startsWith(EMPTY_DATE_PREFIX)) return null;
  const date = dayjs.utc(value.trim());
  if (!date.isValid()) return null;
  return date.tz(STOREFRONT_TIME_ZONE).locale(language).format(FORMATS[language]);
}
