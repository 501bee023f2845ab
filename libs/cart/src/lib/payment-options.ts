import { NeverOccurError } from '@storefront/http';
import { isZero, type Money } from '@storefront/pricing';
import type { PaymentMetadata } from '@storefront/orders';
import type { CartPayment } from './api/pay-cart';
import { invoiceOptionsOf, type InvoiceCustomer } from './reseller';

/**
 * A way to pay the checkout offers.
 *
 * @example
 * const option: PaymentOption = 'invoice_without_terms';
 */
export type PaymentOption =
  'credit_card' | 'invoice_with_terms' | 'invoice_without_terms' | 'freeOfCharge';

/**
 * The payment options to offer: only "no payment needed" (`freeOfCharge`) for an order total
 * of $0.00; otherwise the card, plus each invoice instrument the payment service lists for
 * this customer and — when the customer is known — the spec's rule allows (customer group,
 * onAccount and isInvoiceWithoutTermsEnabled decide: {@link invoiceOptionsOf}, with the
 * reseller rule). PayPal is listed by the service but not offered (the sandbox has no PayPal
 * window).
 *
 * @example
 * paymentOptionsOf(metadata, cart.cartTotal.total, customer); // ['credit_card', 'invoice_without_terms']
 */
export function paymentOptionsOf(
  metadata: Pick<PaymentMetadata, 'paymentMethods'> | null | undefined,
  total: Money,
  customer?: InvoiceCustomer | null,
): PaymentOption[] {
  if (isZero(total)) return ['freeOfCharge'];
  const options: PaymentOption[] = ['credit_card'];
  const allowed = customer ? invoiceOptionsOf(customer) : null;
  const permits = (instrument: 'invoice_with_terms' | 'invoice_without_terms') =>
    allowed === null ||
    (instrument === 'invoice_with_terms' ? allowed.invoiceWithTerms : allowed.invoiceWithoutTerms);
  for (const method of metadata?.paymentMethods ?? []) {
    if (
      method.paymentType === 'paymentByInvoice' &&
      (method.paymentInstrumentType === 'invoice_with_terms' ||
        method.paymentInstrumentType === 'invoice_without_terms') &&
      permits(method.paymentInstrumentType) &&
      !options.includes(method.paymentInstrumentType)
    ) {
      options.push(method.paymentInstrumentType);
    }
  }
  return options;
}

/**
 * The payment body of a non-card option (the card needs its nonce first). Any other value is a
 * `NeverOccurError` (ECX998).
 *
 * @example
 * paymentOf('invoice_without_terms', 'PO-7781');
 * // { paymentType: 'paymentByInvoice', paymentInstrumentType: 'invoice_without_terms', poNumber: 'PO-7781' }
 */
export function paymentOf(
  option: Exclude<PaymentOption, 'credit_card'>,
  poNumber?: string,
): CartPayment {
  if (option === 'freeOfCharge') return { paymentType: 'freeOfCharge' };
  if (option === 'invoice_with_terms' || option === 'invoice_without_terms') {
    const po = poNumber?.trim();
    return {
      paymentType: 'paymentByInvoice',
      paymentInstrumentType: option,
      ...(po ? { poNumber: po } : {}),
    };
  }
  // The types leave no other option; a caller outside TypeScript could still pass one.
  throw new NeverOccurError({ message: `Unknown payment option ${String(option)}` });
}
