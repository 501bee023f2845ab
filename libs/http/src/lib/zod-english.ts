import { config, globalConfig } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

/**
 * Makes zod report its issues in English, as classic `zod` does on its own: `zod/mini` sets no
 * locale, and its issues would all read "Invalid input". A locale set earlier (classic zod's, or
 * the app's own `z.config`) is kept. Returns whether it set the locale. Loaded by
 * `validate-schema.ts` only when a zod schema has failed, so no first load carries zod for it.
 */
export function ensureEnglishZodMessages(): boolean {
  if (globalConfig.localeError) return false;
  config(en());
  return true;
}
