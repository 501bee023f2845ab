import { defineStatusHandlers } from '@storefront/http';
import { z } from 'zod';
import type { CartConnection } from './cart-connection';

/**
 * Status handlers of `tokenizeCard`: ECX032 (card provider). A card the provider refuses is
 * `422 CreditCardInvalid` with `errors: [{ path, message }]` (see `cardFieldErrors`).
 *
 * @example
 * connection.payments(TOKENIZE_CARD_ERROR_CODES);
 */
export const TOKENIZE_CARD_ERROR_CODES = defineStatusHandlers({ all: 'ECX032' });

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
  nonce: z.string().min(1),
  type: z.string().nullish(),
  paymentInstrumentType: z.string().nullish(),
  details: z
    .object({
      cardType: z.string().nullish(),
      lastFour: z.string().nullish(),
      expirationMonth: z.string().nullish(),
      expirationYear: z.string().nullish(),
    })
    .nullish(),
  expiresAt: z.string().nullish(),
});

/**
 * A single-use payment nonce for a card, with the card's type and last four digits.
 *
 * @example
 * const label = (nonce: CardNonce) => `${nonce.details?.cardType} •••• ${nonce.details?.lastFour}`;
 */
export type CardNonce = z.output<typeof nonceSchema>;

/**
 * Turns a card into a single-use nonce at the card provider (`POST paymentMethods/tokenize`
 * with the client token of `getPaymentMetadata`). Only the sandbox's test cards tokenise;
 * the charge happens when the nonce is paid with.
 *
 * @example
 * const { nonce } = await tokenizeCard(connection, metadata.clientToken, card);
 */
export async function tokenizeCard(
  connection: CartConnection,
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
  return connection.payments(TOKENIZE_CARD_ERROR_CODES).post('paymentMethods/tokenize', {
    json: { clientToken, creditCard },
    bearer: false,
    schema: nonceSchema,
  });
}
