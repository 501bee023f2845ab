import { isApiError } from '@storefront/http';
import * as z from 'zod/mini';
import type { CatalogClient } from './catalog-client';

/**
 * What a quote is for: a regular quote request, or a quote for more boxes than the largest
 * price break.
 *
 * @example
 * const kind: QuoteKind = 'higher-quantity';
 */
export type QuoteKind = 'quote' | 'higher-quantity';

/**
 * A quote request (contract 1, body of `order-quotation`).
 *
 * @example
 * const request: QuoteRequest = {
 *   kind: 'quote',
 *   productKey: 'custom-mailer-box',
 *   productName: 'Custom Mailer Box',
 *   quantity: 500,
 *   size: '9 x 6 x 3',
 *   contact: { name: 'Ada Lovelace', email: 'ada@example.com' },
 * };
 */
export interface QuoteRequest {
  kind: QuoteKind;
  productKey: string;
  productName: string;
  quantity: number;
  size?: string;
  printOption?: string;
  color?: string;
  contact: { name: string; email: string; phone?: string; company?: string };
  comments?: string;
}

/**
 * The service's receipt of a quote request (contract 1).
 *
 * @example
 * quoteReceiptSchema.parse({ quoteId: 'Q-123456', status: 'received', receivedAt: '2026-03-02T15:00:00.000Z', respondBy: '2026-03-04T15:00:00.000Z' });
 */
export const quoteReceiptSchema = z.object({
  quoteId: z.string().check(z.regex(/^Q-\d{6}$/, { error: 'Expected Q- and 6 digits' })),
  status: z.literal('received'),
  receivedAt: z.iso.datetime({ offset: true }),
  respondBy: z.iso.datetime({ offset: true }),
});

/**
 * A quote receipt: the quote id to quote back, when it arrived and when the store answers.
 *
 * @example
 * const label = (receipt: QuoteReceipt) => `${receipt.quoteId}, answer by ${receipt.respondBy}`;
 */
export type QuoteReceipt = z.output<typeof quoteReceiptSchema>;

/**
 * Sends a quote request (`POST ecommerce …/tenants/{tenant}/storefronts/{storefront}/order-quotation`,
 * contract 1), with the customer's access token when `getBearerToken` gives one. Empty
 * optional texts are left out. A refused or failed request is an `ApiError` (ECX999; the spec
 * names no code): `quoteFieldErrors` reads the fields a `400 ValidationError` names.
 *
 * @example
 * const receipt = await requestQuote(client, {
 *   kind: 'higher-quantity',
 *   productKey: 'custom-shipper-box',
 *   productName: 'Custom Shipping Box',
 *   quantity: 25000,
 *   contact: { name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines' },
 * });
 * receipt.quoteId; // 'Q-482913'
 */
export async function requestQuote(
  client: CatalogClient,
  request: QuoteRequest,
  options: { signal?: AbortSignal } = {},
): Promise<QuoteReceipt> {
  const text = (value: string | undefined) => {
    const trimmed = value?.trim();
    return trimmed === undefined || trimmed === '' ? undefined : trimmed;
  };
  const body = {
    kind: request.kind,
    productKey: request.productKey,
    productName: request.productName,
    quantity: request.quantity,
    size: text(request.size),
    printOption: text(request.printOption),
    color: text(request.color),
    contact: {
      name: request.contact.name.trim(),
      email: request.contact.email.trim().toLowerCase(),
      phone: text(request.contact.phone),
      company: text(request.contact.company),
    },
    comments: text(request.comments),
  };
  return client.store('ecommerce', { all: 'ECX999' }, { bearer: true }).post('order-quotation', {
    json: body,
    schema: quoteReceiptSchema,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/**
 * The form fields of a quote request.
 *
 * @example
 * const field: QuoteField = 'email';
 */
export type QuoteField = 'name' | 'email' | 'phone' | 'company' | 'quantity' | 'comments';

const FIELD_OF_PATH: Record<string, QuoteField> = {
  'contact.name': 'name',
  'contact.email': 'email',
  'contact.phone': 'phone',
  'contact.company': 'company',
  quantity: 'quantity',
  comments: 'comments',
};

const validationBodySchema = z.object({
  title: z.literal('ValidationError'),
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
});

/**
 * The form fields a refused quote request names (`400 ValidationError`, `errors[].path` such
 * as `contact.email`), with the service's message; empty for any other error.
 *
 * @example
 * try {
 *   await requestQuote(client, request);
 * } catch (error) {
 *   quoteFieldErrors(error); // { email: 'Invalid email address' }
 * }
 */
export function quoteFieldErrors(error: unknown): Partial<Record<QuoteField, string>> {
  if (!isApiError(error) || error.status !== 400) return {};
  const parsed = validationBodySchema.safeParse(error.body);
  if (!parsed.success) return {};
  const fields: Partial<Record<QuoteField, string>> = {};
  for (const issue of parsed.data.errors) {
    const field = FIELD_OF_PATH[issue.path];
    if (field && fields[field] === undefined) fields[field] = issue.message;
  }
  return fields;
}
