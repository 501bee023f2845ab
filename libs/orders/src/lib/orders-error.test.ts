import { StorefrontError, isStorefrontError } from '@storefront/http';
import { describe, expect, it } from 'vitest';
import { OrdersError, isOrdersError } from './orders-error';

describe('OrdersError', () => {
  it('carries code, field and cause', () => {
    const cause = new RangeError('bad');
    const error = new OrdersError({ code: 'ECX003', field: 'createdAt', message: 'Bad', cause });
    expect(error).toMatchObject({ name: 'OrdersError', code: 'ECX003', field: 'createdAt' });
    expect(error.cause).toBe(cause);
    expect(isOrdersError(error)).toBe(true);
  });

  it('is a StorefrontError with the catalogue kind of its code', () => {
    const error = new OrdersError({ code: 'ECX003', field: 'createdAt', message: 'Bad' });
    expect(error).toBeInstanceOf(StorefrontError);
    expect(isStorefrontError(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'transform', message: 'Bad' });
    expect(error.userMessage).toMatch(/reading the response/);
  });

  it('is told apart from other errors', () => {
    expect(isOrdersError(new Error('x'))).toBe(false);
    expect(isOrdersError({ code: 'ECX003' })).toBe(false);
  });
});
