import type { Context } from 'hono';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { SandboxContext, SandboxEnv } from '../../context.ts';
import { parseJsonBody } from '../../http/body.ts';
import type { Storefront } from '../identity/storefronts.ts';
import { invoiceEligibility, loadProfile } from '../ecommerce/customers.ts';
import { shopperScope, storefrontOfPath } from '../ecommerce/shopper.ts';
import { payCart } from './checkout.ts';
import { payOrder } from './pay-order.ts';
import { cartPaymentBody, orderPaymentBody } from './payment-requests.ts';
import type { PaymentRequest } from './payment-requests.ts';
import { readIdempotencyKey, requestFingerprint, runIdempotent } from './idempotency.ts';
import type { IdempotentResult } from './idempotency.ts';
import { issueClientToken, tokenizeBody, tokenizeCard } from './nonces.ts';
import type { PaymentInstrumentType, PaymentType } from '../../db/schema-commerce-documents.ts';

/** A payment option offered to a shopper. */
export interface PaymentMethodOption {
  paymentType: PaymentType;
  paymentInstrumentType: PaymentInstrumentType;
}

/**
 * The payment service, mounted under `/payments`, under
 * `/tenants/{tenant}/storefronts/{storefront}`:
 *
 * - `GET /paymentMethods/metadata` (bearer) → a client token for the card form and the payment
 *   options the shopper may use
 * - `POST /paymentMethods/tokenize` → a single-use nonce for a sandbox test card
 * - `POST /carts/{cartId}/payments` (bearer, `Idempotency-Key`) → pays the cart, creates the order
 * - `POST /orders/{orderId}/payments` (bearer, `Idempotency-Key`) → pays a pending order by card
 *
 * @example
 * ```ts
 * app.route(SERVICE_BASE_PATHS.payments, createPaymentRoutes(context));
 * ```
 */
export function createPaymentRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const idempotent = async (
    c: Context,
    storefront: Storefront,
    required: boolean,
    body: unknown,
  ) => {
    const key = readIdempotencyKey(c, required);
    return key === undefined
      ? undefined
      : {
          scope: `${storefront.tenant}/${storefront.id}`,
          key,
          fingerprint: requestFingerprint(c.req.method, c.req.path, body),
        };
  };

  /**
   * A payment (bearer, `Idempotency-Key` required): `pay` runs once per key; the same request
   * again gets the stored answer.
   */
  const payOnce = async <Body extends z.ZodType>(
    c: Context,
    bodySchema: Body,
    pay: (request: PaymentRequest<Body>) => Promise<IdempotentResult>,
  ) => {
    const { storefront, shopper } = await shopperScope(context, c);
    const request = await idempotent(c, storefront, true, await readJson(c));
    const body = await parseJsonBody(c, bodySchema);
    if (!request) throw new Error('unreachable: the key is required');
    return runIdempotent(context, c, request, () => pay({ storefront, shopper, body }));
  };

  const base = '/tenants/:tenant/storefronts/:storefront';

  return new Hono<SandboxEnv>()
    .get(`${base}/paymentMethods/metadata`, async (c) => {
      const { storefront, shopper } = await shopperScope(context, c);
      const { clientToken, expiresAt } = await issueClientToken(context, storefront);
      const paymentMethods: PaymentMethodOption[] = [
        { paymentType: 'braintree', paymentInstrumentType: 'credit_card' },
        { paymentType: 'braintree', paymentInstrumentType: 'paypal_account' },
      ];
      if (shopper.kind === 'customer') {
        const eligibility = invoiceEligibility(await loadProfile(context, shopper.customerId));
        if (eligibility.invoiceWithTerms) {
          paymentMethods.push({
            paymentType: 'paymentByInvoice',
            paymentInstrumentType: 'invoice_with_terms',
          });
        }
        if (eligibility.invoiceWithoutTerms) {
          paymentMethods.push({
            paymentType: 'paymentByInvoice',
            paymentInstrumentType: 'invoice_without_terms',
          });
        }
      }
      const origin = new URL(c.req.url).origin;
      return c.json({
        clientToken,
        environment: 'sandbox',
        merchantId: `${storefront.id}-sandbox-merchant`,
        expiresAt: expiresAt.toISOString(),
        tokenizeUrl: `${origin}/payments/tenants/${storefront.tenant}/storefronts/${storefront.id}/paymentMethods/tokenize`,
        paymentMethods,
      });
    })

    .post(`${base}/paymentMethods/tokenize`, async (c) => {
      const storefront = await storefrontOfPath(context, c);
      const body = await parseJsonBody(c, tokenizeBody);
      const request = await idempotent(c, storefront, false, await c.req.json());
      const work = async () => ({
        status: 201 as const,
        body: await tokenizeCard(context, storefront, body),
      });
      if (!request) {
        const result = await work();
        return c.json(result.body, result.status);
      }
      return runIdempotent(context, c, request, work);
    })

    .post(`${base}/carts/:cartId/payments`, (c) =>
      payOnce(c, cartPaymentBody, (request) =>
        payCart(context, { ...request, cartId: c.req.param('cartId') }),
      ),
    )

    .post(`${base}/orders/:orderId/payments`, (c) =>
      payOnce(c, orderPaymentBody, (request) =>
        payOrder(context, { ...request, orderId: c.req.param('orderId') }),
      ),
    );
}

/** The JSON body for fingerprinting; a body that is not JSON is left to the body parser. */
async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return null;
  }
}
