import { formatMoney, type Money } from '@storefront/pricing';
import { useIntlLocale, useMessages } from '@storefront/ui-kit/i18n';
import { CATALOG_NAMESPACE } from '../lib/catalog-messages';

/** The `t` of the `catalog` namespace and formatters in the shopper's language (internal). */
export function useCatalogFormat() {
  const { t } = useMessages(CATALOG_NAMESPACE);
  const locale = useIntlLocale();
  return {
    t,
    locale,
    money: (amount: Money) => formatMoney(amount, locale),
    count: (value: number) => value.toLocaleString(locale),
    /** A day as shoppers read it: "Monday, March 16" / "Montag, 16. März". */
    day: (date: Date | string) =>
      new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric' }).format(
        new Date(date),
      ),
  };
}
