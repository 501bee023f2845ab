// @vitest-environment node
import { ApiError, TransformError } from '@storefront/http';
import { describe, expect, it, vi } from 'vitest';
import { createIdentityApi, isRetryable, toIdentityError } from './identity-api';
import type { IdentityApiConfig } from './identity-api';
import { IdentityError } from './identity-error';

const config: IdentityApiConfig = {
  tenant: 'north-america',
  storeFrontId: 'boxup',
  culture: 'en-US',
  siteUrl: 'http://localhost:4200',
  authenticationBaseUrl: 'http://sandbox.test/auth',
  anonymousBaseUrl: 'http://sandbox.test/anon',
  anonServiceKey: 'boxupAnonServiceKey001',
  identityProviderBaseUrl: 'http://sandbox.test/idp',
  identityProviderClientId: 'boxup-storefront',
  identityProviderConnection: 'boxup',
};

const signUp = { email: 'ada@example.com', password: 'Secret1!', firstName: 'Ada' };

describe('sign-up without tenant or storefront ids (spec section 7)', () => {
  it.each([
    ['tenant', { tenant: '' }, 'The tenant id is missing from the configuration.'],
    ['storefront', { storeFrontId: '' }, 'The storefront id is missing from the configuration.'],
  ])(
    'stops with a logged error and no request when the %s id is missing',
    async (_name, change, message) => {
      const fetch = vi.fn<typeof globalThis.fetch>();
      const logger = { warn: vi.fn(), error: vi.fn() };
      const api = createIdentityApi({ config: { ...config, ...change }, fetch, logger });
      await expect(api.signUp(signUp)).resolves.toBe(false);
      expect(fetch).not.toHaveBeenCalled();
      expect(logger.error).toHaveBeenCalledWith(message);
    },
  );
});

describe('toIdentityError', () => {
  const apiError = (status: number, body: Record<string, unknown>) =>
    new ApiError({
      status,
      code: 'ECX999',
      serviceCode: (body['title'] ?? body['code']) as string | undefined,
      detail: (body['detail'] ?? body['description']) as string | undefined,
      body,
    });

  it.each<[number, Record<string, string>, string]>([
    [
      401,
      { title: 'InvalidCredentials', detail: 'Wrong email or password.' },
      'INVALID_CREDENTIALS',
    ],
    [
      401,
      { title: 'InvalidRefreshToken', detail: 'Invalid or Expired refresh token.' },
      'INVALID_REFRESH_TOKEN',
    ],
    [
      401,
      { title: 'InvalidValidationKey', detail: 'Invalid or Expired validation key.' },
      'INVALID_VALIDATION_KEY',
    ],
    [401, { title: 'InvalidToken', detail: 'Invalid access token' }, 'INVALID_ACCESS_TOKEN'],
    [404, { title: 'TicketNotFound', detail: 'Ticket is invalid or expired' }, 'INVALID_TICKET'],
    [400, { code: 'user_exists', description: 'The user already exists.' }, 'USER_EXISTS'],
    [400, { code: 'invalid_password', description: 'Too weak.' }, 'INVALID_PASSWORD'],
    [409, { title: 'EmailTaken', detail: 'This email address is already in use.' }, 'EMAIL_TAKEN'],
    [401, { detail: 'Invalid or Expired refresh token.' }, 'INVALID_REFRESH_TOKEN'],
    [500, { title: 'InternalServerError', detail: 'boom' }, 'SERVICE_ERROR'],
  ])('maps %i %o to %s, keeping the service message', (status, body, reason) => {
    const error = toIdentityError(apiError(status, body));
    expect(error).toMatchObject({ reason, status, code: 'ECX999', kind: 'unknown' });
    expect(error.message).toBe(body['detail'] ?? body['description']);
    expect(error.cause).toBeInstanceOf(ApiError);
  });

  it('maps no answer to NETWORK_ERROR and keeps IdentityErrors', () => {
    expect(
      toIdentityError(new ApiError({ status: 0, code: 'ECX999', message: 'offline' })),
    ).toMatchObject({
      reason: 'NETWORK_ERROR',
      status: 0,
    });
    const own = new IdentityError({
      reason: 'INVALID_TICKET',
      message: 'Ticket is invalid or expired',
    });
    expect(toIdentityError(own)).toBe(own);
    expect(toIdentityError(new TransformError({ message: 'bad body' })).reason).toBe(
      'SERVICE_ERROR',
    );
  });

  it('retries only what may pass later', () => {
    const of = (status: number) => toIdentityError(apiError(status, { title: 'X', detail: 'x' }));
    expect(isRetryable(of(0))).toBe(true); // no answer: NETWORK_ERROR
    expect([500, 502, 503, 408, 429].map((status) => isRetryable(of(status)))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([400, 401, 403, 404, 409].map((status) => isRetryable(of(status)))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
