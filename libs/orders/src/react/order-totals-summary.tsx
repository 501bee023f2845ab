import { isZero } from '@storefront/pricing';
import { cn, Section } from '@storefront/ui-kit';
import type { OrderTotals } from '../lib/order-totals';
import { useOrdersFormat } from './use-orders-format';

/**
 * Props of {@link OrderTotalsSummary}.
 *
 * @example
 * const props: OrderTotalsSummaryProps = { totals: orderTotals(order), couponCode: order.couponCode };
 */
export interface OrderTotalsSummaryProps {
  totals: OrderTotals;
  /** Labels the discount line ('Discount (FIRSTRUN10)'). */
  couponCode?: string | null;
  className?: string;
}

/**
 * The order summary of an order: subtotal, total shipping, the discount (only when it is not
 * zero, labelled with the coupon code, shown negative, success style), sales tax, total, amount
 * paid and amount due.
 *
 * @example
 * <OrderTotalsSummary totals={orderTotals(order)} couponCode={order.couponCode} />
 */
export function OrderTotalsSummary({ totals, couponCode, className }: OrderTotalsSummaryProps) {
  const { t, money } = useOrdersFormat();
  const rows: Array<{ key: string; label: string; value: string; tone?: 'success' | 'strong' }> = [
    { key: 'subtotal', label: t('totals.subtotal'), value: money(totals.subtotal) },
    { key: 'shipping', label: t('totals.shipping'), value: money(totals.shipping) },
  ];
  if (!isZero(totals.discount)) {
    rows.push({
      key: 'discount',
      label: couponCode ? t('totals.discountWithCode', { code: couponCode }) : t('totals.discount'),
      value: `-${money(totals.discount)}`,
      tone: 'success',
    });
  }
  rows.push(
    { key: 'taxes', label: t('totals.taxes'), value: money(totals.taxes) },
    { key: 'total', label: t('totals.total'), value: money(totals.total), tone: 'strong' },
    { key: 'amountPaid', label: t('totals.amountPaid'), value: money(totals.amountPaid) },
    {
      key: 'amountDue',
      label: t('totals.amountDue'),
      value: money(totals.amountDue),
      tone: 'strong',
    },
  );
  return (
    <Section
      framed
      heading={t('totals.heading')}
      data-slot="order-totals"
      className={cn('flex flex-col gap-3', className)}
    >
      <dl className="flex flex-col gap-2">
        {rows.map((row) => (
          <div
            key={row.key}
            data-total={row.key}
            className={cn(
              'flex justify-between gap-4',
              row.tone === 'strong' && 'border-border border-t pt-2 font-semibold',
              row.tone === 'success' && 'text-success',
            )}
          >
            <dt>{row.label}</dt>
            <dd className="tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
