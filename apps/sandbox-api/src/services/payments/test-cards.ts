import type { NonceCard } from '../../db/schema.ts';
import type { PaymentInstrumentType } from '../../db/schema-commerce-documents.ts';

/** What the card processor answers for a card. */
export type ProcessorOutcome =
  'approved' | 'declined_do_not_honor' | 'declined_insufficient_funds' | 'processor_unavailable';

/** The processor's response code and text of each outcome (Braintree's codes). */
export const PROCESSOR_RESPONSES: Record<ProcessorOutcome, { code: string; text: string }> = {
  approved: { code: '1000', text: 'Approved' },
  declined_do_not_honor: { code: '2000', text: 'Do Not Honor' },
  declined_insufficient_funds: { code: '2001', text: 'Insufficient Funds' },
  processor_unavailable: { code: '3000', text: 'Processor Network Unavailable - Try Again' },
};

/** A card number the sandbox tokenises, and how charging it ends. */
export interface TestCard {
  number: string;
  cardType: string;
  outcome: ProcessorOutcome;
}

/** The test card numbers (Braintree's sandbox numbers); any other number is refused. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4111111111111111', cardType: 'Visa', outcome: 'approved' },
  { number: '5555555555554444', cardType: 'MasterCard', outcome: 'approved' },
  { number: '378282246310005', cardType: 'American Express', outcome: 'approved' },
  { number: '6011111111111117', cardType: 'Discover', outcome: 'approved' },
  { number: '4000111111111115', cardType: 'Visa', outcome: 'declined_do_not_honor' },
  { number: '5105105105105100', cardType: 'MasterCard', outcome: 'declined_insufficient_funds' },
  { number: '4000111111111511', cardType: 'Visa', outcome: 'processor_unavailable' },
];

/** A nonce that works without tokenising (Braintree's fake nonces). */
export interface FixedNonce {
  nonce: string;
  paymentInstrumentType: Extract<PaymentInstrumentType, 'credit_card' | 'paypal_account'>;
  card: NonceCard;
  /** `consumed` always answers TRANSACTION_PAYMENT_METHOD_NONCE_CONSUMED. */
  outcome: ProcessorOutcome | 'consumed';
}

const visa = (last4: string): NonceCard => ({
  cardType: 'Visa',
  last4,
  bin: '411111',
  expirationMonth: '12',
  expirationYear: '2099',
});

/** Fixed nonces; unlike tokenised ones they may be used again (except the consumed one). */
export const FIXED_NONCES: readonly FixedNonce[] = [
  {
    nonce: 'fake-valid-nonce',
    paymentInstrumentType: 'credit_card',
    card: visa('1111'),
    outcome: 'approved',
  },
  {
    nonce: 'fake-valid-mastercard-nonce',
    paymentInstrumentType: 'credit_card',
    card: {
      cardType: 'MasterCard',
      last4: '4444',
      bin: '555555',
      expirationMonth: '12',
      expirationYear: '2099',
    },
    outcome: 'approved',
  },
  {
    nonce: 'fake-paypal-one-time-nonce',
    paymentInstrumentType: 'paypal_account',
    card: { cardType: 'PayPal', last4: '', bin: '', expirationMonth: '', expirationYear: '' },
    outcome: 'approved',
  },
  {
    nonce: 'fake-processor-declined-visa-nonce',
    paymentInstrumentType: 'credit_card',
    card: visa('0115'),
    outcome: 'declined_do_not_honor',
  },
  {
    nonce: 'fake-processor-failure-nonce',
    paymentInstrumentType: 'credit_card',
    card: visa('1511'),
    outcome: 'processor_unavailable',
  },
  {
    nonce: 'fake-consumed-nonce',
    paymentInstrumentType: 'credit_card',
    card: visa('1111'),
    outcome: 'consumed',
  },
];

/**
 * Whether a card number passes the Luhn check.
 *
 * @example
 * ```ts
 * passesLuhn('4111111111111111'); // true
 * ```
 */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * The test card of a number (spaces and dashes ignored), or `undefined`.
 *
 * @example
 * ```ts
 * findTestCard('4000 1111 1111 1115')?.outcome; // 'declined_do_not_honor'
 * ```
 */
export function findTestCard(number: string): TestCard | undefined {
  const digits = number.replace(/[\s-]/g, '');
  return TEST_CARDS.find((card) => card.number === digits);
}
