import { ApiError, ContentQueryError, TransformError } from '@storefront/http';
import { describe, expect, it } from 'vitest';
import { retryTransientContentFailure } from './use-content-query';

describe('retryTransientContentFailure', () => {
  it('retries no answer and 5xx at most twice', () => {
    const offline = new ApiError({ status: 0, code: 'ECX001' });
    const down = new ApiError({ status: 503, code: 'ECX001' });
    expect(retryTransientContentFailure(0, offline)).toBe(true);
    expect(retryTransientContentFailure(1, down)).toBe(true);
    expect(retryTransientContentFailure(2, down)).toBe(false);
  });

  it('does not retry what fails the same way again', () => {
    expect(retryTransientContentFailure(0, new ApiError({ status: 401, code: 'ECX001' }))).toBe(
      false,
    );
    expect(retryTransientContentFailure(0, new ContentQueryError({ errors: [] }))).toBe(false);
    expect(retryTransientContentFailure(0, new TransformError())).toBe(false);
    expect(retryTransientContentFailure(0, new Error('bug'))).toBe(false);
  });
});
