import {
  createHttpClient,
  isApiError,
  isTransformError,
  storefrontMessages,
} from '@storefront/http';
import type { HttpClient, HttpFetch } from '@storefront/http';
import { z } from 'zod';
import { IdentityError } from './identity-error';
import type { IdentityErrorCode } from './identity-error';

/** Messages of the session errors (the spec's wording where it gives one). */
export const IDENTITY_ERROR_MESSAGES = {
  notInitialised: 'Identity is not initialised: call init() first',
  destroyed: 'Identity was destroyed: create a new one with createIdentity()',
  alreadySignedIn: storefrontMessages.identity.userAlreadySignedIn,
  invalidAccessToken: storefrontMessages.identity.invalidAccessToken,
  invalidTicket: storefrontMessages.identity.ticketInvalidOrExpired,
  invalidRefreshToken: storefrontMessages.identity.invalidRefreshToken,
  invalidValidationKey: storefrontMessages.identity.invalidValidationKey,
  anonymousSessionFailed: storefrontMessages.identity.anonymousSessionFailed,
  keysUnavailable: 'The token signing keys could not be loaded',
  missingTenant: storefrontMessages.general.missingTenantId,
  missingStorefront: storefrontMessages.general.missingStorefrontId,
} as const;

/** The configuration the service calls need (validated, defaults applied). */
export interface IdentityApiConfig {
  readonly tenant: string;
  readonly storeFrontId: string;
  readonly culture: string;
  readonly siteUrl: string;
  readonly authenticationBaseUrl: string;
  readonly anonymousBaseUrl: string;
  readonly anonServiceKey?: string | undefined;
  readonly identityProviderBaseUrl: string;
  readonly identityProviderClientId: string;
  readonly identityProviderConnection: string;
}

/** Options of {@link createIdentityApi}. */
export interface IdentityApiOptions {
  readonly config: IdentityApiConfig;
  readonly fetch: typeof globalThis.fetch;
  readonly logger: Pick<Console, 'warn' | 'error'>;
  /** The local clock in milliseconds, for {@link IdentityApi.serverOffset}. Default `Date.now`. */
  readonly now?: () => number;
}

/** The profile fields sent at sign-up. */
export interface SignUpRequest {
  readonly email: string;
  readonly password: string;
  readonly firstName?: string | undefined;
  readonly surname?: string | undefined;
  readonly company?: string | undefined;
  readonly title?: string | undefined;
}

const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
const anonymousSessionSchema = z.object({
  anonymousToken: z.string(),
  validationKey: z.string(),
  anonymousId: z.string().min(1),
});
const anonymousRefreshSchema = z.object({
  anonymousToken: z.string(),
  validationKey: z.string(),
});
const ticketSchema = z.object({
  ticketType: z.string(),
  params: z.object({ storeFrontId: z.string().optional() }).loose().optional(),
});

/** A token pair from login or refresh. */
export type TokenPair = z.output<typeof tokenPairSchema>;
/** A new anonymous session. */
export type AnonymousSession = z.output<typeof anonymousSessionSchema>;
/** A reset or verification ticket. */
export type Ticket = z.output<typeof ticketSchema>;

const SERVICE_CODES: Readonly<Record<string, IdentityErrorCode>> = {
  InvalidCredentials: 'INVALID_CREDENTIALS',
  InvalidTicket: 'INVALID_TICKET',
  TicketNotFound: 'INVALID_TICKET',
  InvalidPassword: 'INVALID_PASSWORD',
  invalid_password: 'INVALID_PASSWORD',
  user_exists: 'USER_EXISTS',
  EmailTaken: 'EMAIL_TAKEN',
  InvalidToken: 'INVALID_ACCESS_TOKEN',
  InvalidRefreshToken: 'INVALID_REFRESH_TOKEN',
  InvalidValidationKey: 'INVALID_VALIDATION_KEY',
  TooManyAttempts: 'TOO_MANY_ATTEMPTS',
  too_many_attempts: 'TOO_MANY_ATTEMPTS',
};

const SERVICE_MESSAGES: Readonly<Record<string, IdentityErrorCode>> = {
  [IDENTITY_ERROR_MESSAGES.invalidRefreshToken]: 'INVALID_REFRESH_TOKEN',
  [IDENTITY_ERROR_MESSAGES.invalidValidationKey]: 'INVALID_VALIDATION_KEY',
  [IDENTITY_ERROR_MESSAGES.invalidTicket]: 'INVALID_TICKET',
  [IDENTITY_ERROR_MESSAGES.invalidAccessToken]: 'INVALID_ACCESS_TOKEN',
};

/**
 * Turns what a service call threw into an {@link IdentityError}: the service's message (the
 * spec's rethrow rule, applied by `@storefront/http`), a stable reason from the service code or
 * the spec's message, the HTTP status and service code, and the original as `cause`.
 */
export function toIdentityError(error: unknown, retryAfterSeconds?: number): IdentityError {
  if (error instanceof IdentityError) return error;
  if (isApiError(error)) {
    const serviceCode = error.serviceCode;
    const detail = error.detail;
    if (error.status === 0) {
      return new IdentityError({
        reason: 'NETWORK_ERROR',
        message: error.message,
        status: 0,
        cause: error,
      });
    }
    const reason =
      (serviceCode === undefined ? undefined : SERVICE_CODES[serviceCode]) ??
      (detail === undefined ? undefined : SERVICE_MESSAGES[detail]) ??
      (error.status === 429 ? 'TOO_MANY_ATTEMPTS' : 'SERVICE_ERROR');
    const message =
      reason === 'INVALID_TICKET'
        ? IDENTITY_ERROR_MESSAGES.invalidTicket
        : (detail ?? error.message);
    return new IdentityError({
      reason,
      message,
      status: error.status,
      ...(serviceCode === undefined ? {} : { serviceCode }),
      ...(reason === 'TOO_MANY_ATTEMPTS' && retryAfterSeconds !== undefined
        ? { retryAfterSeconds }
        : {}),
      cause: error,
    });
  }
  if (isTransformError(error)) {
    return new IdentityError({
      reason: 'SERVICE_ERROR',
      message: `Unexpected answer from the identity service: ${error.message}`,
      cause: error,
    });
  }
  return new IdentityError({
    reason: 'SERVICE_ERROR',
    message: error instanceof Error ? error.message : String(error),
    cause: error,
  });
}

/**
 * Whether a failure is worth retrying later: no answer, a timeout, rate limiting, a 5xx, or
 * signing keys that could not be loaded. Anything else is the service's final word.
 */
export function isRetryable(error: IdentityError): boolean {
  if (error.reason === 'NETWORK_ERROR' || error.reason === 'KEYS_UNAVAILABLE') return true;
  const status = error.status;
  return status !== undefined && (status === 408 || status === 429 || status >= 500);
}

/**
 * Seconds from a `Retry-After` header: delay-seconds, or an HTTP date (against `serverNowMs`).
 * `undefined` when absent or unreadable.
 *
 * @example
 * parseRetryAfter('900', 0); // 900
 */
export function parseRetryAfter(value: string | null, serverNowMs: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, Math.ceil((at - serverNowMs) / 1000)) : undefined;
}

/**
 * The identity service calls of spec section 7 (authentication, identity provider, anonymous
 * token service) on `@storefront/http`. Every failure is an {@link IdentityError}.
 */
export function createIdentityApi({ config, fetch, logger, now = Date.now }: IdentityApiOptions) {
  /** Per service origin: local clock minus the service's, from the last answer's `Date`. */
  const offsets = new Map<string, number>();
  /** `Retry-After` of the last 429, in seconds (the calls that can get one run one at a time). */
  let retryAfterSeconds: number | undefined;
  const transport: HttpFetch = async (request) => {
    const response = await fetch(request);
    const serverMs = Date.parse(response.headers.get('date') ?? '');
    if (Number.isFinite(serverMs)) offsets.set(new URL(request.url).origin, now() - serverMs);
    if (response.status === 429) {
      retryAfterSeconds = parseRetryAfter(
        response.headers.get('retry-after'),
        Number.isFinite(serverMs) ? serverMs : now(),
      );
    }
    return response;
  };
  const client = (prefixUrl: string): HttpClient =>
    createHttpClient({ prefixUrl, fetch: transport, errorCodes: { all: 'ECX999' } });
  const auth = client(`${config.authenticationBaseUrl}/v1/${encodeURIComponent(config.tenant)}`);
  const anonymous = client(config.anonymousBaseUrl);
  const idp = client(config.identityProviderBaseUrl);
  const serviceKey = () => encodeURIComponent(config.anonServiceKey ?? '');

  async function call<T>(request: () => Promise<T>): Promise<T> {
    retryAfterSeconds = undefined;
    try {
      return await request();
    } catch (error) {
      throw toIdentityError(error, retryAfterSeconds);
    }
  }

  return {
    /**
     * How far the local clock runs ahead of the service at `baseUrl` (negative: behind), from
     * the `Date` header of its last answer (whole seconds, so up to a second too much); or
     * `undefined` when no answer had a readable one (cross-origin without
     * `Access-Control-Expose-Headers: Date`).
     */
    serverOffset: (baseUrl: string): number | undefined => offsets.get(new URL(baseUrl).origin),
    login: (body: {
      email: string;
      password: string;
      anonymousId?: string | undefined;
      validationKey?: string | undefined;
    }) =>
      call(() =>
        auth.post('login', {
          json: {
            storeFrontId: config.storeFrontId,
            email: body.email,
            password: body.password,
            culture: config.culture,
            siteUrl: config.siteUrl,
            ...(body.anonymousId === undefined || body.validationKey === undefined
              ? {}
              : { anonymousId: body.anonymousId, validationKey: body.validationKey }),
          },
          schema: tokenPairSchema,
        }),
      ),
    logout: (refreshToken: string) =>
      call(() => auth.post<undefined>('logout', { json: { refreshToken } })),
    refresh: (refreshToken: string) =>
      call(() => auth.post('refresh', { json: { refreshToken }, schema: tokenPairSchema })),
    requestPasswordReset: (email: string) =>
      call(() =>
        auth.post<undefined>('resetPassword', {
          json: {
            siteUrl: config.siteUrl,
            storeFrontId: config.storeFrontId,
            email,
            culture: config.culture,
          },
        }),
      ),
    resetPassword: (ticketId: string, password: string) =>
      call(() =>
        auth.patch<undefined>('resetPassword', {
          json: { ticketId, password, culture: config.culture },
        }),
      ),
    getTicket: (ticketId: string) =>
      call(() => auth.get(`tickets/${encodeURIComponent(ticketId)}`, { schema: ticketSchema })),
    updatePassword: (accessToken: string, password: string, newPassword: string) =>
      call(() =>
        auth.put<undefined>('profile/me/password', {
          bearer: accessToken,
          json: { password, newPassword, culture: config.culture },
        }),
      ),
    updateEmail: (accessToken: string, password: string, newEmail: string) =>
      call(() =>
        auth.put<undefined>('profile/me/email', {
          bearer: accessToken,
          json: { password, newEmail, culture: config.culture },
        }),
      ),
    sendVerificationEmail: (accessToken: string) =>
      call(() =>
        auth.post<undefined>('profile/me/verifyEmail', {
          bearer: accessToken,
          json: { siteUrl: config.siteUrl, culture: config.culture },
        }),
      ),
    verifyEmail: (ticketId: string) =>
      call(() =>
        auth.patch<undefined>('profile/verifyEmail', {
          json: { ticketId, culture: config.culture },
        }),
      ),
    /**
     * Registers at the identity provider. Returns `false` without a request, after logging
     * the reason, when the tenant or storefront id is missing (spec section 7).
     */
    signUp: async (request: SignUpRequest): Promise<boolean> => {
      if (!config.tenant) {
        logger.error(IDENTITY_ERROR_MESSAGES.missingTenant);
        return false;
      }
      if (!config.storeFrontId) {
        logger.error(IDENTITY_ERROR_MESSAGES.missingStorefront);
        return false;
      }
      const userMetadata: Record<string, string> = { locale: config.culture };
      if (request.firstName !== undefined) userMetadata['given_name'] = request.firstName;
      if (request.surname !== undefined) userMetadata['family_name'] = request.surname;
      if (request.company !== undefined) userMetadata['company'] = request.company;
      if (request.title !== undefined) userMetadata['title'] = request.title;
      await call(() =>
        idp.post('dbconnections/signup', {
          json: {
            client_id: config.identityProviderClientId,
            connection: config.identityProviderConnection,
            email: request.email,
            password: request.password,
            user_metadata: userMetadata,
          },
        }),
      );
      return true;
    },
    createAnonymousSession: () =>
      call(() => anonymous.post(`${serviceKey()}/token`, { schema: anonymousSessionSchema })),
    refreshAnonymousSession: (anonymousId: string, validationKey: string) =>
      call(() =>
        anonymous.post(`${serviceKey()}/identities/${encodeURIComponent(anonymousId)}/token`, {
          json: { validationKey },
          schema: anonymousRefreshSchema,
        }),
      ),
  };
}

/** The service calls made by {@link createIdentityApi}. */
export type IdentityApi = ReturnType<typeof createIdentityApi>;
