import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextField, cn } from '@storefront/ui-kit';
import { useMemo, type ReactNode } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { cardFieldErrors, type CardDetails } from '@storefront/orders';
import {
  EMPTY_CARD_FORM_VALUES,
  SANDBOX_TEST_CARDS,
  createCardFormSchema,
  type CardFormValues,
} from '../lib/card-form';
import { useCartTranslation, type CartTranslate } from './use-cart-translation';

/**
 * Props of {@link CardPaymentForm}.
 *
 * @example
 * const props: CardPaymentFormProps = { onSubmit: (card) => payByCard(card), showTestCards: true };
 */
export interface CardPaymentFormProps {
  /**
   * Called with the checked card. When it rejects with the card provider's refusal
   * (`422 CreditCardInvalid`), the fields it names show the provider's words; every other
   * rejection is the caller's to show. Either way the form keeps what was typed.
   */
  onSubmit: (card: CardDetails) => Promise<unknown>;
  /** Lists the card sandbox's test cards in a help text (sandbox mode). */
  showTestCards?: boolean;
  /** Text of the submit button; "Place order" by default. */
  submitLabel?: ReactNode;
  /** Shown between the fields and the submit button (e.g. the payment failure). */
  children?: ReactNode;
  disabled?: boolean;
  /** The current time for the expiry check (tests). */
  now?: () => Date;
  className?: string;
}

function TestCards({ t }: { t: CartTranslate }) {
  return (
    <section
      aria-labelledby="sandbox-test-cards"
      className="rounded-brand bg-surface-muted text-ink flex flex-col gap-2 p-3 text-sm"
    >
      <h4 id="sandbox-test-cards" className="font-semibold">
        {t('card.testCardsTitle')}
      </h4>
      <p>{t('card.testCardsIntro')}</p>
      <ul className="flex flex-col gap-1">
        {SANDBOX_TEST_CARDS.map((card) => (
          <li key={card.number}>
            <span className="font-mono tabular-nums">{card.number}</span> — {card.brand},{' '}
            {card.outcome === 'declined'
              ? t('card.outcome.declined', { text: card.processorText })
              : t(`card.outcome.${card.outcome}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The card form of the payment page (the card sandbox's fields): card number, expiry date,
 * security code and name on the card, checked before anything is sent (Luhn, MM/YY not in the
 * past, 3 or 4 digit CVV, name). Errors show per field and focus the first; nothing typed is
 * lost on a failed payment. With `showTestCards` the sandbox's test cards are listed.
 *
 * @example
 * <CardPaymentForm showTestCards onSubmit={async (card) => placeOrderWith(card)}>
 *   {failure ? <p role="alert">{failure.message}</p> : null}
 * </CardPaymentForm>
 */
export function CardPaymentForm({
  onSubmit,
  showTestCards = false,
  submitLabel,
  children,
  disabled = false,
  now,
  className,
}: CardPaymentFormProps) {
  const { t } = useCartTranslation();
  const schema = useMemo(() => createCardFormSchema(now), [now]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CardFormValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_CARD_FORM_VALUES,
  });

  const labels: Record<keyof CardFormValues, string> = {
    number: t('card.number'),
    expirationDate: t('card.expirationDate'),
    cvv: t('card.cvv'),
    cardholderName: t('card.cardholderName'),
  };

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit({
        number: values.number,
        expirationDate: values.expirationDate,
        cvv: values.cvv,
        cardholderName: values.cardholderName,
      });
    } catch (error) {
      // The form has no postal code; the provider's other fields are the form's.
      const fields = Object.entries(cardFieldErrors(error)).filter(
        (entry): entry is [keyof CardFormValues, string] => entry[0] in labels,
      );
      fields.forEach(([field, message], index) => {
        setError(
          field as FieldPath<CardFormValues>,
          { message: t('card.errors.service', { field: labels[field], message }) },
          { shouldFocus: index === 0 },
        );
      });
    }
  });

  const errorOf = (field: keyof CardFormValues) => {
    const message = errors[field]?.message;
    if (!message) return undefined;
    return message.startsWith('card.errors.') ? t(message) : message;
  };
  // What every card field has: its label, required, its translated error and its registration.
  const fieldOf = (field: keyof CardFormValues) => ({
    label: labels[field],
    required: true,
    error: errorOf(field),
    ...register(field),
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('card.heading')}
      className={cn('flex flex-col gap-4', className)}
      data-slot="card-payment-form"
    >
      {showTestCards ? <TestCards t={t} /> : null}
      <TextField inputMode="numeric" autoComplete="cc-number" {...fieldOf('number')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          {...fieldOf('expirationDate')}
        />
        <TextField inputMode="numeric" autoComplete="cc-csc" {...fieldOf('cvv')} />
      </div>
      <TextField autoComplete="cc-name" {...fieldOf('cardholderName')} />
      {children}
      <Button type="submit" size="lg" loading={isSubmitting} disabled={disabled}>
        {submitLabel ?? t('card.submit')}
      </Button>
    </form>
  );
}
