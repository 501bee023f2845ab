import { Button, cn, Section } from '@storefront/ui-kit';
import { useId, useState, type ReactNode } from 'react';
import { LazyQuoteRequestForm, preloadQuoteRequestForm } from './lazy-quote-request-form';
import type { QuoteRequestFormProps } from './quote-request-form';

/**
 * A quote offer of the product page (internal): a heading, an intro and a button that shows
 * or hides the quote form (mounted only while shown, its code loaded when the shopper goes for
 * the button). The button says whether the form is open (`aria-expanded`) and which region it
 * controls.
 *
 * @example
 * <QuoteFormDisclosure heading="Request a quote" intro="…" openLabel="Request a quote" form={{ kind: 'quote', onSubmit }} />
 */
export function QuoteFormDisclosure({
  heading,
  intro,
  openLabel,
  form,
  defaultOpen = false,
  slot,
  className,
}: {
  heading: ReactNode;
  intro: ReactNode;
  openLabel: ReactNode;
  /** The quote form's props (its kind, quantities and `onSubmit`). */
  form: QuoteRequestFormProps;
  defaultOpen?: boolean;
  /** The section's `data-slot`. */
  slot?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const formId = useId();
  return (
    <Section
      heading={heading}
      headingSize="lg"
      headingSemibold
      framed
      data-slot={slot}
      className={cn('flex flex-col gap-3', className)}
    >
      <p className="text-ink-muted">{intro}</p>
      <Button
        variant="secondary"
        className="self-start"
        aria-expanded={open}
        aria-controls={formId}
        onPointerEnter={preloadQuoteRequestForm}
        onFocus={preloadQuoteRequestForm}
        onClick={() => setOpen((current) => !current)}
      >
        {openLabel}
      </Button>
      <div id={formId} hidden={!open}>
        {open ? <LazyQuoteRequestForm {...form} /> : null}
      </div>
    </Section>
  );
}
