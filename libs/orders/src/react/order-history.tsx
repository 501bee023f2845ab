import { Button, Card, cn } from '@storefront/ui-kit';
import { useId } from 'react';
import { orderHistoryPageCount, orderHistoryRange } from '../lib/order-history-paging';
import type { Order } from '../lib/order-model';
import { orderTotals } from '../lib/order-totals';
import { QueryNotice } from './error-notice';
import { OrderStatusBadge } from './order-status-badge';
import { PlainLink, textLinkClasses, type OrdersLinkComponent } from './orders-link';
import { useOrderHistory } from './use-order-history';
import { useOrdersFormat } from './use-orders-format';

/**
 * Props of {@link OrderHistory}.
 *
 * @example
 * const props: OrderHistoryProps = { customerId: 'cus_1', page: 1, onPageChange: setPage, orderHref: (order) => `/my-orders/${order.id}` };
 */
export interface OrderHistoryProps {
  /** The signed-in customer's id (the identity's canonical id). */
  customerId: string;
  /** The page to show, from 1. */
  page: number;
  /** Called with the page the shopper moves to. */
  onPageChange: (page: number) => void;
  /** Where an order's detail is. */
  orderHref: (order: Order) => string;
  /** The router's link; a plain anchor by default. */
  linkComponent?: OrdersLinkComponent;
  className?: string;
}

function PaymentBadge({ order }: { order: Order }) {
  const { t } = useOrdersFormat();
  if (!order.paymentState) return null;
  const label = order.paymentStatus
    ? t(`paymentStatus.${order.paymentStatus}`)
    : order.paymentState;
  return (
    <span
      data-slot="payment-status"
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        order.paymentStatus === 'Paid'
          ? 'border-success text-success'
          : 'border-brand-accent text-ink',
      )}
    >
      {label}
    </span>
  );
}

function OrderSummaryCard({
  order,
  href,
  Link,
}: {
  order: Order;
  href: string;
  Link: OrdersLinkComponent;
}) {
  const { t, money, placedAt } = useOrdersFormat();
  const headingId = useId();
  const title = order.orderNumber
    ? t('history.orderNumber', { number: order.orderNumber })
    : t('history.orderNumberPending');
  const date = placedAt(order);
  const count = order.lines.length;
  return (
    <Card
      as="li"
      aria-labelledby={headingId}
      data-slot="order-summary"
      className="flex flex-col gap-3"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-brand-heading text-ink text-lg">
          {title}
        </h2>
        <PaymentBadge order={order} />
      </div>
      <p className="text-ink-muted text-sm">
        {date ? t('history.placedOn', { date }) : null}
        {date ? ' · ' : null}
        {t('history.items', { count })}
        {' · '}
        {t('history.total')}{' '}
        <span className="text-ink font-semibold tabular-nums">
          {money(orderTotals(order).total)}
        </span>
      </p>
      <ul className="flex flex-col gap-2" aria-label={t('detail.items')}>
        {order.lines.map((line) => (
          <li key={line.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-ink">
              {line.name} <span className="text-ink-muted">× {line.quantity}</span>
            </span>
            <OrderStatusBadge status={line.status} />
          </li>
        ))}
      </ul>
      <Link
        to={href}
        className={cn(textLinkClasses, 'self-start')}
        aria-label={
          order.orderNumber ? t('history.viewDetailsOf', { number: order.orderNumber }) : undefined
        }
      >
        {t('history.viewDetails')}
      </Link>
    </Card>
  );
}

/**
 * The order history (spec: /my-orders): the customer's orders, 5 a page, newest first — each
 * with its order number, date (MM/DD/YYYY hh:mma; completed date for migrated orders), payment
 * status, total and its lines with their status labels — and a link to its detail. 'No Order
 * History' when there are none; the catalogue message with a retry button on a failure
 * (ECX029). Paging buttons move between pages; the page stays shown while the next loads.
 *
 * @example
 * <OrderHistory
 *   customerId={state.canonicalId}
 *   page={page}
 *   onPageChange={(next) => setSearchParams({ page: String(next) })}
 *   orderHref={(order) => `/my-orders/${order.id}`}
 *   linkComponent={StoreLink}
 * />
 */
export function OrderHistory({
  customerId,
  page,
  onPageChange,
  orderHref,
  linkComponent = PlainLink,
  className,
}: OrderHistoryProps) {
  const { t } = useOrdersFormat();
  const history = useOrderHistory({ customerId, page });
  if (history.data === undefined) {
    return (
      <QueryNotice
        query={history}
        loading={t('history.loading')}
        failed={t('history.loadFailed')}
        retry={t('history.retry')}
      />
    );
  }
  const { orders, total, pageSize } = history.data;
  if (total === 0 || (orders.length === 0 && page === 1)) {
    return (
      <p data-slot="order-history-empty" className={cn('text-ink-muted py-8 text-lg', className)}>
        {t('history.empty')}
      </p>
    );
  }
  const pages = orderHistoryPageCount(total, pageSize);
  const range = orderHistoryRange(history.data.page, total, pageSize);
  return (
    <div
      data-slot="order-history"
      className={cn('flex flex-col gap-4', className)}
      aria-busy={history.isPlaceholderData}
    >
      {range ? (
        <p className="text-ink-muted text-sm">
          {t('history.showing', { from: range.from, to: range.to, total })}
        </p>
      ) : null}
      <ol className="flex flex-col gap-4">
        {orders.map((order) => (
          <OrderSummaryCard
            key={order.id}
            order={order}
            href={orderHref(order)}
            Link={linkComponent}
          />
        ))}
      </ol>
      {pages > 1 ? (
        <nav
          aria-label={t('history.pagination')}
          className="flex items-center justify-between gap-3"
        >
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            {t('history.previous')}
          </Button>
          <span className="text-ink-muted text-sm">
            {t('history.pageOf', { page: history.data.page, pages })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages}
            onClick={() => onPageChange(page + 1)}
          >
            {t('history.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
