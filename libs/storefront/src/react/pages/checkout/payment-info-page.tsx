import {
  PAYMENT_MESSAGES,
  paymentFailureOf,
  paymentOf,
  paymentOptionsOf,
  type CartPayment,
  type PaymentFailure,
  type PaymentOption,
  type TransformedCart,
} from '@storefront/cart';
import type { CardDetails } from '@storefront/orders';
import {
  CardPaymentForm,
  OrderReview,
  PaymentMethodPicker,
  useCartStore,
  useCartStoreApi,
  useCartTranslation,
} from '@storefront/cart/react';
import { isApiError } from '@storefront/http';
import { useIdentity } from '@storefront/identity-sdk/react';
import { Button, Spinner, TextField } from '@storefront/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useStoreNavigate } from '../../store-link';
import { CheckoutAlerts, checkoutCartRoute, CheckoutColumns } from './checkout-layout';
import { useCheckoutMessages } from './use-checkout-messages';
import { useCartConfirmation } from './use-cart-confirmation';
import { useCheckoutCart } from './use-checkout-cart';
import { useCartApi } from './use-storefront-cart';
import { useMessages } from '@storefront/ui-kit/i18n';

/** The shopper's message for a failed payment (spec wording, translated). */
function FailureAlert({ failure }: { failure: PaymentFailure }) {
  const { t } = useCheckoutMessages();
  if (failure.kind === 'declined') {
    return (
      <div
        role="alert"
        className="rounded-brand border-danger text-danger flex flex-col gap-1 border p-3"
      >
        <p className="font-semibold">{t('payment.failedTitle')}</p>
        <p className="font-medium">{failure.message}</p>
        <p>{t('payment.failedText')}</p>
      </div>
    );
  }
  const translated: Partial<Record<PaymentFailure['kind'], string>> = {
    refresh: t('payment.refreshBrowser'),
    generic: t('payment.generic'),
    invalidMethod: t('payment.selectValidMethod'),
    conflict: t('payment.versionMismatch'),
  };
  const message =
    failure.message === PAYMENT_MESSAGES.placeOrderFailed
      ? t('payment.placeOrderFailed')
      : (translated[failure.kind] ?? failure.message);
  return <CheckoutAlerts messages={[message]} />;
}

function PaymentView() {
  const { t } = useCheckoutMessages();
  const cartT = useCartTranslation().t;
  const common = useMessages('common').t;
  const navigate = useStoreNavigate();
  const api = useCartApi();
  const store = useCartStoreApi();
  const { state } = useIdentity();
  const { cart, fallback } = useCheckoutCart();
  const isUpdating = useCartStore((current) => current.isUpdating);
  const metadata = useQuery({
    queryKey: ['checkout', 'payment-metadata', state.canonicalId ?? state.anonId],
    queryFn: () => api.getPaymentMetadata(),
    retry: false,
    staleTime: 0,
  });
  // The customer's group and invoice flags decide the invoice options with the service's list
  // (the reseller rule); the same query the shipping address step made.
  const customerId = state.isSignedIn ? state.canonicalId : null;
  const customer = useQuery({
    queryKey: ['checkout', 'customer', customerId],
    queryFn: () => api.getCustomer(customerId ?? ''),
    enabled: customerId !== null,
    retry: false,
  });
  const [choice, setChoice] = useState<PaymentOption | null>(null);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  const { alerts, setAlerts, confirmed } = useCartConfirmation();
  const [poNumber, setPoNumber] = useState('');
  const [placing, setPlacing] = useState(false);

  if (!cart) return fallback;
  const options = paymentOptionsOf(
    metadata.data,
    cart.cartTotal.total,
    customer.data
      ? {
          customerGroup: customer.data.customerGroup?.key,
          onAccount: customer.data.onAccount,
          isInvoiceWithoutTermsEnabled: customer.data.isInvoiceWithoutTermsEnabled,
        }
      : null,
  );
  const method = choice !== null && options.includes(choice) ? choice : (options[0] ?? null);
  const email = cart.customerEmail ?? state.profile?.email ?? cart.billingAddress?.email ?? null;

  async function pay(payment: CartPayment) {
    try {
      const { orderId } = await store
        .getState()
        .placeOrder(payment, { siteUrl: window.location.origin });
      void navigate(`/order-confirmation?orderId=${encodeURIComponent(orderId)}`);
    } catch (error) {
      const found = paymentFailureOf(error);
      if (found.kind === 'conflict' || found.kind === 'cartNotReady') {
        await store
          .getState()
          .load({ recalculate: true })
          .catch(() => undefined);
      }
      setFailure(found);
    }
  }

  async function payByCard(current: TransformedCart, card: CardDetails) {
    setFailure(null);
    setAlerts([]);
    if (!(await confirmed(current))) return;
    if (!metadata.data) {
      setAlerts([t('payment.metadataFailed')]);
      return;
    }
    let nonce: string;
    try {
      nonce = (await api.tokenizeCard(metadata.data.clientToken, card)).nonce;
    } catch (error) {
      // A card the provider refuses names its fields in the form; keep what was typed.
      if (isApiError(error) && error.serviceCode === 'CreditCardInvalid') throw error;
      if (isApiError(error) && error.serviceCode === 'InvalidClientToken') void metadata.refetch();
      setAlerts([t('payment.cardServiceUnavailable')]);
      return;
    }
    await pay({ paymentType: 'braintree', nonce });
  }

  async function payOtherwise(current: TransformedCart) {
    setFailure(null);
    setAlerts([]);
    if (method === null || method === 'credit_card') {
      setFailure({
        kind: 'invalidMethod',
        code: 'ECX041',
        message: t('payment.selectValidMethod'),
      });
      return;
    }
    setPlacing(true);
    try {
      if (!(await confirmed(current))) return;
      await pay(paymentOf(method, poNumber));
    } finally {
      setPlacing(false);
    }
  }

  const paymentMethodLabel = method ? cartT(`paymentMethod.${method}`) : null;
  return (
    <CheckoutColumns cart={cart}>
      <div className="flex flex-col gap-6">
        <OrderReview
          email={email}
          paymentMethod={paymentMethodLabel}
          shippingAddress={cart.shippingAddress}
          billingAddress={cart.billingAddress}
          lines={cart.lines}
          onEdit={(section) =>
            void navigate(section === 'shippingMethods' ? '/shipping-methods' : '/shipping-address')
          }
        />
        <section aria-labelledby="payment-section" className="flex flex-col gap-4">
          <h2 id="payment-section" className="font-brand-heading text-ink text-xl">
            {t('payment.details')}
          </h2>
          <CheckoutAlerts messages={alerts} />
          {metadata.isPending ? (
            <Spinner label={common('loading')} />
          ) : metadata.isError ? (
            <div className="flex flex-col items-start gap-3">
              <CheckoutAlerts messages={[t('payment.metadataFailed')]} />
              <Button variant="secondary" onClick={() => void metadata.refetch()}>
                {t('errors.tryAgain')}
              </Button>
            </div>
          ) : (
            <>
              <PaymentMethodPicker
                options={options}
                value={method}
                onChange={(next) => {
                  setChoice(next);
                  setFailure(null);
                }}
                disabled={placing}
              />
              {method === 'credit_card' ? (
                <CardPaymentForm
                  showTestCards={metadata.data.environment === 'sandbox'}
                  submitLabel={t('payment.placeOrder')}
                  disabled={isUpdating}
                  onSubmit={(card) => payByCard(cart, card)}
                >
                  {failure ? <FailureAlert failure={failure} /> : null}
                </CardPaymentForm>
              ) : (
                <div className="flex flex-col gap-4">
                  {method === 'invoice_with_terms' || method === 'invoice_without_terms' ? (
                    <TextField
                      label={cartT('paymentMethod.poNumber')}
                      value={poNumber}
                      maxLength={50}
                      onChange={(event) => setPoNumber(event.currentTarget.value)}
                    />
                  ) : null}
                  {failure ? <FailureAlert failure={failure} /> : null}
                  <Button
                    size="lg"
                    loading={placing}
                    disabled={isUpdating}
                    onClick={() => void payOtherwise(cart)}
                  >
                    {t('payment.placeOrder')}
                  </Button>
                </div>
              )}
            </>
          )}
        </section>
        <Button
          variant="ghost"
          className="self-start"
          onClick={() => void navigate('/shipping-methods')}
        >
          {t('payment.back')}
        </Button>
      </div>
    </CheckoutColumns>
  );
}

/**
 * `/payment-info`: the order review (account info, purchase info, shipping and billing address,
 * shipping methods), the order summary and the payment: card (the card sandbox's form, its test
 * cards listed in sandbox mode), invoice with or without terms where the customer may, or no
 * payment for a $0.00 order. Each attempt pays with a new idempotency key, so a repeated request
 * never charges twice; a failure shows the spec's message and keeps what was typed.
 *
 * @example
 * { path: '/payment-info', lazy: () => import('./payment-info-page') }
 */
export const PaymentInfoRoutePage = checkoutCartRoute('paymentInfo', 'payment', PaymentView);
