import { transformOrder, type ApiOrder } from '@storefront/cart';
import { ORDER_MISSING_MESSAGE } from '@storefront/orders';
import {
  CartLineList,
  OrderReview,
  OrderSummary,
  useCartTranslation,
} from '@storefront/cart/react';
import { LinkButton, Spinner } from '@storefront/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useOrderCompletedEvent } from '../../analytics/commerce-analytics';
import { usePageMeta } from '../../page-meta';
import { StoreLink } from '../../store-link';
import { useHasRoute } from '../../storefront-context';
import { CheckoutAlerts } from './checkout-layout';
import { useCheckoutMessages } from './use-checkout-messages';
import { useCartApi } from './use-storefront-cart';

function Confirmation({ orderId }: { orderId: string }) {
  const { t } = useCheckoutMessages();
  const api = useCartApi();
  // Order detail is polled until the order number exists (spec); see ORDER_NUMBER_POLLING.
  const order = useQuery({
    queryKey: ['checkout', 'order-number', orderId],
    queryFn: ({ signal }) => api.pollOrderNumber(orderId, { signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useOrderCompletedEvent(order.data);
  if (order.isPending) {
    return (
      <div className="flex flex-col items-start gap-3" aria-busy="true">
        <Spinner label={t('confirmation.confirming')} />
        <p className="text-ink-muted">{t('confirmation.confirming')}</p>
      </div>
    );
  }
  if (order.isError) return <Missing />;
  return <Placed order={order.data} />;
}

/** How the order was paid, as the payment step called it ('Credit or debit card: Visa ending in 1111'). */
function usePaymentMethodLabel(order: ApiOrder): string | null {
  const { t } = useCheckoutMessages();
  const { t: cartT } = useCartTranslation();
  const payment = order.paymentInfo?.payments?.[0];
  if (!payment) return null;
  const key =
    payment.paymentType === 'freeOfCharge' ? 'freeOfCharge' : payment.paymentInstrumentType;
  if (!key) return null;
  const method = cartT(`paymentMethod.${key}`);
  const card = payment.card;
  return card?.cardType && card.last4
    ? t('confirmation.cardEnding', { method, cardType: card.cardType, last4: card.last4 })
    : method;
}

/**
 * The placed order: its number, where the confirmation went, the lines with their previews,
 * shipping and arrival dates, the order review's sections (account info, purchase info,
 * shipping and billing address, shipping methods), the order summary and a link to the order.
 */
function Placed({ order }: { order: ApiOrder & { orderNumber: string } }) {
  const { t } = useCheckoutMessages();
  const placed = useMemo(() => transformOrder(order), [order]);
  const paymentMethod = usePaymentMethodLabel(order);
  const hasOrderPage = useHasRoute('/my-orders');
  const email = order.customerEmail;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-start gap-3">
        <p role="status" className="text-ink text-xl font-semibold">
          {t('confirmation.orderNumber', { number: order.orderNumber })}
        </p>
        {email ? (
          <p className="text-ink-muted [overflow-wrap:anywhere]">
            {t('confirmation.emailNote', { email })}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {hasOrderPage ? (
            <LinkButton as={StoreLink} to={`/my-orders/${encodeURIComponent(order.id)}`}>
              {t('confirmation.viewOrder')}
            </LinkButton>
          ) : null}
          <LinkButton
            as={StoreLink}
            to="/shop-all-boxes"
            variant={hasOrderPage ? 'secondary' : 'primary'}
          >
            {t('confirmation.continueShopping')}
          </LinkButton>
        </div>
      </div>
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-labelledby="confirmation-items-heading" className="flex flex-col gap-3">
            <h2 id="confirmation-items-heading" className="font-brand-heading text-ink text-xl">
              {t('confirmation.itemsHeading')}
            </h2>
            <CartLineList lines={placed.lines} label={t('confirmation.itemsHeading')} />
          </section>
          <OrderReview
            heading={t('confirmation.detailsHeading')}
            email={email ?? null}
            paymentMethod={paymentMethod}
            shippingAddress={placed.shippingAddress}
            billingAddress={placed.billingAddress}
            lines={placed.lines}
          />
        </div>
        <OrderSummary
          className="self-start"
          total={placed.cartTotal}
          couponCode={placed.couponDetails.couponCode}
        />
      </div>
    </div>
  );
}

function Missing() {
  const { t } = useCheckoutMessages();
  return (
    <div className="flex flex-col items-start gap-3">
      <CheckoutAlerts messages={[ORDER_MISSING_MESSAGE]} />
      <LinkButton as={StoreLink} to="/" variant="secondary">
        {t('confirmation.continueShopping')}
      </LinkButton>
    </div>
  );
}

/**
 * `/order-confirmation?orderId=`: the order number, read from the order detail until the
 * service has given it one, then the order itself (lines with previews, the order review's
 * sections, the order summary and a link to the order); 'Order seems to be missing!' when the
 * number never comes or there is no such order.
 *
 * @example
 * navigate(`/order-confirmation?orderId=${orderId}`);
 */
export function OrderConfirmationRoutePage() {
  const { t } = useCheckoutMessages();
  usePageMeta('orderConfirmation');
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim() ?? '';
  return (
    <section
      aria-labelledby="confirmation-heading"
      className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12"
    >
      <h1 id="confirmation-heading" className="font-brand-heading text-ink text-3xl">
        {orderId ? t('confirmation.heading') : t('confirmation.missingHeading')}
      </h1>
      {orderId ? <Confirmation orderId={orderId} /> : <Missing />}
    </section>
  );
}
