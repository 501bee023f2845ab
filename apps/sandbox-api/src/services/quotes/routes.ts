import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext, SandboxEnv } from '../../context.ts';
import { quotes } from '../../db/schema.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import { sendMail } from '../../outbox.ts';
import { findProduct } from '../catalog/catalog.ts';
import { optionalText, parseBody, requiredText } from '../catalog/request.ts';
import { isUniqueViolation } from '../identity/secrets.ts';
import { findStorefront } from '../identity/storefronts.ts';
import { optionalCustomerId } from './bearer.ts';
import { quoteConfirmationMail } from './mails.ts';
import { addWorkDays, DEFAULT_TIME_ZONE, TENANT_TIME_ZONES } from './work-days.ts';

/** Work days between receiving a quote request and the promised answer. */
export const QUOTE_RESPONSE_WORK_DAYS = 2;

/** Largest quantity a quote may ask for. */
export const MAX_QUOTE_QUANTITY = 10_000_000;

/** Longest `comments` text. */
export const MAX_QUOTE_COMMENTS = 2000;

const quantityMessage = `must be a whole number from 1 to ${MAX_QUOTE_QUANTITY}`;

// A missing field falls through to `parseBody`'s 'is required'; a wrong one gets `message`.
const unlessMissing = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? undefined : message;

/** The body of `POST …/order-quotation` (contract 1), plus an optional mail `culture`. */
export const quoteRequestSchema = z.object({
  kind: z.enum(['quote', 'higher-quantity'], {
    error: unlessMissing("must be 'quote' or 'higher-quantity'"),
  }),
  productKey: requiredText,
  productName: requiredText,
  quantity: z
    .number({ error: unlessMissing(quantityMessage) })
    .int({ error: quantityMessage })
    .min(1, { error: quantityMessage })
    .max(MAX_QUOTE_QUANTITY, { error: quantityMessage }),
  size: optionalText,
  printOption: optionalText,
  color: optionalText,
  contact: z.object(
    {
      name: requiredText.max(100, { error: 'must be at most 100 characters' }),
      email: z
        .string()
        .trim()
        .pipe(z.email({ error: 'must be an email address' })),
      phone: optionalText,
      company: optionalText,
    },
    { error: unlessMissing('must be an object') },
  ),
  comments: optionalText.pipe(
    z
      .string()
      .max(MAX_QUOTE_COMMENTS, { error: `must be at most ${MAX_QUOTE_COMMENTS} characters` })
      .optional(),
  ),
  culture: optionalText,
});

/** A quote request as the route reads it. */
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** The answer of `POST …/order-quotation`. */
export interface QuoteReceipt {
  /** `Q-` and six digits. */
  quoteId: string;
  status: 'received';
  /** ISO 8601, from the sandbox clock. */
  receivedAt: string;
  /** ISO 8601: {@link QUOTE_RESPONSE_WORK_DAYS} work days after `receivedAt`. */
  respondBy: string;
}

const newQuoteId = () => `Q-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/**
 * The quote-request route of the ecommerce service, mounted under `/ecommerce`:
 *
 * `POST /tenants/{tenant}/storefronts/{storefront}/order-quotation` with an optional customer
 * bearer token → `201 { quoteId, status: 'received', receivedAt, respondBy }`, the quote
 * stored and a confirmation mailed to `contact.email`.
 *
 * @example
 * ```ts
 * app.route(SERVICE_BASE_PATHS.ecommerce, createQuoteRoutes(context));
 * ```
 */
export function createQuoteRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const { db, clock } = context;

  return new Hono<SandboxEnv>().post(
    '/tenants/:tenant/storefronts/:storefront/order-quotation',
    async (c) => {
      const tenant = c.req.param('tenant');
      const storefront = await findStorefront(db, tenant, c.req.param('storefront'));
      if (!storefront) {
        throw new SandboxHttpError(
          404,
          'StorefrontNotFound',
          `Tenant "${tenant}" has no storefront "${c.req.param('storefront')}"`,
        );
      }
      const customerId = await optionalCustomerId(context, tenant, c.req.header('Authorization'));
      const body = await parseBody(c, quoteRequestSchema);
      if (!(await findProduct(db, body.productKey))) {
        throw new SandboxHttpError(
          400,
          'UnknownProduct',
          `The catalogue has no product "${body.productKey}"`,
        );
      }

      const receivedAt = clock.now();
      const timeZone = TENANT_TIME_ZONES[tenant] ?? DEFAULT_TIME_ZONE;
      const respondBy = addWorkDays(receivedAt, QUOTE_RESPONSE_WORK_DAYS, timeZone);
      const culture = body.culture ?? (tenant === 'germany' ? 'de' : 'en');
      const row = {
        tenant,
        storefrontId: storefront.id,
        customerId,
        kind: body.kind,
        productKey: body.productKey,
        productName: body.productName,
        quantity: body.quantity,
        size: body.size ?? null,
        printOption: body.printOption ?? null,
        color: body.color ?? null,
        contactName: body.contact.name,
        contactEmail: body.contact.email,
        contactPhone: body.contact.phone ?? null,
        contactCompany: body.contact.company ?? null,
        comments: body.comments ?? null,
        culture,
        status: 'received' as const,
        receivedAt,
        respondBy,
      };

      // Six random digits; a clash with an earlier quote draws again.
      let quoteId: string | undefined;
      for (let attempt = 0; quoteId === undefined; attempt += 1) {
        const candidate = newQuoteId();
        try {
          await db.orm.insert(quotes).values({ id: candidate, ...row });
          quoteId = candidate;
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 20) throw error;
        }
      }

      await sendMail(context, {
        to: body.contact.email,
        ...quoteConfirmationMail(
          {
            quoteId,
            kind: body.kind,
            storefrontId: storefront.id,
            contactName: body.contact.name,
            productName: body.productName,
            quantity: body.quantity,
            size: body.size,
            printOption: body.printOption,
            color: body.color,
            comments: body.comments,
            respondBy,
            timeZone,
          },
          culture,
        ),
      });

      const receipt: QuoteReceipt = {
        quoteId,
        status: 'received',
        receivedAt: receivedAt.toISOString(),
        respondBy: respondBy.toISOString(),
      };
      return c.json(receipt, 201);
    },
  );
}
