import { and, eq, gt, isNull } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import { z } from 'zod';
import type { SandboxContext } from '../../context.ts';
import { firstRow } from '../../db/first-row.ts';
import type { NonceCard } from '../../db/schema.ts';
import { paymentClientTokens, paymentNonces } from '../../db/schema.ts';
import { fieldErrorsProblem } from '../../http/body.ts';
import type { FieldError } from '../../http/body.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import { hashSecret, newSecret } from '../identity/secrets.ts';
import type { Storefront } from '../identity/storefronts.ts';
import { storeDay } from '../ecommerce/dates.ts';
import { nonceConsumed, nonceUnknown } from './errors.ts';
import type { ProcessorOutcome } from './test-cards.ts';
import { FIXED_NONCES, findTestCard, passesLuhn } from './test-cards.ts';
import type { PaymentInstrumentType } from '../../db/schema-commerce-documents.ts';

/** How long a client token works. */
export const CLIENT_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** How long a tokenised nonce works (Braintree: 3 hours). */
export const NONCE_LIFETIME_MS = 3 * 60 * 60 * 1000;

type Context = Pick<SandboxContext, 'db' | 'clock'>;

/**
 * Issues a client token for the card form of a store (opaque, valid
 * {@link CLIENT_TOKEN_LIFETIME_MS}); only its hash is stored.
 *
 * @example
 * ```ts
 * const { clientToken } = await issueClientToken(context, storefront);
 * ```
 */
export async function issueClientToken(
  context: Context,
  storefront: Storefront,
): Promise<{ clientToken: string; expiresAt: Date }> {
  const clientToken = `sandbox_ct_${newSecret()}`;
  const now = context.clock.now();
  const expiresAt = new Date(now.getTime() + CLIENT_TOKEN_LIFETIME_MS);
  await context.db.orm.insert(paymentClientTokens).values({
    tokenHash: hashSecret(clientToken),
    tenant: storefront.tenant,
    storefrontId: storefront.id,
    createdAt: now,
    expiresAt,
  });
  return { clientToken, expiresAt };
}

/** A card to tokenise. */
export const creditCardInput = z.strictObject({
  number: z.string().trim().min(1, { error: 'is required' }),
  expirationDate: z.string().trim().optional(),
  expirationMonth: z.string().trim().optional(),
  expirationYear: z.string().trim().optional(),
  cvv: z.string().trim().optional(),
  postalCode: z.string().trim().max(20).optional(),
  cardholderName: z.string().trim().max(175).optional(),
});

/** The body of the tokenise route. */
export const tokenizeBody = z.strictObject({
  clientToken: z.string().min(1, { error: 'is required' }),
  creditCard: creditCardInput,
});

/** What a tokenised card answers. */
export interface TokenizedCard {
  nonce: string;
  type: 'CreditCard';
  paymentInstrumentType: 'credit_card';
  details: {
    cardType: string;
    lastFour: string;
    lastTwo: string;
    bin: string;
    expirationMonth: string;
    expirationYear: string;
  };
  expiresAt: string;
}

function cardInvalid(errors: FieldError[]): SandboxHttpError {
  return fieldErrorsProblem(422, 'CreditCardInvalid', errors, 'creditCard');
}

/**
 * Tokenises a test card into a single-use nonce, as a card provider's client SDK would: the
 * client token must be one this tenant issued and unexpired; the number must be a sandbox test
 * card; the expiry (`MM/YY`, `MM/YYYY` or month and year) must not be past on the sandbox
 * clock; a CVV, when given, has 3 digits (4 for American Express).
 *
 * @throws {SandboxHttpError} 401 `InvalidClientToken`, 422 `CreditCardInvalid` with `errors`.
 *
 * @example
 * ```ts
 * const { nonce } = await tokenizeCard(context, storefront, { clientToken, creditCard: { number: '4111111111111111', expirationDate: '12/31' } });
 * ```
 */
export async function tokenizeCard(
  context: Context,
  storefront: Storefront,
  body: z.output<typeof tokenizeBody>,
): Promise<TokenizedCard> {
  const { db, clock } = context;
  const now = clock.now();
  const token = await firstRow(
    db.orm,
    paymentClientTokens,
    eq(paymentClientTokens.tokenHash, hashSecret(body.clientToken)),
    eq(paymentClientTokens.tenant, storefront.tenant),
    gt(paymentClientTokens.expiresAt, now),
  );
  if (!token) {
    throw new SandboxHttpError(401, 'InvalidClientToken', 'The client token is invalid or expired');
  }

  const card = body.creditCard;
  const errors: Array<{ path: string; message: string }> = [];
  const digits = card.number.replace(/[\s-]/g, '');
  const testCard = findTestCard(digits);
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    errors.push({ path: 'creditCard.number', message: 'is not a valid card number' });
  } else if (!testCard) {
    errors.push({ path: 'creditCard.number', message: 'is not a sandbox test card number' });
  }

  let month = card.expirationMonth;
  let year = card.expirationYear;
  if (card.expirationDate) {
    const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expirationDate);
    if (match) [, month, year] = match;
    else errors.push({ path: 'creditCard.expirationDate', message: 'must be MM/YY or MM/YYYY' });
  }
  const monthNumber = Number(month);
  const fullYear = year && year.length === 2 ? `20${year}` : year;
  if (
    !month ||
    !fullYear ||
    !/^\d{4}$/.test(fullYear) ||
    !(monthNumber >= 1 && monthNumber <= 12)
  ) {
    if (!errors.some((error) => error.path === 'creditCard.expirationDate')) {
      errors.push({ path: 'creditCard.expirationDate', message: 'is required (MM/YY)' });
    }
  } else {
    const thisMonth = storeDay(now).slice(0, 7);
    const cardMonth = `${fullYear}-${String(monthNumber).padStart(2, '0')}`;
    if (cardMonth < thisMonth) {
      errors.push({ path: 'creditCard.expirationDate', message: 'is in the past' });
    }
  }
  if (card.cvv !== undefined) {
    const length = testCard?.cardType === 'American Express' ? 4 : 3;
    if (!new RegExp(`^\\d{${length}}$`).test(card.cvv)) {
      errors.push({ path: 'creditCard.cvv', message: `must be ${length} digits` });
    }
  }
  if (errors.length > 0 || !testCard || !fullYear) throw cardInvalid(errors);

  const stored: NonceCard = {
    cardType: testCard.cardType,
    last4: digits.slice(-4),
    bin: digits.slice(0, 6),
    expirationMonth: String(monthNumber).padStart(2, '0'),
    expirationYear: fullYear,
  };
  const nonce = `tokencc_${nanoid(24)}`;
  const expiresAt = new Date(now.getTime() + NONCE_LIFETIME_MS);
  await db.orm.insert(paymentNonces).values({
    nonce,
    tenant: storefront.tenant,
    storefrontId: storefront.id,
    paymentInstrumentType: 'credit_card',
    card: stored,
    outcome: testCard.outcome,
    createdAt: now,
    expiresAt,
  });
  return {
    nonce,
    type: 'CreditCard',
    paymentInstrumentType: 'credit_card',
    details: {
      cardType: stored.cardType,
      lastFour: stored.last4,
      lastTwo: stored.last4.slice(-2),
      bin: stored.bin,
      expirationMonth: stored.expirationMonth,
      expirationYear: stored.expirationYear,
    },
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * The payment instrument a nonce stands for, known before it is used: a fixed nonce's own,
 * `credit_card` for every tokenised one (only cards are tokenised here).
 *
 * @example
 * ```ts
 * nonceInstrument('fake-paypal-one-time-nonce'); // 'paypal_account'
 * ```
 */
export function nonceInstrument(nonce: string): UsedNonce['paymentInstrumentType'] {
  return (
    FIXED_NONCES.find((candidate) => candidate.nonce === nonce)?.paymentInstrumentType ??
    'credit_card'
  );
}

/** What a nonce stands for once used. */
export interface UsedNonce {
  paymentInstrumentType: Extract<PaymentInstrumentType, 'credit_card' | 'paypal_account'>;
  card: NonceCard;
  outcome: ProcessorOutcome;
}

/**
 * Uses a nonce up: a tokenised nonce of this tenant works once, within
 * {@link NONCE_LIFETIME_MS}; the fixed `fake-…` nonces work every time, except
 * `fake-consumed-nonce`.
 *
 * @throws {PaymentFailure} 422 TRANSACTION_PAYMENT_METHOD_NONCE_CONSUMED for a used nonce,
 *   TRANSACTION_PAYMENT_METHOD_NONCE_UNKNOWN for one never issued here or expired.
 *
 * @example
 * ```ts
 * const used = await consumeNonce(context, storefront, nonce); // a second call throws …_CONSUMED
 * ```
 */
export async function consumeNonce(
  context: Context,
  storefront: Storefront,
  nonce: string,
): Promise<UsedNonce> {
  // The reusable fake nonces exist only with SANDBOX_TEST_ROUTES=1 (callers pass the full context).
  const fixed = (context as Partial<Pick<SandboxContext, 'config'>>).config?.testRoutes
    ? FIXED_NONCES.find((candidate) => candidate.nonce === nonce)
    : undefined;
  if (fixed) {
    if (fixed.outcome === 'consumed') throw nonceConsumed();
    return {
      paymentInstrumentType: fixed.paymentInstrumentType,
      card: fixed.card,
      outcome: fixed.outcome,
    };
  }
  const now = context.clock.now();
  const [used] = await context.db.orm
    .update(paymentNonces)
    .set({ consumedAt: now })
    .where(
      and(
        eq(paymentNonces.nonce, nonce),
        eq(paymentNonces.tenant, storefront.tenant),
        isNull(paymentNonces.consumedAt),
        gt(paymentNonces.expiresAt, now),
      ),
    )
    .returning();
  if (used) {
    return {
      paymentInstrumentType: used.paymentInstrumentType as UsedNonce['paymentInstrumentType'],
      card: used.card,
      outcome: used.outcome as ProcessorOutcome,
    };
  }
  const known = await firstRow(
    context.db.orm,
    paymentNonces,
    eq(paymentNonces.nonce, nonce),
    eq(paymentNonces.tenant, storefront.tenant),
  );
  if (known?.consumedAt) throw nonceConsumed();
  throw nonceUnknown();
}
