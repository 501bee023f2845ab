import { checkCartConfirmation, type TransformedCart } from '@storefront/cart';
import { useCartStore, useCartTranslation } from '@storefront/cart/react';
import { useState } from 'react';

/**
 * The spec's confirmation checks before a checkout step goes on, with the step's alerts:
 * `confirmed(cart)` answers `true` when nothing changed; otherwise it shows each finding (a
 * changed price, coupon, shipping method or arrival date) in `alerts` and reads the cart again,
 * so the one-off flags clear and the next try goes on (an invalid coupon stays until it is
 * removed). `setAlerts` shows the step's other messages in the same place.
 *
 * @example
 * const { alerts, confirmed } = useCartConfirmation();
 * if (await confirmed(cart)) void navigate('/payment-info');
 */
export function useCartConfirmation(options: { requireAddresses?: boolean } = {}) {
  const cartT = useCartTranslation().t;
  const load = useCartStore((state) => state.load);
  const [alerts, setAlerts] = useState<string[]>([]);

  async function confirmed(cart: TransformedCart): Promise<boolean> {
    const reasons = checkCartConfirmation(cart, options);
    if (reasons.length === 0) return true;
    setAlerts(reasons.map((reason) => cartT(`confirmation.${reason}`)));
    await load({ recalculate: true }).catch(() => undefined);
    return false;
  }

  return { alerts, setAlerts, confirmed };
}
