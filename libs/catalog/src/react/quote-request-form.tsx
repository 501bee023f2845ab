import { zodResolver } from '@hookform/resolvers/zod';
import { Button, NumberField, TextArea, TextField, cn } from '@storefront/ui-kit';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import {
  quoteFieldErrors,
  type QuoteField,
  type QuoteKind,
  type QuoteReceipt,
} from '../lib/api/request-quote';
import { parseQuantityInput } from '../lib/product-page/quantity-input';
import { useCatalogFormat } from './use-catalog-format';

/** Phone: +, spaces, hyphens and digits, 9 to 19 characters (spec §5). */
const PHONE_PATTERN = /^[+\-\s\d]{9,19}$/;

/** The contact fields, in the order the form shows them; each is labelled `quote.{name}`. */
const CONTACT_FIELDS = [
  { name: 'name', autoComplete: 'name', required: true },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'company', autoComplete: 'organization' },
] as const;

/** The zod/mini schema of the quote form; its messages are keys of the `catalog` namespace. */
function quoteFormSchema(minQuantity: number) {
  return z.object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: 'quote.errors.nameRequired' }),
        z.maxLength(100, { error: 'quote.errors.nameTooLong' }),
      ),
    email: z.pipe(
      z.string().check(z.trim(), z.minLength(1, { error: 'quote.errors.emailRequired' })),
      z.email({ error: 'quote.errors.emailInvalid' }),
    ),
    phone: z.string().check(
      z.trim(),
      z.refine((phone) => phone === '' || PHONE_PATTERN.test(phone), {
        error: 'quote.errors.phoneInvalid',
      }),
    ),
    company: z.string().check(z.trim(), z.maxLength(100, { error: 'quote.errors.companyTooLong' })),
    quantity: z.pipe(
      z.string(),
      z.transform((text, context) => {
        const parsed = parseQuantityInput(text);
        if (!parsed.ok) {
          context.issues.push({
            code: 'custom',
            input: text,
            message:
              parsed.reason === 'required'
                ? 'quote.errors.quantityRequired'
                : 'quote.errors.quantityInvalid',
          });
          return z.NEVER;
        }
        if (parsed.quantity < minQuantity) {
          context.issues.push({ code: 'custom', input: text, message: 'quote.errors.quantityMin' });
          return z.NEVER;
        }
        return parsed.quantity;
      }),
    ),
    comments: z
      .string()
      .check(z.trim(), z.maxLength(2000, { error: 'quote.errors.commentsTooLong' })),
  });
}

/**
 * What the shopper typed in the quote form, checked: the quantity is a whole number, texts
 * are trimmed (empty optional texts are `''`).
 *
 * @example
 * const values: QuoteFormValues = { name: 'Ada', email: 'ada@example.com', phone: '', company: '', quantity: 500, comments: '' };
 */
export type QuoteFormValues = z.output<ReturnType<typeof quoteFormSchema>>;

type QuoteFormInput = z.input<ReturnType<typeof quoteFormSchema>>;

/** Catalogue key of the message for a field the service refused. */
const REFUSED_FIELD_KEY: Record<QuoteField, string> = {
  name: 'quote.errors.nameRequired',
  email: 'quote.errors.emailInvalid',
  phone: 'quote.errors.phoneInvalid',
  company: 'quote.errors.companyTooLong',
  quantity: 'quote.errors.quantityInvalid',
  comments: 'quote.errors.commentsTooLong',
};

/**
 * Props of {@link QuoteRequestForm}.
 *
 * @example
 * const props: QuoteRequestFormProps = { kind: 'quote', onSubmit: async (values) => receipt };
 */
export interface QuoteRequestFormProps {
  kind: QuoteKind;
  /** Sends the request (e.g. `useRequestQuote().mutateAsync`) and resolves with the receipt. */
  onSubmit: (values: QuoteFormValues) => Promise<QuoteReceipt>;
  /** Smallest quantity the form accepts (the largest price break + 1 for higher quantities). */
  minQuantity?: number;
  /** Quantity the form starts with. */
  defaultQuantity?: number;
  /** Heading level of the form's title. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * A quote request form (react-hook-form + zod): name, email, phone, company, quantity and
 * comments. Each wrong field gets a clear message; a refused or failed request keeps
 * everything typed and says so; a received request shows its quote id and the date the store
 * answers by, and takes focus.
 *
 * @example
 * const quote = useRequestQuote();
 * <QuoteRequestForm
 *   kind="quote"
 *   defaultQuantity={quantity}
 *   onSubmit={(values) =>
 *     quote.mutateAsync({
 *       kind: 'quote',
 *       productKey,
 *       productName,
 *       quantity: values.quantity,
 *       contact: { name: values.name, email: values.email, phone: values.phone, company: values.company },
 *       comments: values.comments,
 *     })
 *   }
 * />
 */
export function QuoteRequestForm({
  kind,
  onSubmit,
  minQuantity = 1,
  defaultQuantity,
  headingLevel = 3,
  className,
}: QuoteRequestFormProps) {
  const { t, day, count } = useCatalogFormat();
  const headingId = useId();
  const [receipt, setReceipt] = useState<QuoteReceipt | null>(null);
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<QuoteFormInput, unknown, QuoteFormValues>({
    resolver: zodResolver(quoteFormSchema(minQuantity)),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      company: '',
      quantity: defaultQuantity === undefined ? '' : String(defaultQuantity),
      comments: '',
    },
  });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const message = (field: keyof QuoteFormInput) => {
    const key = errors[field]?.message;
    return key ? t(key, { count: minQuantity, min: count(minQuantity) }) : undefined;
  };
  // A field's react-hook-form registration and its error in the shopper's words.
  const field = (name: keyof QuoteFormInput) => ({ error: message(name), ...register(name) });

  const submit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      setReceipt(await onSubmit(values));
    } catch (error) {
      const refused = quoteFieldErrors(error);
      const fields = Object.keys(refused) as QuoteField[];
      for (const field of fields) {
        setError(
          field,
          { type: 'server', message: REFUSED_FIELD_KEY[field] },
          { shouldFocus: field === fields[0] },
        );
      }
      if (fields.length === 0) setFailed(true);
    }
  });

  if (receipt) {
    return (
      <div
        role="status"
        tabIndex={-1}
        ref={(node) => node?.focus()}
        data-slot="quote-receipt"
        className={cn('rounded-brand bg-surface-muted text-ink flex flex-col gap-1 p-4', className)}
      >
        <p className="font-semibold">{t('quote.sent', { quoteId: receipt.quoteId })}</p>
        <p>{t('quote.respondBy', { date: day(receipt.respondBy) })}</p>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      data-slot="quote-request-form"
      data-kind={kind}
      className={cn('flex flex-col gap-4', className)}
    >
      <Heading id={headingId} className="font-brand-heading text-ink text-lg font-semibold">
        {t(kind === 'higher-quantity' ? 'quote.higherHeading' : 'quote.heading')}
      </Heading>
      <div className="grid gap-4 sm:grid-cols-2">
        {CONTACT_FIELDS.map(({ name, ...input }) => (
          <TextField key={name} label={t(`quote.${name}`)} {...input} {...field(name)} />
        ))}
        <NumberField
          label={t('quote.quantity')}
          required
          hint={
            minQuantity > 1
              ? t('quote.quantityHint', { count: minQuantity, min: count(minQuantity) })
              : undefined
          }
          {...field('quantity')}
        />
      </div>
      <TextArea label={t('quote.comments')} hint={t('quote.commentsHint')} {...field('comments')} />
      {failed ? (
        <p role="alert" className="text-danger font-medium">
          {t('quote.failed')}
        </p>
      ) : null}
      <Button type="submit" loading={isSubmitting} className="self-start">
        {t('quote.submit')}
      </Button>
    </form>
  );
}
