import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatPhoneAsYouType,
  formatPhoneNumber,
  hasValidPhoneCharacters,
  nationalPhoneDigits,
} from './phone';

const digitsOf = (text: string) => text.replace(/\D/g, '');
// A North American number: area code and exchange start with 2 to 9.
const nanpNumber = fc
  .tuple(
    fc.integer({ min: 2, max: 9 }),
    fc.stringMatching(/^\d{2}$/),
    fc.integer({ min: 2, max: 9 }),
    fc.stringMatching(/^\d{6}$/),
  )
  .map((parts) => parts.join(''));
const typedPhone = fc.string({
  unit: fc.constantFrom(...'0123456789 -()'.split('')),
  maxLength: 22,
});

describe('hasValidPhoneCharacters (spec: +, spaces, hyphens, digits; 9 to 19 characters)', () => {
  it.each([
    ['+1 212-555-0100', true],
    ['212 555 0100', true],
    ['2125550100', true],
    ['(212) 555-0100', true],
    ['212-555-01', true],
    ['+1 (212) 555-0100 99', true],
    ['55501000', false],
    ['+1 212 555 0100 0000', false],
    ['212.555.0100', false],
    ['212 555 0100 ext 4', false],
    ['phone', false],
    ['', false],
  ])('%j → %s', (phone, valid) => {
    expect(hasValidPhoneCharacters(phone)).toBe(valid);
  });
});

describe('nationalPhoneDigits', () => {
  it.each([
    ['(212) 555-0100', '2125550100'],
    ['+1 212 555 0100', '2125550100'],
    ['1-212-555-0100', '2125550100'],
    ['212-555-0100', '2125550100'],
    ['212-555-010', undefined],
    ['+2125550100', undefined],
    ['+44 20 7946 0958', undefined],
    ['2125550100 1', undefined],
  ])('%j → %j', (phone, digits) => {
    expect(nationalPhoneDigits(phone)).toBe(digits);
  });
});

describe('formatPhoneNumber', () => {
  it.each([
    ['2125550100', '(212) 555-0100'],
    ['+1 212 555 0100', '(212) 555-0100'],
    ['1 416 555 0199', '(416) 555-0199'],
    ['212-555-0100', '(212) 555-0100'],
    ['(212) 555-0100', '(212) 555-0100'],
    ['555-01', '555-01'],
    ['212.555.0100', '212.555.0100'],
    ['', ''],
  ])('%j → %j', (phone, shown) => {
    expect(formatPhoneNumber(phone)).toBe(shown);
  });

  it('shows every complete North American number as (XXX) XXX-XXXX with its digits', () => {
    fc.assert(
      fc.property(nanpNumber, fc.constantFrom('', '1', '+1 ', '1-'), (number, prefix) => {
        const shown = formatPhoneNumber(`${prefix}${number}`);
        expect(shown).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
        expect(digitsOf(shown)).toBe(number);
      }),
    );
  });

  it('is idempotent and never changes the digits', () => {
    fc.assert(
      fc.property(fc.oneof(typedPhone, fc.string()), (text) => {
        const shown = formatPhoneNumber(text);
        expect(formatPhoneNumber(shown)).toBe(shown);
        const digits = digitsOf(text);
        const national = nationalPhoneDigits(text);
        expect(digitsOf(shown)).toBe(shown === text ? digits : (national ?? digits));
      }),
    );
  });
});

describe('formatPhoneAsYouType', () => {
  it.each([
    ['2', '2'],
    ['212', '(212)'],
    ['2125', '(212) 5'],
    ['212555', '(212) 555'],
    ['2125550100', '(212) 555-0100'],
    ['+1 212', '+1 212'],
    ['212 x55', '212 x55'],
    ['abc', 'abc'],
    ['+', '+'],
  ])('%j → %j', (typed, shown) => {
    expect(formatPhoneAsYouType(typed)).toBe(shown);
  });

  it('never loses a digit the shopper typed', () => {
    fc.assert(
      fc.property(fc.oneof(typedPhone, fc.string()), fc.boolean(), (text, plus) => {
        const typed = plus ? `+${text}` : text;
        expect(digitsOf(formatPhoneAsYouType(typed))).toBe(digitsOf(typed));
      }),
    );
  });

  it('keeps text with other characters exactly as typed', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(/[^\d\s()+-]/.test(text));
        expect(formatPhoneAsYouType(text)).toBe(text);
      }),
    );
  });

  it('formats digits typed one by one into (XXX) XXX-XXXX', () => {
    fc.assert(
      fc.property(nanpNumber, (number) => {
        let shown = '';
        for (const digit of number) shown = formatPhoneAsYouType(`${shown}${digit}`);
        expect(shown).toBe(`(${number.slice(0, 3)}) ${number.slice(3, 6)}-${number.slice(6)}`);
      }),
    );
  });
});
