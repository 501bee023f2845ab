import { useMessages } from '@storefront/ui-kit/i18n';
import { CART_NAMESPACE, cartMessages } from '../lib/cart.messages';

/**
 * A translate function of the `cart` namespace.
 *
 * @example
 * const label = (t: CartTranslate) => t('summary.total');
 */
export type CartTranslate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The `cart` namespace's translate function and language, registering `cartMessages` in the
 * app's i18n instance on first use when the app has not (so apps need no setup).
 *
 * @example
 * const { t } = useCartTranslation();
 * t('summary.total'); // 'Total'
 */
export function useCartTranslation(): { t: CartTranslate; language: string } {
  const { t, language } = useMessages(CART_NAMESPACE, cartMessages);
  return { t, language };
}
