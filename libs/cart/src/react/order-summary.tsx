import { isZero } from '@storefront/pricing';
import { Price, Section, cn } from '@storefront/ui-kit';
import type { ReactNode } from 'react';
import type { CartTotal } from '../lib/transformed-cart';
import { centsOf } from './format';
import { useCartTranslation } from './use-cart-translation';

/**
 * Props of {@link OrderSummary}.
 *
 * @example
 * const props: OrderSummaryProps = { total: cart.cartTotal, couponCode: cart.couponDetails.couponCode };
 */
export interface OrderSummaryProps {
  total: CartTotal;
  /** The applied coupon's code, shown on the discount line. */
  couponCode?: string | null;
  /** A note under the sales tax (e.g. 'Missing address information.'). */
  taxNote?: ReactNode;
  /** Shown under the total (a checkout button). */
  children?: ReactNode;
  /** Heading level of "Order summary"; 2 by default. */
  headingLevel?: 2 | 3;
  className?: string;
}

function Row({
  label,
  children,
  emphasis = false,
}: {
  label: ReactNode;
  children: ReactNode;
  emphasis?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-4',
        emphasis && 'border-border border-t pt-3 text-lg font-semibold',
      )}
    >
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The order summary (spec): subtotal, total shipping, a discount line only when it is not zero
 * (labelled with the coupon code, shown negative in the success style), sales tax and total,
 * every amount with a dollar sign and 2 decimals.
 *
 * @example
 * <OrderSummary total={cart.cartTotal} couponCode={cart.couponDetails.couponCode}>
 *   <Button onClick={checkout}>Checkout</Button>
 * </OrderSummary>
 */
export function OrderSummary({
  total,
  couponCode,
  taxNote,
  children,
  headingLevel = 2,
  className,
}: OrderSummaryProps) {
  const { t } = useCartTranslation();
  return (
    <Section
      heading={t('summary.heading')}
      level={headingLevel}
      headingSize="xl"
      headingId="order-summary-heading"
      className={cn(
        'rounded-brand border-border bg-surface flex flex-col gap-4 border p-4',
        className,
      )}
      data-slot="order-summary"
    >
      <dl className="text-ink flex flex-col gap-2">
        <Row label={t('summary.subtotal')}>
          <Price amountInCents={centsOf(total.subtotal)} currency={total.currencyCode} />
        </Row>
        <Row label={t('summary.totalShipping')}>
          <Price amountInCents={centsOf(total.totalShippingPrice)} currency={total.currencyCode} />
        </Row>
        {isZero(total.discount) ? null : (
          <Row
            label={
              <span className="text-success">
                {t('summary.discount', { code: couponCode ?? '' })}
              </span>
            }
          >
            <Price
              amountInCents={centsOf(total.discount)}
              currency={total.currencyCode}
              negative
              tone="success"
            />
          </Row>
        )}
        <Row
          label={
            <>
              {t('summary.salesTax')}
              {taxNote ? (
                <span className="text-ink-muted block text-sm font-normal">{taxNote}</span>
              ) : null}
            </>
          }
        >
          <Price amountInCents={centsOf(total.taxTotal)} currency={total.currencyCode} />
        </Row>
        <Row label={t('summary.total')} emphasis>
          <Price amountInCents={centsOf(total.total)} currency={total.currencyCode} />
        </Row>
      </dl>
      {children}
    </Section>
  );
}
