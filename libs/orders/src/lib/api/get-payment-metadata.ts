import * as z from 'zod/mini';
import type { OrdersClient } from './orders-client';

/**
 * Status handlers of `getPaymentMetadata`: every failure is ECX020 (card-provider client token).
 *
 * @example
 * client.store('payments', PAYMENT_METADATA_ERROR_CODES);
 */
export const PAYMENT_METADATA_ERROR_CODES = { all: 'ECX020' } as const;

/**
 * The spec's payment types.
 *
 * @example
 * const type: PaymentType = 'paymentByInvoice';
 */
export type PaymentType = 'braintree' | 'paymentByInvoice' | 'freeOfCharge';

/**
 * The spec's payment instrument types.
 *
 * @example
 * const instrument: PaymentInstrumentType = 'invoice_without_terms';
 */
export type PaymentInstrumentType =
  'credit_card' | 'paypal_account' | 'invoice_with_terms' | 'invoice_without_terms';

const paymentMetadataSchema = z.object({
  clientToken: z.string().check(z.minLength(1)),
  environment: z.nullish(z.string()),
  merchantId: z.nullish(z.string()),
  expiresAt: z.nullish(z.string()),
  tokenizeUrl: z.nullish(z.string()),
  paymentMethods: z._default(
    z.array(
      z.object({
        paymentType: z.enum(['braintree', 'paymentByInvoice', 'freeOfCharge']),
        paymentInstrumentType: z.enum([
          'credit_card',
          'paypal_account',
          'invoice_with_terms',
          'invoice_without_terms',
        ]),
      }),
    ),
    [],
  ),
});

/**
 * The card provider's client token and the payment options the shopper may use (the invoice
 * instruments only for signed-in customers allowed them).
 *
 * @example
 * const canInvoice = (meta: PaymentMetadata) => meta.paymentMethods.some((m) => m.paymentType === 'paymentByInvoice');
 */
export type PaymentMetadata = z.output<typeof paymentMetadataSchema>;

/**
 * Fetches the client token of the card provider and the payment options
 * (`GET payments …/paymentMethods/metadata`, bearer). Fails with an `ApiError` ECX020.
 *
 * @example
 * const { clientToken, paymentMethods } = await getPaymentMetadata(client);
 */
export async function getPaymentMetadata(client: OrdersClient): Promise<PaymentMetadata> {
  return client
    .store('payments', PAYMENT_METADATA_ERROR_CODES)
    .get('paymentMethods/metadata', { schema: paymentMetadataSchema });
}
