import type { TransformedCart } from '@storefront/cart';
import { CartStoreProvider, CheckoutSteps, OrderSummary } from '@storefront/cart/react';
import { Button, Spinner } from '@storefront/ui-kit';
import type { ComponentType, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageKey } from '../../../lib/variants/page-meta';
import { usePageMeta } from '../../page-meta';
import { useStoreNavigate } from '../../store-link';
import { useCheckoutMessages } from './use-checkout-messages';
import { useStorefrontCartStore } from './use-storefront-cart';

/**
 * The frame of every checkout page: the page heading, the checkout steps and the content.
 *
 * @example
 * <CheckoutLayout heading="Your cart"><CartView /></CheckoutLayout>
 */
export function CheckoutLayout({ heading, children }: { heading: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useStoreNavigate();
  return (
    <section
      aria-labelledby="checkout-heading"
      className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8"
    >
      <CheckoutSteps
        pathname={pathname}
        onStepSelect={(step) => void navigate(step.routes[0] ?? '/cart')}
      />
      <h1 id="checkout-heading" className="font-brand-heading text-ink text-3xl">
        {heading}
      </h1>
      {children}
    </section>
  );
}

/** The cart checkout steps, by their key in the checkout messages. */
type CheckoutStep = 'cart' | 'shippingAddress' | 'shippingMethods' | 'payment';

/**
 * A checkout route that works on the shopper's cart: the page's SEO copy (`page`), the checkout
 * frame headed by the step's heading (`<step>.heading` of the checkout messages), with the
 * app's cart store provided to `children`.
 *
 * @example
 * <CheckoutCartPage page="cart" step="cart"><CartView /></CheckoutCartPage>
 */
export function CheckoutCartPage({
  page,
  step,
  children,
}: {
  page: PageKey;
  step: CheckoutStep;
  children: ReactNode;
}) {
  const { t } = useCheckoutMessages();
  usePageMeta(page);
  const store = useStorefrontCartStore();
  return (
    <CheckoutLayout heading={t(`${step}.heading`)}>
      <CartStoreProvider store={store}>{children}</CartStoreProvider>
    </CheckoutLayout>
  );
}

/**
 * The route component of a cart checkout step: `View` inside {@link CheckoutCartPage}.
 *
 * @example
 * export const CartRoutePage = checkoutCartRoute('cart', 'cart', CartView);
 */
export function checkoutCartRoute(
  page: PageKey,
  step: CheckoutStep,
  View: ComponentType,
): ComponentType {
  function CheckoutCartRoute() {
    return (
      <CheckoutCartPage page={page} step={step}>
        <View />
      </CheckoutCartPage>
    );
  }
  return CheckoutCartRoute;
}

/**
 * The two columns of a cart checkout step: its content, and beside it (below it on phones)
 * the cart's order summary, or `aside` where the step shows more there.
 *
 * @example
 * <CheckoutColumns cart={cart}><DeliveryOptions cart={cart} /></CheckoutColumns>
 */
export function CheckoutColumns({
  cart,
  aside,
  children,
}: {
  cart: TransformedCart;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-8 md:grid-cols-[1fr_22rem]">
      {children}
      <aside className="flex flex-col gap-4">
        {aside ?? (
          <OrderSummary total={cart.cartTotal} couponCode={cart.couponDetails.couponCode} />
        )}
      </aside>
    </div>
  );
}

/**
 * The buttons under a checkout step: Continue (held back while the cart updates) and a way
 * back to the previous step.
 *
 * @example
 * <CheckoutStepButtons
 *   next={{ label: 'Continue', disabled: isUpdating, onClick: () => proceed(cart) }}
 *   back={{ label: 'Back to cart', to: '/cart' }}
 * />
 */
export function CheckoutStepButtons({
  next,
  back,
}: {
  next: { label: string; disabled: boolean; onClick: () => void };
  back: { label: string; to: string };
}) {
  const navigate = useStoreNavigate();
  return (
    <div className="flex flex-wrap gap-3">
      <Button size="lg" disabled={next.disabled} onClick={next.onClick}>
        {next.label}
      </Button>
      <Button variant="ghost" size="lg" onClick={() => void navigate(back.to)}>
        {back.label}
      </Button>
    </div>
  );
}

/**
 * A list of messages the shopper must see (role alert), or nothing.
 *
 * @example
 * <CheckoutAlerts messages={['Please Update Billing and Shipping addresses to proceed']} />
 */
export function CheckoutAlerts({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    // The live region wraps the list: role="alert" on the <ul> itself would take its list role.
    <div role="alert" className="rounded-brand border-danger text-danger border p-3 font-medium">
      <ul className="flex flex-col gap-1">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The spinner of a checkout page while its cart loads.
 *
 * @example
 * if (!cart) return <CheckoutLoading label={t('loading')} />;
 */
export function CheckoutLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-12">
      <Spinner label={label} />
    </div>
  );
}
