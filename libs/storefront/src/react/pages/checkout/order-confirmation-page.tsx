import { ORDER_MISSING_MESSAGE } from '@storefront/cart';
import { LinkButton, Spinner } from '@storefront/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useOrderCompletedEvent } from '../../analytics/commerce-analytics';
import { usePageMeta } from '../../page-meta';
import { StoreLink } from '../../store-link';
import { CheckoutAlerts } from './checkout-layout';
import { useCheckoutMessages } from './checkout-messages';
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
  const email = order.data.customerEmail;
  return (
    <div className="flex flex-col items-start gap-3">
      <p role="status" className="text-ink text-xl font-semibold">
        {t('confirmation.orderNumber', { number: order.data.orderNumber })}
      </p>
      {email ? <p className="text-ink-muted">{t('confirmation.emailNote', { email })}</p> : null}
      <LinkButton as={StoreLink} to="/shop-all-boxes">
        {t('confirmation.continueShopping')}
      </LinkButton>
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
 * service has given it one; 'Order seems to be missing!' when it never comes or there is no
 * such order.
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
      className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12"
    >
      <h1 id="confirmation-heading" className="font-brand-heading text-ink text-3xl">
        {orderId ? t('confirmation.heading') : t('confirmation.missingHeading')}
      </h1>
      {orderId ? <Confirmation orderId={orderId} /> : <Missing />}
    </section>
  );
}
