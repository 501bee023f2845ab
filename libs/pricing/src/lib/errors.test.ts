import { StorefrontError, isStorefrontError } from '@storefront/http';
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
    expect(error.reason).toBe('ECX011');
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
    expect(error.reason).toBe('CURRENCY_MISMATCH');
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

  it('recognises pricing errors, optionally by reason', () => {
    const error = new PriceUnavailableError();
    expect(isPricingError(error)).toBe(true);
    expect(isPricingError(error, 'ECX011')).toBe(true);
    expect(isPricingError(error, 'CURRENCY_MISMATCH')).toBe(false);
    expect(isPricingError(new Error('other'))).toBe(false);
    expect(isPricingError(null)).toBe(false);
    expect(isPricingError('ECX011')).toBe(false);
  });

  it('recognises an error from a duplicated bundle by its brand', () => {
    const foreign = Object.assign(new Error('copy'), { code: 'ECX011', reason: 'ECX011' });
    Object.defineProperty(foreign, Symbol.for('@storefront/pricing.PricingError'), { value: true });
    expect(isPricingError(foreign, 'ECX011')).toBe(true);
  });

  it('builds a base error directly', () => {
    const error = new PricingError({ reason: 'INVALID_AMOUNT', message: 'bad' });
    expect(error.name).toBe('PricingError');
    expect(error.cause).toBeUndefined();
  });

  it('are storefront errors with the ECX code, kind and user message of their reason', () => {
    const unavailable = new PriceUnavailableError();
    expect(unavailable).toBeInstanceOf(StorefrontError);
    expect(isStorefrontError(unavailable)).toBe(true);
    expect(unavailable).toMatchObject({ kind: 'api', code: 'ECX011' });
    expect(unavailable.userMessage).toBe(PRICE_UNAVAILABLE_MESSAGE);

    const amount = new PricingInputError('INVALID_AMOUNT', [{ field: 'amount', message: 'bad' }]);
    expect(amount).toMatchObject({ kind: 'transform', code: 'ECX003', reason: 'INVALID_AMOUNT' });
    expect(amount.message).toBe('bad');
    expect(new PricingInputError('INVALID_QUANTITY_RULE', [])).toMatchObject({ code: 'ECX003' });
    for (const error of [
      new CurrencyMismatchError('USD', 'CAD'),
      new PricingInputError('INVALID_QUANTITY', []),
      new PricingInputError('INVALID_CALCULATOR_INPUT', []),
    ]) {
      expect(error).toMatchObject({ kind: 'unknown', code: 'ECX999' });
    }
  });

  it('serialise like every storefront error', () => {
    expect(JSON.parse(JSON.stringify(new PriceUnavailableError()))).toEqual({
      name: 'PriceUnavailableError',
      kind: 'api',
      code: 'ECX011',
      message: PRICE_UNAVAILABLE_MESSAGE,
      userMessage: PRICE_UNAVAILABLE_MESSAGE,
    });
  });
});
