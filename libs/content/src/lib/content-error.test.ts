import { StorefrontError, isStorefrontError } from '@storefront/http';
import { describe, expect, it } from 'vitest';
import { ContentError, isContentError } from './content-error';

describe('ContentError', () => {
  it('exposes the first field and all issues', () => {
    const error = new ContentError({
      code: 'ECX003',
      message: 'Invalid storefront config',
      issues: [
        { field: 'tenantId', message: 'tenantId is required' },
        { field: 'accountId', message: 'accountId is required' },
      ],
    });
    expect(error).toMatchObject({ name: 'ContentError', code: 'ECX003', field: 'tenantId' });
    expect(error.issues).toHaveLength(2);
    expect(isContentError(error)).toBe(true);
  });

  it('has no field without issues', () => {
    expect(new ContentError({ code: 'ECX003', message: 'x', issues: [] }).field).toBeUndefined();
  });

  it('is told apart from other errors', () => {
    expect(isContentError(new Error('x'))).toBe(false);
    expect(isContentError(null)).toBe(false);
  });

  it('is a StorefrontError of kind transform', () => {
    const error = new ContentError({
      code: 'ECX003',
      message: 'Invalid storefront config',
      issues: [],
    });
    expect(error).toBeInstanceOf(StorefrontError);
    expect(isStorefrontError(error)).toBe(true);
    expect(error).toMatchObject({
      kind: 'transform',
      code: 'ECX003',
      message: 'Invalid storefront config',
    });
    expect(error.userMessage).toBe(
      'Something went wrong while reading the response. Please refresh the page.',
    );
  });
});
