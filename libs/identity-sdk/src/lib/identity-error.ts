import { StorefrontError, isEcxCode, isStorefrontError } from '@storefront/http';
import type { EcxCode } from '@storefront/http';

/**
 * Reasons of {@link IdentityError} (its `reason`; `code` is the ECX code). Configuration (thrown by `parseIdentityConfig` and `init()`):
 * - `MISSING_PARAMETER`: a mandatory configuration value or call input is missing;
 * - `INVALID_TENANT`: the tenant is not one of the known tenants;
 * - `INVALID_CULTURE`: the culture is not allowed for the tenant;
 * - `INVALID_ANON_SERVICE_KEY`: anonymous mode is on and the service key is not 22 letters or digits;
 * - `INVALID_CONFIGURATION`: any other configuration value is malformed.
 *
 * Session (thrown by the methods of `createIdentity`):
 * - `NOT_INITIALISED`: a method was called before `init()`;
 * - `DESTROYED`: a method was called after `destroy()`;
 * - `ALREADY_SIGNED_IN`: sign-in while a customer token is held ('User is already signed in');
 * - `INVALID_ACCESS_TOKEN`: no valid customer token for a call that needs one, or the service
 *   returned or rejected a token that does not validate ('Invalid access token');
 * - `INVALID_CREDENTIALS`: wrong email or password;
 * - `INVALID_TICKET`: a reset or verification ticket is unknown, used, expired, of another type
 *   or another store ('Ticket is invalid or expired');
 * - `INVALID_PASSWORD`: the service refused a new password;
 * - `USER_EXISTS`: sign-up with an email already registered;
 * - `EMAIL_TAKEN`: email change to an email already in use;
 * - `INVALID_REFRESH_TOKEN`: the refresh token was rejected ('Invalid or Expired refresh token.');
 * - `INVALID_VALIDATION_KEY`: the anonymous validation key was rejected;
 * - `KEYS_UNAVAILABLE`: the token signing keys (JWKS) could not be loaded;
 * - `NETWORK_ERROR`: a service could not be reached (no HTTP answer);
 * - `TOO_MANY_ATTEMPTS`: sign-in refused for a while after repeated failures (429);
 *   `retryAfterSeconds` says how long;
 * - `SERVICE_ERROR`: any other failed service call (`status` and `serviceCode` say which).
 *
 * @example
 * const reason: IdentityErrorCode = 'INVALID_TENANT';
 */
export type IdentityErrorCode =
  | 'MISSING_PARAMETER'
  | 'INVALID_TENANT'
  | 'INVALID_CULTURE'
  | 'INVALID_ANON_SERVICE_KEY'
  | 'INVALID_CONFIGURATION'
  | 'NOT_INITIALISED'
  | 'DESTROYED'
  | 'ALREADY_SIGNED_IN'
  | 'INVALID_ACCESS_TOKEN'
  | 'INVALID_CREDENTIALS'
  | 'INVALID_TICKET'
  | 'INVALID_PASSWORD'
  | 'USER_EXISTS'
  | 'EMAIL_TAKEN'
  | 'INVALID_REFRESH_TOKEN'
  | 'INVALID_VALIDATION_KEY'
  | 'KEYS_UNAVAILABLE'
  | 'NETWORK_ERROR'
  | 'TOO_MANY_ATTEMPTS'
  | 'SERVICE_ERROR';

/**
 * One problem found in the configuration.
 *
 * @example
 * const issue: IdentityIssue = {
 *   reason: 'MISSING_PARAMETER', field: 'storeFrontId', message: 'storeFrontId is required',
 * };
 */
export interface IdentityIssue {
  readonly reason: IdentityErrorCode;
  readonly field: string;
  readonly message: string;
}

/**
 * Options of {@link IdentityError}: either the configuration problems found (`issues`, the
 * first gives `reason` and `field`), or one `reason` with the failed call's details.
 *
 * @example
 * const config: IdentityErrorInit = {
 *   message: 'Invalid identity configuration: storeFrontId is required',
 *   issues: [{ reason: 'MISSING_PARAMETER', field: 'storeFrontId', message: 'storeFrontId is required' }],
 * };
 * const call: IdentityErrorInit = { reason: 'INVALID_TICKET', message: 'Ticket is invalid or expired' };
 */
export type IdentityErrorInit =
  | {
      readonly message: string;
      /** At least one issue; the first gives the error its `reason` and `field`. */
      readonly issues: readonly [IdentityIssue, ...IdentityIssue[]];
      readonly cause?: unknown;
    }
  | {
      readonly message: string;
      readonly reason: IdentityErrorCode;
      /** The input field at fault, when one is. */
      readonly field?: string;
      /** HTTP status of the failed service call (0: no answer). */
      readonly status?: number;
      /** The service's own error code (`title`, `friendly_message` or `code` of its body). */
      readonly serviceCode?: string;
      /** How long to wait before trying again (`Retry-After` of a 429), in seconds. */
      readonly retryAfterSeconds?: number;
      readonly cause?: unknown;
    };

// The identity services have no ECX codes of their own in the spec (their clients map every
// failed call to ECX999), so an identity error is ECX999, unless its cause is a storefront error
// (an answer that could not be read is a TransformError, ECX003): then it keeps that code. The
// kind is the catalogue's for the code, as for every library error, so that an identity error
// never passes for an `ApiError` (it has no `body` or `response`).
function ecxCodeOf(cause: unknown): EcxCode {
  return isStorefrontError(cause) && isEcxCode(cause.code) ? cause.code : 'ECX999';
}

/**
 * The error `@storefront/identity-sdk` throws: a `StorefrontError` of `@storefront/http` (so
 * `isStorefrontError`, `kind` and `userMessage` work) whose `reason` is stable (see
 * {@link IdentityErrorCode}) and whose `code` is the ECX code: the cause's when it is a
 * storefront error (ECX003 for a service answer that could not be read), else ECX999; `kind` is
 * the catalogue's for that code.
 * `message` is the spec's wording or the service's own message. For configuration errors
 * `field` and `issues` name every problem; for failed service calls `status` and `serviceCode`
 * say what the service answered and `cause` holds the `ApiError` of `@storefront/http`.
 *
 * @example
 * try {
 *   await identity.signIn({ email, password });
 * } catch (error) {
 *   if (isIdentityError(error, 'INVALID_CREDENTIALS')) showFormError(error.message);
 * }
 */
export class IdentityError extends StorefrontError {
  /** What exactly went wrong (stable). */
  readonly reason: IdentityErrorCode;
  /** The configuration field or call input at fault, `undefined` when none is. */
  readonly field: string | undefined;
  /** Every configuration problem found; empty for other errors. */
  readonly issues: readonly IdentityIssue[];
  readonly status: number | undefined;
  readonly serviceCode: string | undefined;
  /** For `TOO_MANY_ATTEMPTS`: seconds until the service takes attempts again, when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: IdentityErrorInit) {
    const reason = 'issues' in init ? init.issues[0].reason : init.reason;
    const code = ecxCodeOf(init.cause);
    super({ code, message: init.message, cause: init.cause });
    this.name = 'IdentityError';
    this.reason = reason;
    if ('issues' in init) {
      this.issues = init.issues;
      this.field = init.issues[0].field;
      this.status = undefined;
      this.serviceCode = undefined;
      this.retryAfterSeconds = undefined;
    } else {
      this.issues = [];
      this.field = init.field;
      this.status = init.status;
      this.serviceCode = init.serviceCode;
      this.retryAfterSeconds = init.retryAfterSeconds;
    }
  }
}

/**
 * Whether a value is an {@link IdentityError} (optionally with the given reason).
 *
 * @example
 * isIdentityError(error, 'INVALID_CULTURE');
 */
export function isIdentityError(
  value: unknown,
  reason?: IdentityErrorCode,
): value is IdentityError {
  return value instanceof IdentityError && (reason === undefined || value.reason === reason);
}
