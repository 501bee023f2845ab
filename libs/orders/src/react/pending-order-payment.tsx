import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@storefront/http';
import { Button, Section, TextField } from '@storefront/ui-kit';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { cardFieldErrors } from '../lib/api/tokenize-card';
import type { Order } from '../lib/order-model';
import { orderTotals } from '../lib/order-totals';
import { userMessageOf } from './error-notice';
import { fieldErrorText } from './field-error-text';
import { usePayPendingOrder } from './use-order-actions';
import { useOrdersFormat } from './use-orders-format';

const cardFormSchema = z.object({
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: 'payment.errors.cardNumberRequired', abort: true })
        .regex(/^\d{12,19}$/, { error: 'payment.errors.cardNumberInvalid' }),
    ),
  expirationDate: z
    .string()
    .trim()
    .min(1, { error: 'payment.errors.expirationDateRequired', abort: true })
    .regex(/^(0[1-9]|1[0-2])\/(\d{2}|\d{4})$/, { error: 'payment.errors.expirationDateInvalid' }),
  cvv: z
    .string()
    .trim()
    .regex(/^(\d{3,4})?$/, { error: 'payment.errors.cvvInvalid' }),
});

type CardFormInput = z.input<typeof cardFormSchema>;
type CardFormValues = z.output<typeof cardFormSchema>;

/**
 * Props of {@link PendingOrderPayment}.
 *
 * @example
 * const props: PendingOrderPaymentProps = { order };
 */
export interface PendingOrderPaymentProps {
  /** A pending or balance-due order (`hasAmountDue(order)`). */
  order: Order;
  /** Called after the payment went through. */
  onPaid?: () => void;
}

/**
 * Pays what a pending (invoice) order still owes by card: card number, expiry (MM/YY) and
 * security code, checked as typed with clear messages; on submit the card is tokenised and the
 * order paid. A failure shows the ECX046 message (with the provider's text for a declined
 * card) and keeps everything typed; a card the provider refuses marks its fields.
 *
 * @example
 * {hasAmountDue(order) && <PendingOrderPayment order={order} />}
 */
export function PendingOrderPayment({ order, onPaid }: PendingOrderPaymentProps) {
  const { t, money } = useOrdersFormat();
  const alertRef = useRef<HTMLParagraphElement>(null);
  const pay = usePayPendingOrder(order.id);
  const amount = money(orderTotals(order).amountDue);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CardFormInput, unknown, CardFormValues>({
    resolver: zodResolver(cardFormSchema),
    defaultValues: { number: '', expirationDate: '', cvv: '' },
  });

  const onValid = async (values: CardFormValues) => {
    try {
      await pay.mutateAsync({
        number: values.number,
        expirationDate: values.expirationDate,
        ...(values.cvv ? { cvv: values.cvv } : {}),
      });
      onPaid?.();
    } catch (error) {
      const fields = cardFieldErrors(error);
      for (const [field, message] of Object.entries(fields)) {
        if (field === 'number' || field === 'expirationDate' || field === 'cvv') {
          setError(field, { message });
        }
      }
      alertRef.current?.focus();
    }
  };

  const failure = pay.isError
    ? [
        userMessageOf(pay.error, t('payment.failed')),
        isApiError(pay.error) && pay.error.serviceCode === 'CARD_DECLINED'
          ? pay.error.detail
          : undefined,
      ]
        .filter(Boolean)
        .join(' ')
    : null;
  // What every card field has: its label, its translated error and its registration.
  const fieldOf = (field: keyof CardFormInput, label: string) => ({
    label,
    error: fieldErrorText(t, errors[field]?.message, 'payment.errors.'),
    ...register(field),
  });

  if (pay.isSuccess) {
    return (
      <Section framed heading={t('payment.heading')} data-slot="pending-payment">
        <p role="status" className="text-success mt-2">
          {t('payment.paid')}
        </p>
      </Section>
    );
  }
  return (
    <Section
      framed
      heading={t('payment.heading')}
      data-slot="pending-payment"
      className="flex flex-col gap-4"
    >
      <p className="text-ink">{t('payment.intro', { amount })}</p>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        className="grid gap-4 sm:grid-cols-3"
      >
        <TextField
          inputMode="numeric"
          autoComplete="cc-number"
          required
          className="sm:col-span-3"
          {...fieldOf('number', t('payment.cardNumber'))}
        />
        <TextField
          autoComplete="cc-exp"
          placeholder="MM/YY"
          required
          {...fieldOf('expirationDate', t('payment.expirationDate'))}
        />
        <TextField
          inputMode="numeric"
          autoComplete="cc-csc"
          {...fieldOf('cvv', t('payment.cvv'))}
        />
        <div className="flex items-end">
          <Button type="submit" loading={isSubmitting}>
            {t('payment.submit', { amount })}
          </Button>
        </div>
      </form>
      <p
        ref={alertRef}
        tabIndex={-1}
        role="alert"
        className="text-danger empty:hidden focus:outline-none"
      >
        {failure}
      </p>
    </Section>
  );
}
