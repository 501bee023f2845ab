import { describe, expect, it } from 'vitest';
import { isPricingError } from '../errors';
import { fromMinorUnits, isMoney, money, zeroMoney } from './money';

describe('money', () => {
  it('reads a decimal string exactly, keeping every digit', () => {
    expect(money('12.345')).toEqual({ amount: 12345n, scale: 3, currency: 'USD' });
    expect(money('12.5')).toEqual({ amount: 1250n, scale: 2, currency: 'USD' });
    expect(money('12')).toEqual({ amount: 1200n, scale: 2, currency: 'USD' });
    expect(money('-0.10', 'CAD')).toEqual({ amount: -10n, scale: 2, currency: 'CAD' });
    expect(money('123456789012345678901.99').amount).toBe(12345678901234567890199n);
  });

  it('returns frozen values', () => {
    expect(Object.isFrozen(money('1.00'))).toBe(true);
  });

  it.each(['', 'abc', '1,234.50', '1e3', '.5', '$5.00', '12.34.5'])(
    'refuses %j with INVALID_AMOUNT',
    (text) => {
      expect(() => money(text)).toThrow(expect.objectContaining({ reason: 'INVALID_AMOUNT' }));
    },
  );

  it('refuses more than 20 decimals', () => {
    expect(() => money(`0.${'0'.repeat(20)}1`)).toThrow(/at most 20 decimals/);
    expect(money(`0.${'0'.repeat(19)}1`).scale).toBe(20);
  });

  it('refuses numbers, which may already have lost precision', () => {
    expect(() => money(0.1 as unknown as string)).toThrow(
      'money() takes a decimal string, got number',
    );
  });

  it.each(['usd', 'US', 'USDT', ''])('refuses the currency %j', (currency) => {
    expect(() => money('1.00', currency)).toThrow(/three-letter ISO 4217 code/);
  });
});

describe('fromMinorUnits', () => {
  it('reads cents by default and any scale on request', () => {
    expect(fromMinorUnits(123450)).toEqual({ amount: 123450n, scale: 2, currency: 'USD' });
    expect(fromMinorUnits(12345n, { scale: 3, currency: 'EUR' })).toEqual({
      amount: 12345n,
      scale: 3,
      currency: 'EUR',
    });
  });

  it.each([1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2, Number.POSITIVE_INFINITY])(
    'refuses the unsafe number %d',
    (amount) => {
      expect(() => fromMinorUnits(amount)).toThrow(/safe integer/);
    },
  );

  it('refuses a non-numeric amount', () => {
    expect(() => fromMinorUnits('100' as unknown as number)).toThrow(/bigint or integer/);
  });

  it.each([-1, 21, 1.5])('refuses the scale %d', (scale) => {
    let caught: unknown;
    try {
      fromMinorUnits(1, { scale });
    } catch (error) {
      caught = error;
    }
    expect(isPricingError(caught, 'INVALID_AMOUNT')).toBe(true);
  });
});

describe('zeroMoney and isMoney', () => {
  it('makes zero at scale 2', () => {
    expect(zeroMoney()).toEqual({ amount: 0n, scale: 2, currency: 'USD' });
    expect(zeroMoney('CAD').currency).toBe('CAD');
    expect(() => zeroMoney('x')).toThrow(/ISO 4217/);
  });

  it('tells Money from price objects and other values', () => {
    expect(isMoney(money('1'))).toBe(true);
    expect(isMoney({ type: 'centPrecision', centAmount: 100, currencyCode: 'USD' })).toBe(false);
    expect(isMoney({ amount: 100, scale: 2, currency: 'USD' })).toBe(false);
    expect(isMoney(null)).toBe(false);
    expect(isMoney('1.00')).toBe(false);
  });
});
