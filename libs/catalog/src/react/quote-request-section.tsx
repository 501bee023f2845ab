import { QuoteFormDisclosure } from './quote-form-disclosure';
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
  return (
    <QuoteFormDisclosure
      heading={t('productPage.quoteHeading')}
      intro={t('productPage.quoteIntro')}
      openLabel={t('productPage.quoteOpen')}
      form={{ kind: 'quote', defaultQuantity, onSubmit }}
    />
  );
}
