import { isZero } from '@storefront/pricing';
import { useLazyQuery } from '@storefront/http/react';
import { Card, Skeleton, cn } from '@storefront/ui-kit';
import { useId } from 'react';
import {
  DEFAULT_ESTIMATE_ADDRESS,
  arrivalDay,
  defaultEstimateOption,
  type EstimateAddress,
  type FetchShippingEstimate,
} from '../lib/product-page/shipping-estimate';
import { keepPreviousData } from './catalog-queries';
import { useCatalogFormat } from './use-catalog-format';

/**
 * Props of {@link ShippingEstimate}.
 *
 * @example
 * const props: ShippingEstimateProps = { layout: 'block', productKey: 'custom-mailer-box', quantity: 250, fetchEstimate };
 */
export interface ShippingEstimateProps {
  /** `inline`: lines under the price; `block`: a card with a heading (the showroom). */
  layout: 'inline' | 'block';
  productKey: string;
  quantity: number;
  /** Asks the delivery-options service (the app builds it from `@storefront/cart`). */
  fetchEstimate: FetchShippingEstimate;
  /** Where the estimate is for; the spec's default estimate address (Arlington, TX 76001). */
  address?: EstimateAddress;
  className?: string;
}

/**
 * The shipping estimate of a product page, quoted by the delivery-options service for the
 * product and quantity to the default estimate address: the default option ('Standard'), the
 * day it arrives and what shipping costs, and the address it is for. When the service cannot
 * quote (or offers nothing) it says the spec's 'Unable to recieve Shipping Options for the
 * given Postal Code'. Needs a `LazyQueryClientProvider` (or TanStack Query's
 * `QueryClientProvider`); while the quantity changes
 * the previous estimate stays until the new one arrives, so the page does not move.
 *
 * @example
 * <ShippingEstimate layout="inline" productKey="custom-mailer-box" quantity={250} fetchEstimate={fetchEstimate} />
 */
export function ShippingEstimate({
  layout,
  productKey,
  quantity,
  fetchEstimate,
  address = DEFAULT_ESTIMATE_ADDRESS,
  className,
}: ShippingEstimateProps) {
  const { t, day, money } = useCatalogFormat();
  const headingId = useId();
  const estimate = useLazyQuery({
    queryKey: [
      'catalog',
      'shipping-estimate',
      productKey,
      quantity,
      address.country,
      address.state,
      address.postalCode,
    ],
    queryFn: ({ signal }) => fetchEstimate({ productKey, quantity, address }, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const option = estimate.data ? defaultEstimateOption(estimate.data) : null;
  const failed = estimate.isError || (estimate.isSuccess && option === null);

  let lines;
  if (failed) {
    lines = (
      <span role="alert" className="text-danger font-medium">
        {t('shipping.failed')}
      </span>
    );
  } else if (option === null) {
    lines = (
      <>
        <span className="sr-only">{t('shipping.loading')}</span>
        <Skeleton width="12rem" height="1.25rem" />
        <Skeleton width="10rem" height="1.25rem" />
      </>
    );
  } else {
    lines = (
      <>
        <span className="text-ink font-semibold">
          {t('shipping.arrives', { date: day(arrivalDay(option.arrivalDate)) })}
        </span>
        <span>
          {isZero(option.shippingPrice)
            ? t('shipping.methodFree', { name: option.name })
            : t('shipping.method', { name: option.name, price: money(option.shippingPrice) })}
        </span>
      </>
    );
  }
  const body = (
    <>
      {lines}
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
        aria-busy={estimate.isFetching || undefined}
        data-slot="shipping-estimate"
        data-layout="block"
        className={cn('flex flex-col gap-1', className)}
      >
        <h2 id={headingId} className="font-brand-heading text-ink text-lg font-semibold">
          {t('shipping.heading')}
        </h2>
        {body}
      </Card>
    );
  }
  return (
    <p
      data-slot="shipping-estimate"
      data-layout="inline"
      aria-busy={estimate.isFetching || undefined}
      className={cn('text-ink flex flex-wrap gap-x-3 gap-y-1 text-sm', className)}
    >
      <span className="sr-only">{t('shipping.heading')}: </span>
      {body}
    </p>
  );
}
