import type { TransformedCart } from '@storefront/cart';
import { useCartStore } from '@storefront/cart/react';
import { storefrontMessages } from '@storefront/http';
import { Button, LinkButton } from '@storefront/ui-kit';
import { useEffect, type ReactNode } from 'react';
import { StoreLink } from '../../store-link';
import { CheckoutAlerts, CheckoutLoading } from './checkout-layout';
import { useCheckoutMessages } from './use-checkout-messages';
import { cartFailureMessage } from './storefront-cart-store';
import { useMessages } from '@storefront/ui-kit/i18n';

/**
 * Loads the cart when a checkout page opens and answers it, or what to show instead: a spinner
 * while the first read runs, the failure with Try again, or (for a cart without lines) a way
 * back to the cart.
 *
 * @example
 * const { cart, fallback } = useCheckoutCart({ recalculate: true });
 * if (!cart) return fallback;
 */
export function useCheckoutCart(options: { recalculate?: boolean } = {}): {
  cart: TransformedCart | null;
  fallback: ReactNode | null;
} {
  const { t } = useCheckoutMessages();
  const common = useMessages('common').t;
  const cart = useCartStore((state) => state.cart);
  const status = useCartStore((state) => state.status);
  const error = useCartStore((state) => state.error);
  const load = useCartStore((state) => state.load);
  const recalculate = options.recalculate ?? false;

  useEffect(() => {
    void load({ recalculate }).catch(() => undefined);
  }, [load, recalculate]);

  if (!cart && (status === 'idle' || status === 'loading')) {
    return { cart: null, fallback: <CheckoutLoading label={common('loading')} /> };
  }
  if (!cart && status === 'error') {
    return {
      cart: null,
      fallback: (
        <div className="flex flex-col items-start gap-3">
          <CheckoutAlerts
            messages={[cartFailureMessage(error, storefrontMessages.cart.fetchFailed)]}
          />
          <Button
            variant="secondary"
            onClick={() => void load({ recalculate }).catch(() => undefined)}
          >
            {t('errors.tryAgain')}
          </Button>
        </div>
      ),
    };
  }
  if (!cart || cart.lines.length === 0) {
    return {
      cart: null,
      fallback: (
        <div className="rounded-brand bg-surface-muted flex flex-col items-start gap-3 p-6">
          <h2 className="font-brand-heading text-ink text-2xl">{t('cart.empty')}</h2>
          <LinkButton as={StoreLink} to="/shop-all-boxes">
            {t('cart.shopAll')}
          </LinkButton>
        </div>
      ),
    };
  }
  return { cart, fallback: null };
}
