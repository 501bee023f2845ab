import { Spinner } from '@storefront/ui-kit';
import { Suspense, useEffect } from 'react';
import { moduleLoader } from './module-loader';
import type { QuoteRequestFormProps } from './quote-request-form';
import { useCatalogFormat } from './use-catalog-format';

/** The quote form (react-hook-form, zod and its schema): its own chunk. */
const quoteRequestForm = moduleLoader(() => import('./quote-request-form'));

/**
 * Starts loading the quote form's code. The quote sections call it once they are shown, so
 * the form opens at once on a click without being part of the page's first load.
 */
export const loadQuoteRequestForm = quoteRequestForm.load;

/**
 * Loads the quote form's code after the component mounts (after hydration on a
 * server-rendered page), so it is there when the shopper opens the form.
 *
 * @example
 * usePreloadQuoteRequestForm();
 */
export function usePreloadQuoteRequestForm() {
  useEffect(() => {
    void loadQuoteRequestForm().catch(() => undefined);
  }, []);
}

function QuoteRequestFormLoader(props: QuoteRequestFormProps) {
  const { QuoteRequestForm } = quoteRequestForm.useModule();
  return <QuoteRequestForm {...props} />;
}

/**
 * The quote form, its code loaded on first render unless it already is (see
 * {@link usePreloadQuoteRequestForm}); a spinner says so meanwhile.
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
