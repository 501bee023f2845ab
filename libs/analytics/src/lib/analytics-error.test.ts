import { StorefrontError, isApiError, isStorefrontError } from '@storefront/http';
import { describe, expect, it } from 'vitest';
import { AnalyticsError, isAnalyticsError } from './analytics-error';

describe('AnalyticsError', () => {
  it('is a StorefrontError with ECX999 and keeps its own reason, message and details', () => {
    const cause = new Error('offline');
    const error = new AnalyticsError('DeliveryDelayed', 'will retry', { count: 3, cause });
    expect(error).toBeInstanceOf(StorefrontError);
    expect(isStorefrontError(error)).toBe(true);
    expect(error).toMatchObject({
      name: 'AnalyticsError',
      reason: 'DeliveryDelayed',
      code: 'ECX999',
      kind: 'unknown',
      message: 'will retry',
      count: 3,
      paths: [],
      cause,
    });
    expect(error.userMessage).toBe('Sorry, something went wrong. We are working on it.');
  });

  it.each([
    'SensitiveDataRemoved',
    'InvalidEvent',
    'QueueOverflow',
    'EventRejected',
    'WriteKeyRejected',
    'DeliveryDelayed',
  ] as const)('%s is ECX999 of kind unknown, never an ApiError', (reason) => {
    const error = new AnalyticsError(reason, 'x');
    expect(error).toMatchObject({ reason, code: 'ECX999', kind: 'unknown' });
    expect(isApiError(error)).toBe(false);
  });

  it('is recognised by reason, also as a copy from another bundle', () => {
    const error = new AnalyticsError('WriteKeyRejected', 'refused', { status: 401 });
    expect(isAnalyticsError(error)).toBe(true);
    expect(isAnalyticsError(error, 'WriteKeyRejected')).toBe(true);
    expect(isAnalyticsError(error, 'EventRejected')).toBe(false);
    const copy = {
      reason: 'WriteKeyRejected',
      [Symbol.for('@storefront/analytics.AnalyticsError')]: true,
    };
    expect(isAnalyticsError(copy, 'WriteKeyRejected')).toBe(true);
    expect(isAnalyticsError(new Error('x'))).toBe(false);
  });
});
