import { cn } from '@storefront/ui-kit';
import type { Availability } from '../lib/api/get-availability';
import { useCatalogFormat } from './use-catalog-format';

/**
 * Props of {@link AvailabilityNotice}.
 *
 * @example
 * const props: AvailabilityNoticeProps = { availability: availabilityQuery.data, error: availabilityQuery.error };
 */
export interface AvailabilityNoticeProps {
  /** The availability of the chosen size and quantity; nothing shows while it is unknown. */
  availability: Availability | undefined;
  /** A failed availability check (ECX018). */
  error?: unknown;
  className?: string;
}

/**
 * Says when the chosen size or quantity cannot be ordered, in the spec's words: 'Product is
 * out of stock. Please try after sometime' or 'Selected quantity of item is not in stock'.
 * Renders nothing while the product is available or the check is still running.
 *
 * @example
 * <AvailabilityNotice availability={availability.data} error={availability.error} />
 */
export function AvailabilityNotice({ availability, error, className }: AvailabilityNoticeProps) {
  const { t } = useCatalogFormat();
  let message: string | null = null;
  if (error) message = t('availability.failed');
  else if (availability && !availability.available) {
    message =
      availability.reason === 'QuantityNotInStock'
        ? t('availability.quantityNotInStock')
        : t('availability.outOfStock');
  }
  if (message === null) return null;
  return (
    <p
      role="alert"
      data-slot="availability-notice"
      className={cn('rounded-brand bg-surface-muted text-danger px-3 py-2 font-medium', className)}
    >
      {message}
    </p>
  );
}
