import { useTranslation } from 'react-i18next';
import { CART_NAMESPACE, cartMessages } from '../lib/cart-messages';

/**
 * A translate function of the `cart` namespace.
 *
 * @example
 * const label = (t: CartTranslate) => t('summary.total');
 */
export type CartTranslate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The `cart` namespace's translate function and language, registering `cartMessages` in the
 * app's i18next instance on first use when the app has not (so apps need no setup).
 *
 * @example
 * const { t } = useCartTranslation();
 * t('summary.total'); // 'Total'
 */
export function useCartTranslation(): { t: CartTranslate; language: string } {
  const { i18n } = useTranslation();
  for (const language of ['en', 'de'] as const) {
    if (!i18n.hasResourceBundle(language, CART_NAMESPACE)) {
      i18n.addResourceBundle(language, CART_NAMESPACE, cartMessages[language], true, false);
    }
  }
  const { t, i18n: instance } = useTranslation(CART_NAMESPACE);
  return {
    t: t as CartTranslate,
    language: instance.resolvedLanguage ?? instance.language ?? 'en',
  };
}
