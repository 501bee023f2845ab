import { CartStoreProvider, CheckoutSteps } from '@storefront/cart/react';
import { Spinner } from '@storefront/ui-kit';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useStoreNavigate } from '../../store-link';
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

/**
 * A checkout page that works on the shopper's cart: the checkout frame around `children`, with
 * the app's cart store provided to them.
 *
 * @example
 * <CheckoutCartPage heading={t('cart.heading')}><CartView /></CheckoutCartPage>
 */
export function CheckoutCartPage({ heading, children }: { heading: string; children: ReactNode }) {
  const store = useStorefrontCartStore();
  return (
    <CheckoutLayout heading={heading}>
      <CartStoreProvider store={store}>{children}</CartStoreProvider>
    </CheckoutLayout>
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
