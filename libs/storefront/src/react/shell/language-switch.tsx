import { useId } from 'react';
import { catalogueLanguage } from '../../lib/i18n/culture';
import { switchStorefrontLanguage } from '../storefront-i18n';
import { TENANT_CULTURES } from '../../lib/variants/store-variant';
import { storeCulture } from '../culture-storage';
import { useStoreVariant } from '../storefront-context';
import { useMessages } from '@storefront/ui-kit/i18n';

/** The culture each catalogue language switches to, per tenant (its first allowed one). */
function culturesByLanguage(tenant: keyof typeof TENANT_CULTURES) {
  const byLanguage = new Map<'en' | 'de', string>();
  for (const culture of TENANT_CULTURES[tenant]) {
    const language = catalogueLanguage(culture);
    if (!byLanguage.has(language)) byLanguage.set(language, culture);
  }
  return byLanguage;
}

/** Keeps the chosen culture for later visits and sets the document's language. */
function rememberCulture(culture: string) {
  storeCulture(culture);
  document.documentElement.lang = culture;
}

/**
 * Lets the shopper switch between the catalogue languages the brand's tenant allows (the
 * German tenant: Deutsch and English). Renders nothing for single-language tenants. The choice
 * is kept in localStorage and a cookie (the server renders the next page in it).
 *
 * @example
 * <LanguageSwitch />
 */
export function LanguageSwitch() {
  const { t, i18n, language } = useMessages('common');
  const variant = useStoreVariant();
  const { tenant } = variant;
  const id = useId();
  const options = culturesByLanguage(tenant);
  if (options.size < 2) return null;

  function choose(next: 'en' | 'de') {
    const culture = options.get(next);
    if (!culture) return;
    rememberCulture(culture);
    // The other language's shell strings load with the switch (a page ships only its own).
    void switchStorefrontLanguage(i18n, next);
  }

  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-ink-muted">
        {t('shell.language')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => choose(event.target.value as 'en' | 'de')}
        className="rounded-brand border-ink-muted bg-surface text-ink focus-visible:outline-brand-primary border px-2 py-1 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {[...options.keys()].map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`shell.languageNames.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
