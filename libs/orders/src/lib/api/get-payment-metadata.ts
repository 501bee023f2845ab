import { z } from 'zod';
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
  clientToken: z.string().min(1),
  environment: z.string().nullish(),
  merchantId: z.string().nullish(),
  expiresAt: z.string().nullish(),
  tokenizeUrl: z.string().nullish(),
  paymentMethods: z
    .array(
      z.object({
        paymentType: z.enum(['braintree', 'paymentByInvoice', 'freeOfCharge']),
        paymentInstrumentType: z.enum([
          'credit_card',
          'paypal_account',
          'invoice_with_terms',
          'invoice_without_terms',
        ]),
      }),
    )
    .default([]),
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
