import { isApiError } from '@storefront/http';
import * as z from 'zod/mini';
import type { OrdersClient } from './orders-client';

/**
 * Status handlers of `tokenizeCard`: every failure is ECX032 (card provider). A card the
 * provider refuses is `422 CreditCardInvalid` with `errors: [{ path, message }]` (see
 * {@link cardFieldErrors}).
 *
 * @example
 * client.store('payments', TOKENIZE_CARD_ERROR_CODES, { bearer: false });
 */
export const TOKENIZE_CARD_ERROR_CODES = { all: 'ECX032' } as const;

/**
 * A card as the shopper typed it.
 *
 * @example
 * const card: CardDetails = { number: '4111 1111 1111 1111', expirationDate: '12/31', cvv: '123', cardholderName: 'Ada Lovelace' };
 */
export interface CardDetails {
  number: string;
  /** `MM/YY` or `MM/YYYY`. */
  expirationDate: string;
  cvv?: string;
  cardholderName?: string;
  postalCode?: string;
}

const nonceSchema = z.object({
  nonce: z.string().check(z.minLength(1)),
  type: z.nullish(z.string()),
  paymentInstrumentType: z.nullish(z.string()),
  details: z.nullish(
    z.object({
      cardType: z.nullish(z.string()),
      lastFour: z.nullish(z.string()),
      expirationMonth: z.nullish(z.string()),
      expirationYear: z.nullish(z.string()),
    }),
  ),
  expiresAt: z.nullish(z.string()),
});

/**
 * A single-use payment nonce for a card, with the card's type and last four digits.
 *
 * @example
 * const label = (nonce: CardNonce) => `${nonce.details?.cardType} •••• ${nonce.details?.lastFour}`;
 */
export type CardNonce = z.output<typeof nonceSchema>;

/**
 * Turns a card into a single-use nonce at the card provider (`POST payments
 * …/paymentMethods/tokenize`, authorised by the client token of `getPaymentMetadata`, no
 * bearer). The card number's spaces and dashes are removed; empty optional fields are left
 * out. Only the sandbox's test cards tokenise; the charge happens when the nonce is paid with
 * (a cart payment or `payPendingOrder`). Fails with an `ApiError` ECX032.
 *
 * @example
 * const { clientToken } = await getPaymentMetadata(client);
 * const { nonce } = await tokenizeCard(client, clientToken, card);
 */
export async function tokenizeCard(
  client: OrdersClient,
  clientToken: string,
  card: CardDetails,
): Promise<CardNonce> {
  const creditCard: Record<string, string> = {
    number: card.number.replace(/[\s-]/g, ''),
    expirationDate: card.expirationDate.trim(),
  };
  if (card.cvv?.trim()) creditCard['cvv'] = card.cvv.trim();
  if (card.cardholderName?.trim()) creditCard['cardholderName'] = card.cardholderName.trim();
  if (card.postalCode?.trim()) creditCard['postalCode'] = card.postalCode.trim();
  return client
    .store('payments', TOKENIZE_CARD_ERROR_CODES, { bearer: false })
    .post('paymentMethods/tokenize', { json: { clientToken, creditCard }, schema: nonceSchema });
}

const CARD_FIELDS: ReadonlyArray<keyof CardDetails> = [
  'number',
  'expirationDate',
  'cvv',
  'postalCode',
  'cardholderName',
];

/**
 * The card fields a refused card names (`422 CreditCardInvalid`, `errors[].path` such as
 * `creditCard.number`), with the service's message, the first one per field; empty for other
 * errors. An expiration month or year counts as `expirationDate`.
 *
 * @example
 * cardFieldErrors(error); // { number: 'is not a sandbox test card number' }
 */
export function cardFieldErrors(error: unknown): Partial<Record<keyof CardDetails, string>> {
  if (!isApiError(error) || error.status !== 422) return {};
  const parsed = z
    .object({ errors: z.array(z.object({ path: z.string(), message: z.string() })) })
    .safeParse(error.body);
  if (!parsed.success) return {};
  const fields: Partial<Record<keyof CardDetails, string>> = {};
  for (const issue of parsed.data.errors) {
    const name = issue.path.replace(/^creditCard\./, '').split('.')[0] ?? '';
    const field = (/^expiration/.test(name) ? 'expirationDate' : name) as keyof CardDetails;
    if (CARD_FIELDS.includes(field) && issue.message) fields[field] ??= issue.message;
  }
  return fields;
}
