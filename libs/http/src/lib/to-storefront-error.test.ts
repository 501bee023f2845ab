import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { toStorefrontError } from './to-storefront-error';
import { UnknownError } from './unknown-error';

describe('toStorefrontError', () => {
  it('returns storefront errors unchanged', () => {
    const error = new ApiError({ status: 404, code: 'ECX022' });
    expect(toStorefrontError(error)).toBe(error);
  });

  it('wraps anything else in an UnknownError with the original as cause', () => {
    const thrown = new TypeError('x is undefined');
    const wrapped = toStorefrontError(thrown);
    expect(wrapped).toBeInstanceOf(UnknownError);
    expect(wrapped.cause).toBe(thrown);
    expect(toStorefrontError('text').cause).toBe('text');
    const serialized = new ApiError({ status: 404, code: 'ECX022' }).toJSON();
    expect(toStorefrontError(serialized)).toBeInstanceOf(UnknownError);
  });
});
