import { config, globalConfig } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

/**
 * Makes zod report its issues in English, as classic `zod` does on its own: `zod/mini` (the
 * tree-shakable API these schemas use, so the first page load carries no classic zod) sets no
 * locale, and its issues would all read "Invalid input". Called where the schemas are made;
 * a locale set earlier (classic zod's, or the app's own `z.config`) is kept.
 */
export function ensureEnglishZodMessages(): void {
  if (!globalConfig.localeError) config(en());
}
