import { z } from 'zod';
import type { Storefront } from '../identity/storefronts.ts';
import { cartVersion } from '../ecommerce/cart-requests.ts';
import type { Shopper } from '../ecommerce/shopper.ts';

// What the payment routes accept, checked at the boundary.

/** The cart version a payment is for; without it, the current one. */
const optionalCartVersion = cartVersion.optional();

const nonce = z.string().trim().min(1, { error: 'is required' }).max(200);

const siteUrlMessage = 'must be the http(s) origin of the store (no path, query or fragment)';
/** The brand's site the order is placed on; the order mail links to the order there. */
const siteUrl = z
  .string()
  .trim()
  .max(200)
  .pipe(z.url({ protocol: /^https?$/, error: siteUrlMessage }))
  .refine((url) => new URL(url).origin === url.replace(/\/+$/, ''), { error: siteUrlMessage })
  .optional();

/** Body of `POST carts/{cartId}/payments`. */
export const cartPaymentBody = z.discriminatedUnion(
  'paymentType',
  [
    z.strictObject({
      paymentType: z.literal('braintree'),
      paymentInstrumentType: z.enum(['credit_card', 'paypal_account']).optional(),
      nonce,
      deviceData: z.string().max(5000).optional(),
      cartVersion: optionalCartVersion,
      siteUrl,
    }),
    z.strictObject({
      paymentType: z.literal('paymentByInvoice'),
      paymentInstrumentType: z.enum(['invoice_with_terms', 'invoice_without_terms'], {
        error: 'must be invoice_with_terms or invoice_without_terms',
      }),
      poNumber: z.string().trim().max(50).optional(),
      cartVersion: optionalCartVersion,
      siteUrl,
    }),
    z.strictObject({
      paymentType: z.literal('freeOfCharge'),
      cartVersion: optionalCartVersion,
      siteUrl,
    }),
  ],
  { error: 'must be braintree, paymentByInvoice or freeOfCharge' },
);

/** Body of `POST orders/{orderId}/payments`. */
export const orderPaymentBody = z.strictObject({
  paymentType: z.literal('braintree', { error: 'must be braintree' }),
  paymentInstrumentType: z.enum(['credit_card', 'paypal_account']).optional(),
  nonce,
  deviceData: z.string().max(5000).optional(),
});

/** What a payment is asked with: the store, the shopper and the checked body. */
export interface PaymentRequest<Body extends z.ZodType> {
  storefront: Storefront;
  shopper: Shopper;
  body: z.output<Body>;
}
