import { describe, expect, it } from 'vitest';
import {
  CurrencyMismatchError,
  PRICE_UNAVAILABLE_MESSAGE,
  PriceUnavailableError,
  PricingError,
  PricingInputError,
  isPricingError,
} from './errors';

describe('pricing errors', () => {
  it('gives ECX011 the catalogue user message', () => {
    const error = new PriceUnavailableError();
    expect(error).toBeInstanceOf(PricingError);
    expect(error.code).toBe('ECX011');
    expect(error.message).toBe('Unable to load price. Please retry again after sometime');
    expect(error.message).toBe(PRICE_UNAVAILABLE_MESSAGE);
    expect(error.name).toBe('PriceUnavailableError');
    expect(error.issues).toEqual([]);
  });

  it('keeps issues and cause', () => {
    const cause = new Error('boom');
    const error = new PriceUnavailableError({
      issues: [{ field: 'priceList', message: 'The price list is empty' }],
      cause,
    });
    expect(error.issues).toEqual([{ field: 'priceList', message: 'The price list is empty' }]);
    expect(error.cause).toBe(cause);
  });

  it('names both currencies of a mismatch', () => {
    const error = new CurrencyMismatchError('USD', 'CAD');
    expect(error.code).toBe('CURRENCY_MISMATCH');
    expect(error.expected).toBe('USD');
    expect(error.received).toBe('CAD');
    expect(error.message).toBe('Cannot combine USD with CAD: amounts must share one currency.');
  });

  it('uses the single issue message as the message, and joins several with their fields', () => {
    expect(
      new PricingInputError('INVALID_QUANTITY', [
        { field: 'quantity', message: 'Quantity is mandatory' },
      ]).message,
    ).toBe('Quantity is mandatory');
    expect(
      new PricingInputError('INVALID_CALCULATOR_INPUT', [
        { field: 'length', message: 'Length is required' },
        { field: 'width', message: 'Width is required' },
      ]).message,
    ).toBe('length: Length is required; width: Width is required');
  });

  it('recognises pricing errors, optionally by code', () => {
    const error = new PriceUnavailableError();
    expect(isPricingError(error)).toBe(true);
    expect(isPricingError(error, 'ECX011')).toBe(true);
    expect(isPricingError(error, 'CURRENCY_MISMATCH')).toBe(false);
    expect(isPricingError(new Error('other'))).toBe(false);
    expect(isPricingError(null)).toBe(false);
    expect(isPricingError('ECX011')).toBe(false);
  });

  it('recognises an error from a duplicated bundle by its brand', () => {
    const foreign = Object.assign(new Error('copy'), { code: 'ECX011' });
    Object.defineProperty(foreign, Symbol.for('@storefront/pricing.PricingError'), { value: true });
    expect(isPricingError(foreign, 'ECX011')).toBe(true);
  });

  it('builds a base error directly', () => {
    const error = new PricingError({ code: 'INVALID_AMOUNT', message: 'bad' });
    expect(error.name).toBe('PricingError');
    expect(error.cause).toBeUndefined();
  });
});
