import { cn } from '@storefront/ui-kit';
import {
  orderItemStatusLabel,
  orderItemStatusTone,
  toOrderItemStatus,
  type OrderItemStatusTone,
} from '../lib/order-item-status';
import { useMessages } from '@storefront/ui-kit/i18n';

/**
 * Props of {@link OrderStatusBadge}.
 *
 * @example
 * const props: OrderStatusBadgeProps = { status: 'Shipped' };
 */
export interface OrderStatusBadgeProps {
  /** The line state key from the service; missing means `Initial` (spec). */
  status: string | null | undefined;
  className?: string;
}

const toneClasses: Record<OrderItemStatusTone, string> = {
  success: 'border-success text-success',
  danger: 'border-danger text-danger',
  attention: 'border-brand-accent bg-surface-muted text-ink',
  neutral: 'border-border text-ink-muted',
  progress: 'border-brand-primary text-brand-primary',
};

/**
 * The status of an order line as a small badge. Known statuses are labelled from the
 * `orders` i18n namespace (`ordersMessages`); an unknown status shows a readable label made
 * from its key.
 *
 * @example
 * <OrderStatusBadge status={line.status} />
 */
export function OrderStatusBadge({ status, className }: OrderStatusBadgeProps) {
  const { t } = useMessages('orders');
  const known = toOrderItemStatus(status);
  const fallback = orderItemStatusLabel(status);
  const label = known ? t(`itemStatus.${known}`, { defaultValue: fallback }) : fallback;
  const tone = orderItemStatusTone(status);
  return (
    <span
      data-slot="order-status-badge"
      data-status={known ?? 'unknown'}
      data-tone={tone}
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        toneClasses[tone],
        className,
      )}
    >
      {label}
    </span>
  );
}
