import * as z from 'zod/mini';
import { apiPriceSchema } from './cart-schemas';

// The answer of `payCart`, imported with its request (see `schemaOnRequest` in
// @storefront/http).

/**
 * The answer to a payment, as `POST carts/{cartId}/payments` gives it.
 *
 * @example
 * const { orderId } = paymentResultSchema.parse(await response.json());
 */
export const paymentResultSchema = z.object({
  paymentId: z.string(),
  orderId: z.string().check(z.minLength(1)),
  cartId: z.nullish(z.string()),
  paymentType: z.string(),
  paymentInstrumentType: z.nullish(z.string()),
  paymentStatus: z.string(),
  amount: apiPriceSchema,
  transaction: z.nullish(
    z.object({
      id: z.nullish(z.string()),
      status: z.nullish(z.string()),
      processorResponseText: z.nullish(z.string()),
      creditCard: z.nullish(
        z.object({ cardType: z.nullish(z.string()), last4: z.nullish(z.string()) }),
      ),
    }),
  ),
  createdAt: z.nullish(z.string()),
});

/**
 * The answer to a payment: the order it created and the payment's status.
 *
 * @example
 * const next = (result: PaymentResult) => `/order-confirmation?orderId=${result.orderId}`;
 */
export type PaymentResult = z.output<typeof paymentResultSchema>;
