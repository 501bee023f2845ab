import { Button, Card } from '@storefront/ui-kit';
import { useId, useState } from 'react';
import { LazyQuoteRequestForm, preloadQuoteRequestForm } from './lazy-quote-request-form';
import type { QuoteRequestFormProps } from './quote-request-form';
import { useCatalogFormat } from './use-catalog-format';

/**
 * The product page's quote request: a heading, an intro and a button that shows or hides the
 * quote form (mounted only while shown, its code loaded when the shopper goes for the button),
 * prefilled with the selected quantity.
 *
 * @example
 * <QuoteRequestSection defaultQuantity={quantity} onSubmit={sendQuote('quote')} />
 */
export function QuoteRequestSection({
  defaultQuantity,
  onSubmit,
}: {
  defaultQuantity: number;
  onSubmit: QuoteRequestFormProps['onSubmit'];
}) {
  const { t } = useCatalogFormat();
  const sectionId = useId();
  const formId = useId();
  const [open, setOpen] = useState(false);
  return (
    <Card
      as="section"
      variant="outlined"
      aria-labelledby={sectionId}
      className="flex flex-col gap-3"
    >
      <h2 id={sectionId} className="font-brand-heading text-ink text-lg font-semibold">
        {t('productPage.quoteHeading')}
      </h2>
      <p className="text-ink-muted">{t('productPage.quoteIntro')}</p>
      <Button
        variant="secondary"
        className="self-start"
        aria-expanded={open}
        aria-controls={formId}
        onPointerEnter={preloadQuoteRequestForm}
        onFocus={preloadQuoteRequestForm}
        onClick={() => setOpen((current) => !current)}
      >
        {t('productPage.quoteOpen')}
      </Button>
      <div id={formId} hidden={!open}>
        {open ? (
          <LazyQuoteRequestForm
            kind="quote"
            defaultQuantity={defaultQuantity}
            onSubmit={onSubmit}
          />
        ) : null}
      </div>
    </Card>
  );
}
