/**
 * Codes of {@link IdentityError}:
 * - `MISSING_PARAMETER`: a mandatory configuration value is missing;
 * - `INVALID_TENANT`: the tenant is not one of the known tenants;
 * - `INVALID_CULTURE`: the culture is not allowed for the tenant;
 * - `INVALID_ANON_SERVICE_KEY`: anonymous mode is on and the service key is not 22 letters or digits;
 * - `INVALID_CONFIGURATION`: any other configuration value is malformed.
 *
 * @example
 * const code: IdentityErrorCode = 'INVALID_TENANT';
 */
export type IdentityErrorCode =
  | 'MISSING_PARAMETER'
  | 'INVALID_TENANT'
  | 'INVALID_CULTURE'
  | 'INVALID_ANON_SERVICE_KEY'
  | 'INVALID_CONFIGURATION';

/**
 * One problem found in the configuration.
 *
 * @example
 * const issue: IdentityIssue = {
 *   code: 'MISSING_PARAMETER', field: 'storeFrontId', message: 'storeFrontId is required',
 * };
 */
export interface IdentityIssue {
  readonly code: IdentityErrorCode;
  readonly field: string;
  readonly message: string;
}

/**
 * Options of {@link IdentityError}.
 *
 * @example
 * const init: IdentityErrorInit = {
 *   message: 'Invalid identity configuration: storeFrontId is required',
 *   issues: [{ code: 'MISSING_PARAMETER', field: 'storeFrontId', message: 'storeFrontId is required' }],
 * };
 */
export interface IdentityErrorInit {
  readonly message: string;
  /** At least one issue; the first gives the error its `code` and `field`. */
  readonly issues: readonly [IdentityIssue, ...IdentityIssue[]];
  readonly cause?: unknown;
}

/**
 * The error `@storefront/identity-sdk` throws for a bad configuration. `code` and `field` are
 * those of the first problem; `issues` lists every problem found.
 *
 * @example
 * try {
 *   parseIdentityConfig({ tenant: 'europe', storeFrontId: 'boxup' });
 * } catch (error) {
 *   if (isIdentityError(error)) console.error(error.code, error.field); // 'INVALID_TENANT' 'tenant'
 * }
 */
export class IdentityError extends Error {
  readonly code: IdentityErrorCode;
  readonly field: string;
  readonly issues: readonly IdentityIssue[];

  constructor(init: IdentityErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'IdentityError';
    this.issues = init.issues;
    this.code = init.issues[0].code;
    this.field = init.issues[0].field;
  }
}

/**
 * Whether a value is an {@link IdentityError} (optionally with the given code).
 *
 * @example
 * isIdentityError(error, 'INVALID_CULTURE');
 */
export function isIdentityError(value: unknown, code?: IdentityErrorCode): value is IdentityError {
  return value instanceof IdentityError && (code === undefined || value.code === code);
}
