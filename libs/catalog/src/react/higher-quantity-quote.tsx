import { Button, Card, cn } from '@storefront/ui-kit';
import { useId, useState } from 'react';
import type { QuoteReceipt } from '../lib/api/request-quote';
import { LazyQuoteRequestForm, preloadQuoteRequestForm } from './lazy-quote-request-form';
import type { QuoteFormValues } from './quote-request-form';
import { useCatalogFormat } from './use-catalog-format';

/**
 * Props of {@link HigherQuantityQuote}.
 *
 * @example
 * const props: HigherQuantityQuoteProps = { largestQuantity: 5000, onSubmit: async (values) => receipt };
 */
export interface HigherQuantityQuoteProps {
  /** The largest quantity priced online (the last allowed quantity). */
  largestQuantity: number;
  /** Sends a `higher-quantity` quote request and resolves with the receipt. */
  onSubmit: (values: QuoteFormValues) => Promise<QuoteReceipt>;
  /** Opens the form at once (e.g. after the quantity calculator went past the price list). */
  defaultOpen?: boolean;
  className?: string;
}

/**
 * "Need more than 5,000 boxes?": a quote for quantities above the largest price break. A
 * button opens the quote form (quantity at least the largest quantity + 1); it says whether
 * the form is open (`aria-expanded`) and which region it controls.
 *
 * @example
 * <HigherQuantityQuote largestQuantity={quantities.at(-1)!} onSubmit={sendHigherQuantityQuote} />
 */
export function HigherQuantityQuote({
  largestQuantity,
  onSubmit,
  defaultOpen = false,
  className,
}: HigherQuantityQuoteProps) {
  const { t, count } = useCatalogFormat();
  const [open, setOpen] = useState(defaultOpen);
  const headingId = useId();
  const formId = useId();
  return (
    <Card
      as="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-slot="higher-quantity-quote"
      className={cn('flex flex-col gap-3', className)}
    >
      <h2 id={headingId} className="font-brand-heading text-ink text-lg font-semibold">
        {t('higherQuantity.heading', { count: largestQuantity, max: count(largestQuantity) })}
      </h2>
      <p className="text-ink-muted">{t('higherQuantity.text')}</p>
      <Button
        variant="secondary"
        className="self-start"
        aria-expanded={open}
        aria-controls={formId}
        onPointerEnter={preloadQuoteRequestForm}
        onFocus={preloadQuoteRequestForm}
        onClick={() => setOpen((value) => !value)}
      >
        {t('higherQuantity.open')}
      </Button>
      <div id={formId} hidden={!open}>
        {open ? (
          <LazyQuoteRequestForm
            kind="higher-quantity"
            minQuantity={largestQuantity + 1}
            onSubmit={onSubmit}
          />
        ) : null}
      </div>
    </Card>
  );
}
