import { isApiError } from '@storefront/http';
import { z } from 'zod';
import type { OrdersClient } from './orders-client';

/**
 * Card details typed by the shopper.
 *
 * @example
 * const card: CardDetails = { number: '4111 1111 1111 1111', expirationDate: '12/31', cvv: '123' };
 */
export interface CardDetails {
  number: string;
  /** `MM/YY` or `MM/YYYY`. */
  expirationDate: string;
  cvv?: string;
  postalCode?: string;
  cardholderName?: string;
}

const metadataSchema = z.object({ clientToken: z.string().min(1) });

const nonceSchema = z.object({
  nonce: z.string().min(1),
  details: z.object({ cardType: z.string(), lastFour: z.string() }).partial().nullish(),
});

/**
 * A single-use payment nonce for a card.
 *
 * @example
 * const { nonce } = await tokenizeCard(client, card);
 */
export type CardNonce = z.output<typeof nonceSchema>;

/**
 * Turns a card into a single-use nonce at the card provider: a client token from
 * `GET payments …/paymentMethods/metadata` (bearer; ECX020 on failure), then
 * `POST …/paymentMethods/tokenize` (ECX032 on failure; a refused card is a 422 whose fields
 * `cardFieldErrors` reads). The card number's spaces and dashes are removed.
 *
 * @example
 * const { nonce } = await tokenizeCard(client, { number: '4111111111111111', expirationDate: '12/31', cvv: '123' });
 */
export async function tokenizeCard(client: OrdersClient, card: CardDetails): Promise<CardNonce> {
  const { clientToken } = await client
    .store('payments', { all: 'ECX020' })
    .get('paymentMethods/metadata', { schema: metadataSchema });
  const optional = (value: string | undefined) => {
    const trimmed = value?.trim();
    return trimmed ? trimmed : undefined;
  };
  return client.store('payments', { all: 'ECX032' }).post('paymentMethods/tokenize', {
    json: {
      clientToken,
      creditCard: {
        number: card.number.replace(/[\s-]/g, ''),
        expirationDate: card.expirationDate.trim(),
        cvv: optional(card.cvv),
        postalCode: optional(card.postalCode),
        cardholderName: optional(card.cardholderName),
      },
    },
    schema: nonceSchema,
  });
}

/**
 * The card fields a refused card names (`422 CreditCardInvalid`, `errors[].path` such as
 * `creditCard.number`), with the service's message; empty for other errors.
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
    const field = issue.path.replace(/^creditCard\./, '').split('.')[0] as keyof CardDetails;
    if (['number', 'expirationDate', 'cvv', 'postalCode', 'cardholderName'].includes(field)) {
      fields[field] ??= issue.message;
    }
  }
  return fields;
}
