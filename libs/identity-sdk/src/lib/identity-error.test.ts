import { StorefrontError, TransformError, isStorefrontError } from '@storefront/http';
import { describe, expect, it } from 'vitest';
import { IdentityError, isIdentityError } from './identity-error';

describe('IdentityError', () => {
  it('takes reason and field from the first issue', () => {
    const error = new IdentityError({
      message: 'Invalid identity configuration',
      issues: [
        { reason: 'INVALID_CULTURE', field: 'culture', message: 'bad culture' },
        { reason: 'MISSING_PARAMETER', field: 'storeFrontId', message: 'storeFrontId is required' },
      ],
    });
    expect(error).toMatchObject({
      name: 'IdentityError',
      reason: 'INVALID_CULTURE',
      field: 'culture',
    });
    expect(error.issues).toHaveLength(2);
  });

  it('is recognised by reason', () => {
    const error = new IdentityError({
      message: 'x',
      issues: [{ reason: 'INVALID_TENANT', field: 'tenant', message: 'x' }],
    });
    expect(isIdentityError(error)).toBe(true);
    expect(isIdentityError(error, 'INVALID_TENANT')).toBe(true);
    expect(isIdentityError(error, 'INVALID_CULTURE')).toBe(false);
    expect(isIdentityError(new Error('x'))).toBe(false);
  });

  it('is a StorefrontError: ECX999 of kind unknown (the spec gives identity no ECX code)', () => {
    const config = new IdentityError({
      message: 'x',
      issues: [{ reason: 'INVALID_TENANT', field: 'tenant', message: 'x' }],
    });
    const misuse = new IdentityError({ reason: 'NOT_INITIALISED', message: 'call init() first' });
    for (const error of [config, misuse]) {
      expect(error).toBeInstanceOf(StorefrontError);
      expect(isStorefrontError(error)).toBe(true);
      expect(error).toMatchObject({ code: 'ECX999', kind: 'unknown' });
      expect(error.userMessage).toBe('Sorry, something went wrong. We are working on it.');
    }
    expect(misuse.message).toBe('call init() first');
  });
});

describe('IdentityError for a failed call', () => {
  it('carries one reason, the field, the status and the service code', () => {
    const cause = new Error('401');
    const error = new IdentityError({
      reason: 'INVALID_CREDENTIALS',
      message: 'Wrong email or password.',
      status: 401,
      serviceCode: 'InvalidCredentials',
      cause,
    });
    expect(error).toMatchObject({
      name: 'IdentityError',
      reason: 'INVALID_CREDENTIALS',
      code: 'ECX999',
      kind: 'unknown',
      message: 'Wrong email or password.',
      field: undefined,
      issues: [],
      status: 401,
      serviceCode: 'InvalidCredentials',
      cause,
    });
    expect(isIdentityError(error, 'INVALID_CREDENTIALS')).toBe(true);
  });

  it('keeps the ECX code and kind of a storefront error that caused it', () => {
    const error = new IdentityError({
      reason: 'SERVICE_ERROR',
      message: 'Unexpected answer',
      cause: new TransformError({ message: 'bad body' }),
    });
    expect(error).toMatchObject({ reason: 'SERVICE_ERROR', code: 'ECX003', kind: 'transform' });
  });
});
