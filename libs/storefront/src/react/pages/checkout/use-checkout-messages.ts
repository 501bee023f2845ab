import { CART_NAMESPACE, cartMessages } from '@storefront/cart';
import { useMessages } from '@storefront/ui-kit/i18n';
import { CHECKOUT_NAMESPACE, checkoutMessages } from './checkout.messages';

/**
 * Registers the checkout pages' strings (and the cart library's `cart` namespace, which the
 * checkout steps read) the first time a page that needs them renders, so apps without a cart
 * never load them, and answers the checkout namespace's translate function.
 *
 * @example
 * const { t } = useCheckoutMessages();
 * t('cart.heading'); // 'Your cart'
 */
export function useCheckoutMessages() {
  useMessages(CART_NAMESPACE, cartMessages);
  return useMessages(CHECKOUT_NAMESPACE, checkoutMessages);
}
