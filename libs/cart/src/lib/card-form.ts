import { z } from 'zod';

/**
 * A test card of the card sandbox and what charging it does (sandbox README, "Test cards").
 *
 * @example
 * const card: SandboxTestCard = { number: '4111 1111 1111 1111', brand: 'Visa', outcome: 'approved' };
 */
export interface SandboxTestCard {
  number: string;
  brand: string;
  outcome: 'approved' | 'declined' | 'processorFailure';
  /** The processor's text for a declined card. */
  processorText?: string;
}

/**
 * The card numbers the card sandbox tokenises, for the payment page's help text in sandbox
 * mode. Any future expiry date works; the CVV is 3 digits (4 for American Express).
 *
 * @example
 * SANDBOX_TEST_CARDS.filter((card) => card.outcome === 'approved').map((card) => card.number);
 */
export const SANDBOX_TEST_CARDS: readonly SandboxTestCard[] = [
  { number: '4111 1111 1111 1111', brand: 'Visa', outcome: 'approved' },
  { number: '5555 5555 5555 4444', brand: 'MasterCard', outcome: 'approved' },
  { number: '3782 822463 10005', brand: 'American Express', outcome: 'approved' },
  { number: '6011 1111 1111 1117', brand: 'Discover', outcome: 'approved' },
  {
    number: '4000 1111 1111 1115',
    brand: 'Visa',
    outcome: 'declined',
    processorText: 'Do Not Honor',
  },
  {
    number: '5105 1051 0510 5100',
    brand: 'MasterCard',
    outcome: 'declined',
    processorText: 'Insufficient Funds',
  },
  { number: '4000 1111 1111 1511', brand: 'Visa', outcome: 'processorFailure' },
];

/**
 * Whether the digits pass the Luhn check every card number carries.
 *
 * @example
 * passesLuhn('4111111111111111'); // true
 * passesLuhn('4111111111111112'); // false
 */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let total = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = Number(digits[index]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    total += digit;
    double = !double;
  }
  return total % 10 === 0;
}

/**
 * The card number without the spaces and hyphens a shopper may type.
 *
 * @example
 * cardDigits('4111 1111-1111 1111'); // '4111111111111111'
 */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/**
 * Whether a card number is an American Express number (34 or 37: a 4-digit CVV).
 *
 * @example
 * isAmexNumber('378282246310005'); // true
 */
export function isAmexNumber(number: string): boolean {
  return /^3[47]/.test(cardDigits(number));
}

/**
 * The month and four-digit year of an expiry date `MM/YY` or `MM/YYYY`, or `null`.
 *
 * @example
 * parseCardExpiry('12/31'); // { month: 12, year: 2031 }
 * parseCardExpiry('13/31'); // null
 */
export function parseCardExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2] as string;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/**
 * Values of the card form.
 *
 * @example
 * const values: CardFormValues = { number: '', expirationDate: '', cvv: '', cardholderName: '' };
 */
export interface CardFormValues {
  number: string;
  expirationDate: string;
  cvv: string;
  cardholderName: string;
}

/**
 * The empty card form.
 *
 * @example
 * useForm({ defaultValues: EMPTY_CARD_FORM_VALUES });
 */
export const EMPTY_CARD_FORM_VALUES: CardFormValues = {
  number: '',
  expirationDate: '',
  cvv: '',
  cardholderName: '',
};

/**
 * Builds the card form's rules, checked before anything is sent to the card provider: a card
 * number of 12 to 19 digits passing the Luhn check (spaces and hyphens allowed), an expiry
 * `MM/YY` or `MM/YYYY` not before the current month of `now`, a CVV of 3 digits (4 for
 * American Express), and the name on the card. Messages are keys of the `cart` namespace
 * (`card.errors.<key>`).
 *
 * @example
 * const resolver = zodResolver(createCardFormSchema(() => new Date()));
 */
export function createCardFormSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      number: z
        .string()
        .trim()
        .min(1, 'card.errors.numberRequired')
        .refine((value) => {
          const digits = cardDigits(value);
          return /^\d{12,19}$/.test(digits) && passesLuhn(digits);
        }, 'card.errors.numberInvalid'),
      expirationDate: z
        .string()
        .trim()
        .min(1, 'card.errors.expiryRequired')
        .refine((value) => parseCardExpiry(value) !== null, 'card.errors.expiryInvalid')
        .refine((value) => {
          const expiry = parseCardExpiry(value);
          if (!expiry) return true;
          const today = now();
          return (
            expiry.year > today.getFullYear() ||
            (expiry.year === today.getFullYear() && expiry.month >= today.getMonth() + 1)
          );
        }, 'card.errors.expiryPast'),
      cvv: z.string().trim(),
      cardholderName: z
        .string()
        .trim()
        .min(1, 'card.errors.nameRequired')
        .max(100, 'card.errors.nameTooLong'),
    })
    .superRefine((values, context) => {
      const expected = isAmexNumber(values.number) ? 4 : 3;
      if (!new RegExp(`^\\d{${expected}}$`).test(values.cvv)) {
        context.addIssue({
          code: 'custom',
          path: ['cvv'],
          message: expected === 4 ? 'card.errors.cvvAmex' : 'card.errors.cvvInvalid',
        });
      }
    });
}
