import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCartError } from './cart-error';
import { PO_BOX_NOT_SUPPORTED_MESSAGE, assertNotPoBox, isPoBoxAddress } from './po-box';

describe('isPoBoxAddress', () => {
  it.each([
    'P.O. Box 12',
    'PO BOX',
    'PO Box 1234',
    'p.o. box 5',
    'P O Box 77',
    'P. O. B O X 9',
    'PO-Box 3',
    'P.O.Box 4',
    'pobox',
    'POBOX 12',
    'Pobox12',
    '  po box 8  ',
    'Apt 4, PO Box 99',
    '#PO_BOX#',
    'Post Office Box 7',
    'post office box',
    'POST-OFFICE BOX 12',
  ])('flags %j', (text) => {
    expect(isPoBoxAddress(text)).toBe(true);
  });

  it.each(['P.O. B', 'P O B', 'po bo', 'O Box', 'P. O.  '])(
    'flags %j, which is part of "pobox" while being typed (spec)',
    (text) => {
      expect(isPoBoxAddress(text)).toBe(true);
    },
  );

  it.each([
    'Box 12',
    '12 Box Elder Street',
    '1 Main Street',
    'Suite 400',
    'Post Road 12',
    'Postal Plaza 3',
    'Boxwood Lane 9',
    'Pobst Avenue 2',
  ])('does not flag %j', (text) => {
    expect(isPoBoxAddress(text)).toBe(false);
  });

  it.each(['PO', 'P.O.', 'pob', 'POBo', ' po  ', ''])(
    'does not flag %j (shorter than 5 characters once trimmed)',
    (text) => {
      expect(isPoBoxAddress(text)).toBe(false);
    },
  );

  it('does not flag text without letters or digits', () => {
    expect(isPoBoxAddress('-----')).toBe(false);
    expect(isPoBoxAddress('.. .. ..')).toBe(false);
  });

  it('does not flag missing values', () => {
    expect(isPoBoxAddress(undefined)).toBe(false);
    expect(isPoBoxAddress(null)).toBe(false);
  });

  it('flags a street whose letters run into "pobox", as the spec rule reads', () => {
    expect(isPoBoxAddress('Tempo Box Road 1')).toBe(true);
  });
});

describe('assertNotPoBox', () => {
  it('passes a street address', () => {
    expect(() => assertNotPoBox('12 Main Street', 'streetOrHouseNo')).not.toThrow();
    expect(() => assertNotPoBox('', 'street2')).not.toThrow();
  });

  it('throws ECX038 with the spec message and the field', () => {
    let caught: unknown;
    try {
      assertNotPoBox('P.O. Box 12', 'street2');
    } catch (error) {
      caught = error;
    }
    expect(isCartError(caught, 'ECX038')).toBe(true);
    expect(caught).toMatchObject({
      name: 'CartError',
      code: 'ECX038',
      field: 'street2',
      message: 'PO Box address not supported',
    });
    expect(PO_BOX_NOT_SUPPORTED_MESSAGE).toBe('PO Box address not supported');
  });
});

describe('isPoBoxAddress properties (fast-check)', () => {
  const separators = fc.constantFrom('', ' ', '.', '. ', '-', '  ', '_');
  const spelled = (word: string) =>
    fc
      .tuple(
        ...[...word].map((letter) =>
          fc.tuple(fc.constantFrom(letter, letter.toUpperCase()), separators),
        ),
      )
      .map((parts) => parts.map(([letter, separator]) => `${letter}${separator}`).join(''));

  it('flags "PO Box" in any case, spacing and punctuation, anywhere in the line', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        spelled('pobox'),
        fc.string({ maxLength: 20 }),
        (before, poBox, after) => {
          expect(isPoBoxAddress(`${before}${poBox}${after}`)).toBe(true);
        },
      ),
    );
  });

  it('never flags a text shorter than 5 characters once trimmed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), fc.nat(3), (text, padding) => {
        const padded = `${' '.repeat(padding)}${text}${' '.repeat(padding)}`;
        expect(isPoBoxAddress(padded)).toBe(false);
      }),
    );
  });

  it('never flags a line without the letters p, o, b and x', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'acdefghijklmnqrstuvwyz0123456789 .,-#'.split('')) }),
        (text) => {
          expect(isPoBoxAddress(text)).toBe(false);
        },
      ),
    );
  });

  it('does not depend on letter case or surrounding spaces', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        expect(isPoBoxAddress(text.toUpperCase())).toBe(isPoBoxAddress(text.toLowerCase()));
        expect(isPoBoxAddress(`  ${text}  `)).toBe(isPoBoxAddress(text));
      }),
    );
  });
});
