import { isApiError, schemaOnRequest } from '@storefront/http';
import type * as z from 'zod/mini';
import type { CatalogClient } from './catalog-client';
import type { quoteReceiptSchema } from './request-quote-response';

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
  const errorCodes = { all: 'ECX999' } as const;
  const path = 'order-quotation';
  return client.store('ecommerce', errorCodes, { bearer: true }).post(path, {
    json: body,
    schema: schemaOnRequest({ method: 'post', path, code: errorCodes.all }, () =>
      import('./request-quote-response').then((module) => module.quoteReceiptSchema),
    ),
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

/** One field a `400 ValidationError` names: its path (`contact.email`) and the message. */
interface ServiceFieldError {
  readonly path: string;
  readonly message: string;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isServiceFieldError = (value: unknown): value is ServiceFieldError =>
  isRecord(value) && typeof value['path'] === 'string' && typeof value['message'] === 'string';

/**
 * The fields of a `400 ValidationError` body (`{ title: 'ValidationError', errors: [{ path,
 * message }] }`), or `undefined` for any other body. Checked by hand, not with a schema: the
 * quote form reads it, and it should not load zod for it.
 */
function validationErrorsOf(body: unknown): readonly ServiceFieldError[] | undefined {
  if (!isRecord(body) || body['title'] !== 'ValidationError') return undefined;
  const errors: unknown = body['errors'];
  return Array.isArray(errors) && errors.every(isServiceFieldError) ? errors : undefined;
}

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
  const errors = validationErrorsOf(error.body);
  if (errors === undefined) return {};
  const fields: Partial<Record<QuoteField, string>> = {};
  for (const issue of errors) {
    const field = FIELD_OF_PATH[issue.path];
    if (field && fields[field] === undefined) fields[field] = issue.message;
  }
  return fields;
}
