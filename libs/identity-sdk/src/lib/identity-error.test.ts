import { describe, expect, it } from 'vitest';
import { IdentityError, isIdentityError } from './identity-error';

describe('IdentityError', () => {
  it('takes code and field from the first issue', () => {
    const error = new IdentityError({
      message: 'Invalid identity configuration',
      issues: [
        { code: 'INVALID_CULTURE', field: 'culture', message: 'bad culture' },
        { code: 'MISSING_PARAMETER', field: 'storeFrontId', message: 'storeFrontId is required' },
      ],
    });
    expect(error).toMatchObject({
      name: 'IdentityError',
      code: 'INVALID_CULTURE',
      field: 'culture',
    });
    expect(error.issues).toHaveLength(2);
  });

  it('is recognised by code', () => {
    const error = new IdentityError({
      message: 'x',
      issues: [{ code: 'INVALID_TENANT', field: 'tenant', message: 'x' }],
    });
    expect(isIdentityError(error)).toBe(true);
    expect(isIdentityError(error, 'INVALID_TENANT')).toBe(true);
    expect(isIdentityError(error, 'INVALID_CULTURE')).toBe(false);
    expect(isIdentityError(new Error('x'))).toBe(false);
  });
});

describe('IdentityError for a failed call', () => {
  it('carries one code, the field, the status and the service code', () => {
    const cause = new Error('401');
    const error = new IdentityError({
      code: 'INVALID_CREDENTIALS',
      message: 'Wrong email or password.',
      status: 401,
      serviceCode: 'InvalidCredentials',
      cause,
    });
    expect(error).toMatchObject({
      name: 'IdentityError',
      code: 'INVALID_CREDENTIALS',
      message: 'Wrong email or password.',
      field: undefined,
      issues: [],
      status: 401,
      serviceCode: 'InvalidCredentials',
      cause,
    });
    expect(isIdentityError(error, 'INVALID_CREDENTIALS')).toBe(true);
  });
});
