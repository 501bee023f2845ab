import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearestAllowedQuantity, parseQuantityInput } from './quantity-input';

describe('parseQuantityInput', () => {
  it.each([
    ['250', 250],
    [' 250 ', 250],
    ['1,000', 1000],
    ['1 000 pcs', 1000],
    ['#1000!', 1000],
    ['0025', 25],
  ])('reads %j as %i', (text, quantity) => {
    expect(parseQuantityInput(text)).toMatchObject({ ok: true, quantity });
  });

  it.each(['2.5', '1e3', '1E3', '+5', '-5', '5-'])(
    'rejects %j (e, E, +, - and . change the number)',
    (text) => {
      expect(parseQuantityInput(text)).toMatchObject({
        ok: false,
        reason: 'invalid',
        message: 'Quantity must be a whole number greater than 0',
      });
    },
  );

  it('asks for a quantity when nothing is entered', () => {
    expect(parseQuantityInput('  ')).toEqual({
      ok: false,
      reason: 'required',
      message: 'Quantity is mandatory',
      digits: '',
    });
  });

  it.each(['0', '000', 'pcs', '250 boxes', '99999999999999999999'])('refuses %j', (text) => {
    expect(parseQuantityInput(text)).toMatchObject({ ok: false, reason: 'invalid' });
  });
});

describe('parseQuantityInput (properties)', () => {
  const rejected = fc.constantFrom('e', 'E', '+', '-', '.');

  it('reads every whole number from 1, plain or with thousands separators', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (quantity) => {
        expect(parseQuantityInput(String(quantity))).toEqual({
          ok: true,
          quantity,
          digits: String(quantity),
        });
        expect(parseQuantityInput(quantity.toLocaleString('en-US'))).toMatchObject({
          ok: true,
          quantity,
        });
      }),
    );
  });

  it('rejects any text holding e, E, +, - or .', () => {
    fc.assert(
      fc.property(fc.string(), rejected, fc.string(), (before, character, after) => {
        expect(parseQuantityInput(`${before}${character}${after}`).ok).toBe(false);
      }),
    );
  });

  it('keeps only digits, and the quantity is the number they make', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parseQuantityInput(text);
        expect(result.digits).toMatch(/^\d*$/);
        if (result.ok) {
          expect(result.quantity).toBe(Number(result.digits));
          expect(result.quantity).toBeGreaterThan(0);
          expect(Number.isSafeInteger(result.quantity)).toBe(true);
        }
      }),
    );
  });

  it('ignores other non-digits wherever they are', () => {
    const noise = fc.string().map((text) => text.replace(/[\deE+\-.]/g, ''));
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        noise,
        noise,
        (quantity, before, after) => {
          expect(parseQuantityInput(`${before}${quantity}${after}`)).toMatchObject({
            ok: true,
            quantity,
          });
        },
      ),
    );
  });
});

describe('nearestAllowedQuantity', () => {
  it('picks the nearest allowed quantity, the smaller on a tie', () => {
    expect(nearestAllowedQuantity([50, 100, 250], 1)).toBe(50);
    expect(nearestAllowedQuantity([50, 100, 250], 175)).toBe(100);
    expect(nearestAllowedQuantity([50, 100, 250], 180)).toBe(250);
    expect(nearestAllowedQuantity([50, 100, 250], 9999)).toBe(250);
    expect(nearestAllowedQuantity([], 10)).toBeNull();
    expect(nearestAllowedQuantity([1, 10], Number.NaN)).toBeNull();
  });

  it('returns an allowed quantity no farther than any other (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1 }),
        fc.integer({ min: 0, max: 20_000 }),
        (allowed, requested) => {
          const nearest = nearestAllowedQuantity(allowed, requested);
          expect(allowed).toContain(nearest);
          for (const quantity of allowed) {
            expect(Math.abs(nearest! - requested)).toBeLessThanOrEqual(
              Math.abs(quantity - requested),
            );
          }
        },
      ),
    );
  });
});
