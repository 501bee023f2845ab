import { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Fewest characters of a phone number (spec: 9 to 19 characters of +, spaces, hyphens and
 * digits).
 *
 * @example
 * PHONE_MIN_LENGTH; // 9
 */
export const PHONE_MIN_LENGTH = 9;

/**
 * Most characters of a phone number (spec).
 *
 * @example
 * PHONE_MAX_LENGTH; // 19
 */
export const PHONE_MAX_LENGTH = 19;

/**
 * Digits of a phone number as stored (spec: 10 digits without special characters).
 *
 * @example
 * PHONE_DIGITS; // 10
 */
export const PHONE_DIGITS = 10;

// Characters a phone may be typed with (spec), plus the parentheses the display format adds.
const TYPED_PHONE = /^\+?[\d\s()-]*$/;
const SPEC_PHONE = /^[+\s\d-]+$/;
const NATIONAL_DISPLAY = /^\(\d{3}\) \d{3}-\d{4}$/;

function withoutDisplayParentheses(text: string): string {
  return text.replace(/[()]/g, '');
}

/**
 * Whether a phone number keeps the spec's character rule: only +, spaces, hyphens and digits,
 * 9 to 19 characters after trimming. The parentheses of the display format "(XXX) XXX-XXXX"
 * are the form's own and do not count.
 *
 * @example
 * hasValidPhoneCharacters('+1 212-555-0100'); // true
 * hasValidPhoneCharacters('(212) 555-0100'); // true
 * hasValidPhoneCharacters('212.555.0100'); // false
 * hasValidPhoneCharacters('555-0100'); // false (8 characters)
 */
export function hasValidPhoneCharacters(text: string): boolean {
  const value = withoutDisplayParentheses(text.trim());
  return (
    SPEC_PHONE.test(value) && value.length >= PHONE_MIN_LENGTH && value.length <= PHONE_MAX_LENGTH
  );
}

/**
 * The 10 digits of a US or Canadian phone number (area code and number, no country code or
 * special characters), or `undefined` when the text does not hold exactly that: 10 digits,
 * or 11 starting with the country code 1 (`+1 …` or `1 …`).
 *
 * @example
 * nationalPhoneDigits('+1 (212) 555-0100'); // '2125550100'
 * nationalPhoneDigits('212-555-0100'); // '2125550100'
 * nationalPhoneDigits('555-0100'); // undefined
 * nationalPhoneDigits('+44 20 7946 0958'); // undefined
 */
export function nationalPhoneDigits(text: string): string | undefined {
  const digits = text.replace(/\D/g, '');
  if (digits.length === PHONE_DIGITS + 1 && digits.startsWith('1')) return digits.slice(1);
  if (digits.length === PHONE_DIGITS && !text.trim().startsWith('+')) return digits;
  return undefined;
}

/**
 * Shows a phone number the way the storefront displays it (spec): a complete US or Canadian
 * number as "(XXX) XXX-XXXX" (formatted by libphonenumber-js); anything else unchanged, so
 * nothing the shopper typed is lost.
 *
 * @example
 * formatPhoneNumber('2125550100'); // '(212) 555-0100'
 * formatPhoneNumber('+1 212 555 0100'); // '(212) 555-0100'
 * formatPhoneNumber('555-01'); // '555-01'
 */
export function formatPhoneNumber(text: string): string {
  const national = nationalPhoneDigits(text);
  if (national === undefined || !TYPED_PHONE.test(text.trim())) return text;
  const formatted = parsePhoneNumberFromString(`+1${national}`)?.formatNational();
  if (formatted !== undefined && NATIONAL_DISPLAY.test(formatted)) return formatted;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/**
 * Formats a phone number while it is being typed ("212555" → "(212) 555") with
 * libphonenumber-js's `AsYouType` for the US and Canada. Text holding anything but digits,
 * spaces, hyphens, parentheses and a leading + is returned unchanged, so a wrong character
 * stays visible for the validation message instead of being dropped; digits are never lost.
 *
 * @example
 * formatPhoneAsYouType('212555'); // '(212) 555'
 * formatPhoneAsYouType('2125550100'); // '(212) 555-0100'
 * formatPhoneAsYouType('212 x55'); // '212 x55'
 */
export function formatPhoneAsYouType(text: string): string {
  if (!TYPED_PHONE.test(text) || text.replace(/\D/g, '') === '') return text;
  return new AsYouType('US').input(text);
}
