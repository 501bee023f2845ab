import { cn } from '@storefront/ui-kit';
import type { ApiAddressInput } from '../lib/address';
import { toAddressForm } from '../lib/address';
import { formatPhoneNumber } from '../lib/phone';

/**
 * Props of {@link AddressSummary}.
 *
 * @example
 * const props: AddressSummaryProps = { address: cart.shippingAddress };
 */
export interface AddressSummaryProps {
  /** An address as the API holds it. */
  address: ApiAddressInput;
  className?: string;
}

/**
 * An address as a postal block: company, name, street lines, "City, ST 12345", country, phone
 * as (XXX) XXX-XXXX and email. Puerto Rico shows as the country (spec).
 *
 * @example
 * <AddressSummary address={cart.shippingAddress} />
 */
export function AddressSummary({ address, className }: AddressSummaryProps) {
  const form = toAddressForm(address);
  const name = [form.firstName, form.surname].filter(Boolean).join(' ');
  const cityLine = [form.city, [address.state ?? '', form.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const lines = [
    form.companyName,
    name,
    form.streetOrHouseNo,
    form.street2,
    cityLine,
    form.country,
    form.phone ? formatPhoneNumber(form.phone) : '',
    form.email,
  ].filter((line) => line !== '');
  return (
    <address
      className={cn('text-ink [overflow-wrap:anywhere] not-italic', className)}
      data-slot="address-summary"
    >
      {lines.map((line, index) => (
        <span key={`${index}-${line}`} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
