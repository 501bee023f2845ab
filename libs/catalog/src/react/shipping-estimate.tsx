import { Card, cn } from '@storefront/ui-kit';
import { useId } from 'react';
import {
  DEFAULT_ESTIMATE_ADDRESS,
  PRODUCTION_WORK_DAYS,
  addWorkDays,
} from '../lib/product-page/shipping-estimate';
import { useCatalogFormat } from './use-catalog-format';

/**
 * Props of {@link ShippingEstimate}.
 *
 * @example
 * const props: ShippingEstimateProps = { layout: 'block', workDays: 10 };
 */
export interface ShippingEstimateProps {
  /** `inline`: one line under the price; `block`: a card with a heading (the showroom). */
  layout: 'inline' | 'block';
  /** Work days until the order ships; 10 for printed boxes by default. */
  workDays?: number;
  /** The day the estimate counts from; today by default. */
  from?: Date;
  /** Where the estimate is for; the spec's default estimate address (Arlington, TX 76001). */
  address?: { city: string; state: string; postalCode: string };
  className?: string;
}

/**
 * The shipping estimate of a product page: "Ships in 10 work days", the estimated ship date
 * (weekends skipped, counted with dayjs) and the address it is for, by default the spec's
 * Arlington, TX 76001. Laid out inline or as a block.
 *
 * @example
 * <ShippingEstimate layout={variant.shippingEstimateLayout} workDays={isSample ? 2 : 10} />
 */
export function ShippingEstimate({
  layout,
  workDays = PRODUCTION_WORK_DAYS,
  from,
  address = DEFAULT_ESTIMATE_ADDRESS,
  className,
}: ShippingEstimateProps) {
  const { t, day } = useCatalogFormat();
  const headingId = useId();
  const shipDate = addWorkDays(from ?? new Date(), workDays);
  const lines = (
    <>
      <span className="text-ink font-semibold">{t('shipping.shipsIn', { count: workDays })}</span>
      <span>{t('shipping.shipDate', { date: day(shipDate) })}</span>
      <span className="text-ink-muted">
        {t('shipping.destination', {
          city: address.city,
          state: address.state,
          postalCode: address.postalCode,
        })}
      </span>
    </>
  );
  if (layout === 'block') {
    return (
      <Card
        as="section"
        variant="muted"
        aria-labelledby={headingId}
        data-slot="shipping-estimate"
        data-layout="block"
        className={cn('flex flex-col gap-1', className)}
      >
        <h2 id={headingId} className="font-brand-heading text-ink text-lg font-semibold">
          {t('shipping.heading')}
        </h2>
        {lines}
      </Card>
    );
  }
  return (
    <p
      data-slot="shipping-estimate"
      data-layout="inline"
      className={cn('text-ink flex flex-wrap gap-x-3 gap-y-1 text-sm', className)}
    >
      <span className="sr-only">{t('shipping.heading')}: </span>
      {lines}
    </p>
  );
}
