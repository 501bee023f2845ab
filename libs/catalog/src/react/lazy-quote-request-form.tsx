import { Spinner } from '@storefront/ui-kit';
import { Suspense } from 'react';
import { moduleLoader } from './module-loader';
import type { QuoteRequestFormProps } from './quote-request-form';
import { useCatalogFormat } from './use-catalog-format';

/** The quote form (react-hook-form, zod and its schema): its own chunk. */
const quoteRequestForm = moduleLoader(() => import('./quote-request-form'));

/** Loads the quote form's code (stories load it up front). */
export const loadQuoteRequestForm = quoteRequestForm.load;

/**
 * Starts loading the quote form's code when a shopper is about to open it: the buttons that
 * show the form call it on pointer enter and focus, so the form usually opens at once while a
 * page nobody asks a quote on never loads react-hook-form and the form's schema. A failure is
 * left to the form itself, whose load tries again when it is shown.
 *
 * @example
 * <Button onPointerEnter={preloadQuoteRequestForm} onFocus={preloadQuoteRequestForm}>Get a quote</Button>
 */
export function preloadQuoteRequestForm(): void {
  void loadQuoteRequestForm().catch(() => undefined);
}

function QuoteRequestFormLoader(props: QuoteRequestFormProps) {
  const { QuoteRequestForm } = quoteRequestForm.useModule();
  return <QuoteRequestForm {...props} />;
}

/**
 * The quote form, its code loaded on first render unless it already is (see
 * {@link preloadQuoteRequestForm}); a spinner says so meanwhile.
 *
 * @example
 * {open ? <LazyQuoteRequestForm kind="quote" onSubmit={sendQuote} /> : null}
 */
export function LazyQuoteRequestForm(props: QuoteRequestFormProps) {
  const { t } = useCatalogFormat();
  return (
    <Suspense fallback={<Spinner label={t('quote.loading')} />}>
      <QuoteRequestFormLoader {...props} />
    </Suspense>
  );
}
