import { Card, cn } from '@storefront/ui-kit';
import { useId, useState, type ReactNode } from 'react';
import { addressLines } from '../lib/address-lines';
import type { DownloadedFile } from '../lib/api/orders-client';
import type { OrderLine } from '../lib/order-model';
import type { OrderAddress } from '../lib/order-response';
import { hasAmountDue, orderTotals } from '../lib/order-totals';
import { AddressText } from './address-text';
import { ErrorNotice, LoadingNotice, userMessageOf } from './error-notice';
import { OrderDocuments } from './order-documents';
import { OrderLineItem } from './order-line-item';
import { OrderTotalsSummary } from './order-totals-summary';
import { PlainLink, textLinkClasses, type OrdersLinkComponent } from './orders-link';
import { PendingOrderPayment } from './pending-order-payment';
import { ReorderButton } from './reorder-button';
import { useOrder } from './use-order';
import { useOrdersFormat } from './use-orders-format';

/**
 * Props of {@link OrderDetail}.
 *
 * @example
 * const props: OrderDetailProps = { orderId: 'ord_1', backHref: '/my-orders', onReorder: addLineToCart };
 */
export interface OrderDetailProps {
  orderId: string;
  /** Where "Back to my orders" goes; no link without it. */
  backHref?: string;
  /** Orders a line again (shows "Reorder" on lines that may be reordered). */
  onReorder?: (line: OrderLine) => Promise<void> | void;
  /** Who confirms a reorder: the line's button (default) or the caller; see `ReorderButton`. */
  reorderConfirmation?: 'inline' | 'caller';
  /** Extra actions of a line, e.g. a link to download its artwork template. */
  lineActions?: (line: OrderLine) => ReactNode;
  /** The router's link; a plain anchor by default. */
  linkComponent?: OrdersLinkComponent;
  /** Receives downloaded invoices and receipts; by default the browser saves them. */
  saveFile?: (file: DownloadedFile) => void;
  className?: string;
}

function AddressBlock({ title, address }: { title: string; address: OrderAddress | null }) {
  const { t } = useOrdersFormat();
  const headingId = useId();
  const lines = address ? addressLines(address) : [];
  return (
    <Card as="section" aria-labelledby={headingId} className="flex flex-col gap-1">
      <h2 id={headingId} className="font-brand-heading text-ink text-lg">
        {title}
      </h2>
      {lines.length > 0 ? (
        <AddressText lines={lines} />
      ) : (
        <p className="text-ink-muted">{t('detail.noAddress')}</p>
      )}
    </Card>
  );
}

/**
 * The detail of one order: order number (with "Your order number is on its way" while the
 * service numbers it; the page polls until it is there), date, PO number, payment and order
 * status, the invoice and receipt downloads, a card payment form while the order waits for
 * payment, the shipping and billing addresses, every line (preview, specs, status, expected-by
 * date, tracking, artwork files, reorder) and the order summary. A failure shows its catalogue
 * message with a retry button; an unknown order says 'Order seems to be missing!'.
 *
 * @example
 * <OrderDetail orderId={orderId} backHref="/my-orders" onReorder={reorder} linkComponent={StoreLink} />
 */
export function OrderDetail({
  orderId,
  backHref,
  onReorder,
  reorderConfirmation = 'inline',
  lineActions,
  linkComponent: Link = PlainLink,
  saveFile,
  className,
}: OrderDetailProps) {
  const { t, placedAt } = useOrdersFormat();
  const query = useOrder(orderId);
  // The thank-you stays once the paid order (read again) no longer shows the payment form.
  const [paidHere, setPaidHere] = useState(false);
  const back = backHref ? (
    <Link to={backHref} className={cn(textLinkClasses, 'self-start')}>
      {t('detail.backToOrders')}
    </Link>
  ) : null;

  if (query.isPending) return <LoadingNotice label={t('detail.loading')} />;
  if (query.isError && query.data === undefined) {
    const missing = 'status' in query.error && (query.error as { status?: number }).status === 404;
    return (
      <div className="flex flex-col gap-4">
        <ErrorNotice
          message={
            missing ? t('detail.missing') : userMessageOf(query.error, t('detail.loadFailed'))
          }
          retryLabel={t('detail.retry')}
          {...(missing ? {} : { onRetry: () => void query.refetch() })}
        />
        {back}
      </div>
    );
  }

  const order = query.data;
  const totals = orderTotals(order);
  const date = placedAt(order);
  const facts: Array<[string, ReactNode]> = [];
  if (date) facts.push([t('detail.placedOn'), date]);
  if (order.poNumber) facts.push([t('detail.poNumber'), order.poNumber]);
  if (order.paymentState) {
    facts.push([
      t('detail.paymentStatus'),
      order.paymentStatus ? t(`paymentStatus.${order.paymentStatus}`) : order.paymentState,
    ]);
  }

  return (
    <article data-slot="order-detail" className={cn('flex flex-col gap-6', className)}>
      {back}
      <header className="flex flex-col gap-2">
        <h1 className="font-brand-heading text-ink text-3xl">
          {order.orderNumber
            ? t('detail.heading', { number: order.orderNumber })
            : t('detail.headingPending')}
        </h1>
        {order.orderNumber ? null : (
          <p role="status" className="text-ink-muted">
            {t('detail.numberPending')}
          </p>
        )}
        <dl className="flex flex-wrap gap-x-8 gap-y-2">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-ink-muted text-sm">{label}</dt>
              <dd className="text-ink font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </header>
      {paidHere ? (
        <p role="status" className="rounded-brand border-success text-success border p-4">
          {t('payment.paid')}
        </p>
      ) : hasAmountDue(order) ? (
        <PendingOrderPayment order={order} onPaid={() => setPaidHere(true)} />
      ) : null}
      <OrderDocuments order={order} {...(saveFile ? { saveFile } : {})} />
      <section aria-labelledby={`${order.id}-items`} className="flex flex-col gap-3">
        <h2 id={`${order.id}-items`} className="font-brand-heading text-ink text-xl">
          {t('detail.items')}
        </h2>
        <ul className="flex flex-col gap-4">
          {order.lines.map((line) => (
            <OrderLineItem
              key={line.id}
              line={line}
              actions={
                <>
                  {onReorder ? (
                    <ReorderButton
                      line={line}
                      onReorder={onReorder}
                      confirmation={reorderConfirmation}
                    />
                  ) : null}
                  {lineActions?.(line)}
                </>
              }
            />
          ))}
        </ul>
      </section>
      <div className="grid gap-4 md:grid-cols-3">
        <AddressBlock title={t('detail.shippingAddress')} address={order.shippingAddress} />
        <AddressBlock title={t('detail.billingAddress')} address={order.billingAddress} />
        <OrderTotalsSummary totals={totals} couponCode={order.couponCode} />
      </div>
    </article>
  );
}
