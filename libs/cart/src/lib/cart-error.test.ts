import { StorefrontError, isStorefrontError } from '@storefront/http';
import { describe, expect, it } from 'vitest';
import { CartError, isCartError } from './cart-error';

describe('CartError', () => {
  it('carries code, field, message and cause', () => {
    const cause = new Error('lookup failed');
    const error = new CartError({ code: 'ECX042', field: 'state', message: 'Bad state', cause });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'CartError', code: 'ECX042', field: 'state' });
    expect(error.message).toBe('Bad state');
    expect(error.cause).toBe(cause);
  });

  it('is a StorefrontError with the catalogue kind and user message of its code', () => {
    const error = new CartError({ code: 'ECX038', field: 'streetOrHouseNo', message: 'PO Box' });
    expect(error).toBeInstanceOf(StorefrontError);
    expect(isStorefrontError(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'api', userMessage: 'PO Box address not supported' });
    expect(error.toJSON()).toMatchObject({ name: 'CartError', code: 'ECX038', message: 'PO Box' });
  });

  it('leaves field undefined when not given', () => {
    expect(new CartError({ code: 'ECX038', message: 'x' }).field).toBeUndefined();
  });
});

describe('isCartError', () => {
  it('recognises cart errors, optionally by code', () => {
    const error = new CartError({ code: 'ECX038', message: 'PO Box address not supported' });
    expect(isCartError(error)).toBe(true);
    expect(isCartError(error, 'ECX038')).toBe(true);
    expect(isCartError(error, 'ECX042')).toBe(false);
  });

  it('rejects other values', () => {
    expect(isCartError(new Error('x'))).toBe(false);
    expect(isCartError({ code: 'ECX038' })).toBe(false);
    expect(isCartError(undefined)).toBe(false);
  });
});
