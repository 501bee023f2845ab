import { RadioGroup } from '@storefront/ui-kit';
import type { PaymentOption } from '../lib/payment-options';
import { useCartTranslation } from './use-cart-translation';

/**
 * Props of {@link PaymentMethodPicker}.
 *
 * @example
 * const props: PaymentMethodPickerProps = { options: ['credit_card'], value: 'credit_card', onChange: setMethod };
 */
export interface PaymentMethodPickerProps {
  /** What to offer (`paymentOptionsOf`). */
  options: readonly PaymentOption[];
  value: PaymentOption | null;
  onChange: (option: PaymentOption) => void;
  /** Shown under the group ('Please select a valid payment method'). */
  error?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * The choice of payment method: card, invoice with or without terms (only where the customer
 * may), or "No payment needed" for a $0.00 order.
 *
 * @example
 * <PaymentMethodPicker options={paymentOptionsOf(metadata, total)} value={method} onChange={setMethod} />
 */
export function PaymentMethodPicker({
  options,
  value,
  onChange,
  error,
  disabled = false,
  className,
}: PaymentMethodPickerProps) {
  const { t } = useCartTranslation();
  return (
    <RadioGroup
      label={t('paymentMethod.legend')}
      value={value}
      onChange={(next) => onChange(next as PaymentOption)}
      error={error}
      disabled={disabled}
      className={className}
      options={options.map((option) => ({
        value: option,
        label: t(`paymentMethod.${option}`),
        ...(option === 'freeOfCharge' ? { description: t('paymentMethod.freeOfChargeText') } : {}),
      }))}
    />
  );
}
