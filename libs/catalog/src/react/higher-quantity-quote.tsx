import type { QuoteReceipt } from '../lib/api/request-quote';
import { QuoteFormDisclosure } from './quote-form-disclosure';
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
  return (
    <QuoteFormDisclosure
      heading={t('higherQuantity.heading', { count: largestQuantity, max: count(largestQuantity) })}
      intro={t('higherQuantity.text')}
      openLabel={t('higherQuantity.open')}
      form={{ kind: 'higher-quantity', minQuantity: largestQuantity + 1, onSubmit }}
      defaultOpen={defaultOpen}
      slot="higher-quantity-quote"
      {...(className ? { className } : {})}
    />
  );
}
