import type { TransformedCart } from '@storefront/cart';
import { DeliveryOptionsForm, useCartStore, useCartTranslation } from '@storefront/cart/react';
import { isApiError } from '@storefront/http';
import { Button, Spinner } from '@storefront/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useStoreNavigate } from '../../store-link';
import {
  CheckoutAlerts,
  checkoutCartRoute,
  CheckoutColumns,
  CheckoutStepButtons,
} from './checkout-layout';
import { useCheckoutMessages } from './use-checkout-messages';
import { useCartConfirmation } from './use-cart-confirmation';
import { useCheckoutCart } from './use-checkout-cart';
import { cartFailureMessage } from './storefront-cart-store';
import { useCartApi } from './use-storefront-cart';
import { useMessages } from '@storefront/ui-kit/i18n';

function DeliveryOptions({
  cart,
  onError,
}: {
  cart: TransformedCart;
  onError: (message: string | null) => void;
}) {
  const { t } = useCheckoutMessages();
  const cartT = useCartTranslation().t;
  const common = useMessages('common').t;
  const navigate = useStoreNavigate();
  const api = useCartApi();
  const setShippingMethods = useCartStore((state) => state.setShippingMethods);
  const isUpdating = useCartStore((state) => state.isUpdating);
  const address = cart.shippingAddress;
  // Quoted again when the lines or the shipping address change (not for a new option choice).
  const options = useQuery({
    queryKey: [
      'checkout',
      'delivery-options',
      cart.id,
      cart.lines.map((line) => `${line.id}:${line.quantity}`).join(','),
      address?.country,
      address?.state,
      address?.postalCode,
    ],
    queryFn: () => api.getDeliveryOptions(cart.id),
    retry: false,
  });

  if (options.isPending) return <Spinner label={common('loading')} />;
  if (options.isError) {
    const unavailable =
      isApiError(options.error) && options.error.serviceCode === 'ShippingOptionsUnavailable';
    return (
      <div className="flex flex-col items-start gap-3">
        <CheckoutAlerts
          messages={[
            unavailable
              ? cartT('delivery.unavailableForPostalCode')
              : cartFailureMessage(options.error, t('errors.tryAgain')),
          ]}
        />
        {unavailable ? (
          <Button variant="secondary" onClick={() => void navigate('/shipping-address')}>
            {t('shippingMethods.editAddress')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => void options.refetch()}>
            {t('shippingMethods.tryAgain')}
          </Button>
        )}
      </div>
    );
  }
  const byLine = new Map(options.data.items.map((item) => [item.lineItemId, item]));
  if (options.data.items.every((item) => item.deliveryOptions.length === 0)) {
    return <CheckoutAlerts messages={[cartT('delivery.noMethods')]} />;
  }
  return (
    <DeliveryOptionsForm
      disabled={isUpdating}
      items={cart.lines.map((line) => ({
        lineItemId: line.id,
        name: line.name,
        options: byLine.get(line.id)?.deliveryOptions ?? [],
        selectedId: line.shippingInfo?.eCommerceDeliveryOptionId ?? null,
      }))}
      onSelect={(lineItemId, eCommerceDeliveryOptionId) => {
        onError(null);
        setShippingMethods([{ lineItemId, eCommerceDeliveryOptionId }]).catch((error) =>
          onError(cartFailureMessage(error, t('errors.tryAgain'))),
        );
      }}
    />
  );
}

function ShippingMethodsView() {
  const { t } = useCheckoutMessages();
  const navigate = useStoreNavigate();
  const { cart, fallback } = useCheckoutCart();
  const isUpdating = useCartStore((state) => state.isUpdating);
  const [error, setError] = useState<string | null>(null);
  const { alerts, confirmed } = useCartConfirmation();
  if (!cart) return fallback;

  async function proceed(current: TransformedCart) {
    if (await confirmed(current)) void navigate('/payment-info');
  }

  return (
    <CheckoutColumns cart={cart}>
      <div className="flex flex-col gap-4">
        <p className="text-ink-muted">{t('shippingMethods.intro')}</p>
        <CheckoutAlerts messages={[...(error ? [error] : []), ...alerts]} />
        <DeliveryOptions cart={cart} onError={setError} />
        <CheckoutStepButtons
          next={{
            label: t('shippingMethods.continue'),
            disabled: isUpdating,
            onClick: () => void proceed(cart),
          }}
          back={{ label: t('shippingMethods.back'), to: '/shipping-address' }}
        />
      </div>
    </CheckoutColumns>
  );
}

/**
 * `/shipping-methods`: each line's delivery options (name, carrier service, price, arrival date
 * counted in work days) with its current option chosen, or Standard by default; a choice is
 * saved at once and the summary follows. 'No shipping methods available' without options;
 * 'Unable to recieve Shipping Options for the given Postal Code' for an address the carriers
 * cannot quote, with a way back to it.
 *
 * @example
 * { path: '/shipping-methods', lazy: () => import('./shipping-methods-page') }
 */
export const ShippingMethodsRoutePage = checkoutCartRoute(
  'shippingMethod',
  'shippingMethods',
  ShippingMethodsView,
);
