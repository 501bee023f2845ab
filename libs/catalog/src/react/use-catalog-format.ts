import { formatMoney, type Money } from '@storefront/pricing';
import { useIntlLocale, useMessages } from '@storefront/ui-kit/i18n';
import { CATALOG_NAMESPACE } from '../lib/catalog-messages';

// One formatter per locale: building an Intl formatter costs far more than using one, and a
// product page formats every quantity option of its price table while it hydrates.
const counts = new Map<string, Intl.NumberFormat>();
const days = new Map<string, Intl.DateTimeFormat>();

function formatterOf<Formatter>(
  cache: Map<string, Formatter>,
  locale: string,
  create: () => Formatter,
) {
  let formatter = cache.get(locale);
  if (!formatter) {
    formatter = create();
    cache.set(locale, formatter);
  }
  return formatter;
}

/** The `t` of the `catalog` namespace and formatters in the shopper's language (internal). */
export function useCatalogFormat() {
  const { t } = useMessages(CATALOG_NAMESPACE);
  const locale = useIntlLocale();
  return {
    t,
    locale,
    money: (amount: Money) => formatMoney(amount, locale),
    count: (value: number) =>
      formatterOf(counts, locale, () => new Intl.NumberFormat(locale)).format(value),
    /** A day as shoppers read it: "Monday, March 16" / "Montag, 16. März". */
    day: (date: Date | string) =>
      formatterOf(
        days,
        locale,
        () => new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric' }),
      ).format(new Date(date)),
  };
}
