import { firstUnreadyMessage, recalculationMessage, type TransformedCart } from '@storefront/cart';
import { CartLineList, CouponForm, OrderSummary, useCartStore } from '@storefront/cart/react';
import { storefrontMessages } from '@storefront/http';
import { Button, LinkButton } from '@storefront/ui-kit';
import { lazy, Suspense, useEffect } from 'react';
import { StoreLink, useStoreNavigate } from '../../store-link';
import { useStoreVariant } from '../../storefront-context';
import {
  CheckoutAlerts,
  checkoutCartRoute,
  CheckoutColumns,
  CheckoutLoading,
} from './checkout-layout';
import { useCheckoutMessages } from './use-checkout-messages';
import { useCartConfirmation } from './use-cart-confirmation';
import { cartFailureMessage } from './storefront-cart-store';
import { useMessages } from '@storefront/ui-kit/i18n';

// The upsell (catalogue client, product configs, prices) loads only in stores that show it.
const CartUpsellOffers = lazy(() =>
  import('./cart-upsell-offers').then((module) => ({ default: module.CartUpsellOffers })),
);

/** The note under the sales tax while the tax waits for an address. */
const TAX_NEEDS_ADDRESS = 'EstimatedTaxNeedsMoreInfo';

/** Messages of the cart's recalculation that the shopper must act on (not the tax note). */
function recalculationAlerts(cart: TransformedCart): string[] {
  return [
    ...new Set(
      cart.recalculationReasons
        .filter((reason) => reason.code !== TAX_NEEDS_ADDRESS)
        .map((reason) => recalculationMessage(reason.code)),
    ),
  ];
}

function EmptyCart() {
  const { t } = useCheckoutMessages();
  return (
    <div className="rounded-brand bg-surface-muted flex flex-col items-start gap-3 p-6">
      <h2 className="font-brand-heading text-ink text-2xl">{t('cart.empty')}</h2>
      <p className="text-ink-muted">{t('cart.emptyText')}</p>
      <div className="flex flex-wrap gap-3">
        <LinkButton as={StoreLink} to="/shop-all-boxes">
          {t('cart.shopAll')}
        </LinkButton>
        <LinkButton as={StoreLink} to="/shop-all-sample-boxes" variant="secondary">
          {t('cart.samples')}
        </LinkButton>
      </div>
    </div>
  );
}

function CartView() {
  const { t } = useCheckoutMessages();
  const common = useMessages('common').t;
  const navigate = useStoreNavigate();
  const { features } = useStoreVariant();
  const cart = useCartStore((state) => state.cart);
  const status = useCartStore((state) => state.status);
  const error = useCartStore((state) => state.error);
  const isUpdating = useCartStore((state) => state.isUpdating);
  const load = useCartStore((state) => state.load);
  const changeQuantity = useCartStore((state) => state.changeQuantity);
  const removeLineItem = useCartStore((state) => state.removeLineItem);
  const applyCoupon = useCartStore((state) => state.applyCoupon);
  const removeCoupon = useCartStore((state) => state.removeCoupon);
  const { alerts, setAlerts, confirmed } = useCartConfirmation({ requireAddresses: false });

  // The cart page re-checks prices, stock and arrival dates with the service.
  useEffect(() => {
    void load({ recalculate: true }).catch(() => undefined);
  }, [load]);

  if (!cart && (status === 'idle' || status === 'loading')) {
    return <CheckoutLoading label={common('loading')} />;
  }
  if (!cart && status === 'error') {
    return (
      <div className="flex flex-col items-start gap-3">
        <CheckoutAlerts
          messages={[cartFailureMessage(error, storefrontMessages.cart.fetchFailed)]}
        />
        <Button
          variant="secondary"
          onClick={() => void load({ recalculate: true }).catch(() => undefined)}
        >
          {t('errors.tryAgain')}
        </Button>
      </div>
    );
  }
  if (!cart || cart.lines.length === 0) return <EmptyCart />;

  const unready = firstUnreadyMessage(cart);
  const taxNote = cart.recalculationReasons.some((reason) => reason.code === TAX_NEEDS_ADDRESS)
    ? recalculationMessage(TAX_NEEDS_ADDRESS)
    : undefined;
  const shown = [
    ...new Set([...(unready ? [unready] : []), ...recalculationAlerts(cart), ...alerts]),
  ];

  async function checkout(current: TransformedCart) {
    if (await confirmed(current)) void navigate('/shipping-address');
  }

  return (
    <CheckoutColumns
      cart={cart}
      aside={
        <>
          <CouponForm
            appliedCode={cart.couponDetails.couponCode}
            isValid={cart.couponDetails.isValid}
            displayMessage={cart.couponDetails.displayMessage}
            expirationMessage={cart.couponDetails.expirationMessage}
            disabled={isUpdating}
            onApply={(code) => applyCoupon(code)}
            onRemove={() => removeCoupon()}
          />
          <OrderSummary
            total={cart.cartTotal}
            couponCode={cart.couponDetails.couponCode}
            taxNote={taxNote}
          >
            <Button
              size="lg"
              disabled={isUpdating || unready !== null}
              onClick={() => void checkout(cart)}
            >
              {t('cart.checkout')}
            </Button>
          </OrderSummary>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <CheckoutAlerts messages={shown} />
        <CartLineList
          lines={cart.lines}
          busy={isUpdating}
          onQuantityChange={async (line, quantity) => {
            setAlerts([]);
            try {
              await changeQuantity(line.id, quantity);
            } catch (failure) {
              setAlerts([cartFailureMessage(failure, storefrontMessages.cart.fetchFailed)]);
              throw failure;
            }
          }}
          onRemove={async (line) => {
            setAlerts([]);
            try {
              await removeLineItem(line.id);
            } catch (failure) {
              setAlerts([cartFailureMessage(failure, storefrontMessages.cart.removeProductFailed)]);
            }
          }}
        />
        <LinkButton as={StoreLink} to="/shop-all-boxes" variant="ghost" className="self-start">
          {t('cart.continueShopping')}
        </LinkButton>
        {features.upsell ? (
          <Suspense fallback={null}>
            <CartUpsellOffers />
          </Suspense>
        ) : null}
      </div>
    </CheckoutColumns>
  );
}

/**
 * `/cart`: the lines (preview, name, attributes, price; quantity and remove), the promo code
 * box, the order summary and Checkout; where the store shows the upsell, 'Complete your order'
 * offers the shipping box insert and $1 samples of the box styles in the cart. Lines that
 * cannot be checked out say why and hold Checkout back; a changed price, coupon, shipping
 * method or arrival date is shown with the spec's confirmation message before the shopper goes
 * on. An empty cart points to the shop.
 *
 * @example
 * { path: '/cart', lazy: () => import('./cart-page') }
 */
export const CartRoutePage = checkoutCartRoute('cart', 'cart', CartView);
