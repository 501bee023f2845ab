import { formatMoney, type Money } from '@storefront/pricing';
import { useIntlLocale, useMessages } from '@storefront/ui-kit/i18n';
import { formatOrderDay, formatOrderPlacedAt, type OrderDates } from '../lib/order-dates';
import { ORDERS_NAMESPACE, ordersMessages } from '../lib/orders.messages';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The `t` of the `orders` namespace (registered from `ordersMessages` on first use when the app
 * has not) and formatters in the shopper's language (internal).
 */
export function useOrdersFormat() {
  const { t } = useMessages(ORDERS_NAMESPACE, ordersMessages);
  const locale = useIntlLocale();
  const safe = <T>(format: () => T, fallback: T): T => {
    try {
      return format();
    } catch {
      // Malformed service data is shown as absent (spec) instead of breaking the page.
      return fallback;
    }
  };
  return {
    t: t as Translate,
    locale,
    money: (amount: Money) => formatMoney(amount, locale),
    /** An order's date, MM/DD/YYYY hh:mma in New York (completed date for migrated orders). */
    placedAt: (order: OrderDates) => safe(() => formatOrderPlacedAt(order), null),
    /** A calendar day (arrival, expected by), MM/DD/YYYY. */
    day: (value: string | null | undefined) => safe(() => formatOrderDay(value), null),
  };
}
