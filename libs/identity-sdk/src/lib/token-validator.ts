import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import type { JSONWebKeySet, JWTPayload, JWTVerifyGetKey } from 'jose';

/**
 * The only signing algorithm accepted (spec section 5: RS256). Everything else, `none`
 * and HMAC algorithms included, is rejected before any key is looked at.
 *
 * @example
 * TOKEN_ALGORITHMS; // ['RS256']
 */
export const TOKEN_ALGORITHMS = ['RS256'] as const;

/**
 * The namespace of the custom claims (`canonical_id`, `is_customer`) unless the configuration
 * names another (`claimsNamespace`). It is the sandbox's; a real provider uses its own.
 *
 * @example
 * `${DEFAULT_CLAIMS_NAMESPACE}canonical_id`; // 'https://claims.storefront.sandbox/canonical_id'
 */
export const DEFAULT_CLAIMS_NAMESPACE = 'https://claims.storefront.sandbox/';

/**
 * Why a token is not valid:
 * - `malformed`: not three dot-separated parts that decode to a JSON header and payload;
 * - `algorithm`: the header's `alg` is not RS256;
 * - `signature`: no published key matches, or the signature does not verify;
 * - `audience`: the `aud` claim (string or list) lacks the configured audience;
 * - `canonical-id`: the canonical id claim is missing or not a non-empty string;
 * - `not-customer`: `is_customer` is not `true` (customer tokens only);
 * - `expired`: no `exp`, or `exp` is not in the future (or `nbf` is in the future);
 * - `claims`: another registered claim is malformed;
 * - `keys-unavailable`: the signing keys could not be loaded, so nothing can be said.
 *
 * @example
 * const reason: TokenInvalidReason = 'audience';
 */
export type TokenInvalidReason =
  | 'malformed'
  | 'algorithm'
  | 'signature'
  | 'audience'
  | 'canonical-id'
  | 'not-customer'
  | 'expired'
  | 'claims'
  | 'keys-unavailable';

/**
 * The claims of a valid token the SDK works with. Times are in seconds since the epoch, as in
 * the token.
 *
 * @example
 * const { canonicalId, expiresAt } = claims;
 */
export interface TokenClaims {
  readonly canonicalId: string;
  readonly isCustomer: boolean;
  /** `iat`, when present. */
  readonly issuedAt: number | undefined;
  /** `exp`. */
  readonly expiresAt: number;
  /** The whole payload (`sub`, `iss`, profile claims, …). */
  readonly payload: JWTPayload;
}

/**
 * The result of {@link validateToken}.
 *
 * @example
 * const result: TokenValidation = await validateToken(token, options);
 * if (!result.valid) console.warn(result.reason, result.message);
 */
export type TokenValidation =
  | { readonly valid: true; readonly claims: TokenClaims }
  | { readonly valid: false; readonly reason: TokenInvalidReason; readonly message: string };

/**
 * Options of {@link validateToken}.
 *
 * @example
 * const options: ValidateTokenOptions = { jwks, audience: 'https://api.storefront.sandbox/' };
 */
export interface ValidateTokenOptions {
  /** The public keys: a JWKS document, or a jose key resolver such as `createRemoteJWKSet(url)`. */
  readonly jwks: JSONWebKeySet | JWTVerifyGetKey;
  /** The audience the token must carry (`tokenAudience` of the configuration). */
  readonly audience: string;
  /**
   * "Now" in milliseconds, as the token issuer's clock reads it. Defaults to `Date.now()`.
   * `createIdentity` passes the local clock corrected by the offset measured from the
   * server-issued `iat` (see the README, "Clock skew").
   */
  readonly now?: number;
  /** An anonymous token: exempt from the `is_customer` rule. */
  readonly anonymous?: boolean;
  /** Namespace of `canonical_id` and `is_customer`. Defaults to {@link DEFAULT_CLAIMS_NAMESPACE}. */
  readonly claimsNamespace?: string;
}

const invalid = (reason: TokenInvalidReason, message: string): TokenValidation => ({
  valid: false,
  reason,
  message,
});

const BASE64URL_PART = /^[A-Za-z0-9_-]+$/;

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function toInvalid(error: unknown): TokenValidation {
  const message = messageOf(error);
  switch (codeOf(error)) {
    case 'ERR_JWT_EXPIRED':
      return invalid('expired', message);
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED': {
      const claim = (error as { claim?: unknown }).claim;
      if (claim === 'aud') return invalid('audience', message);
      if (claim === 'exp' || claim === 'nbf') return invalid('expired', message);
      return invalid('claims', message);
    }
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
    case 'ERR_JOSE_NOT_SUPPORTED':
      return invalid('algorithm', message);
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
    case 'ERR_JWKS_NO_MATCHING_KEY':
    case 'ERR_JWKS_MULTIPLE_MATCHING_KEYS':
      return invalid('signature', message);
    case 'ERR_JWS_INVALID':
    case 'ERR_JWT_INVALID':
      return invalid('malformed', message);
    default:
      // JWKS fetch failures (timeout, not 200, bad JSON, network) and anything unexpected:
      // the token could not be judged.
      return invalid('keys-unavailable', message);
  }
}

/**
 * Reads a token's header and payload without verifying anything but their shape: three
 * base64url parts, a JSON header with `alg`, a JSON object payload. Returns `undefined`
 * for anything else.
 *
 * @example
 * decodeTokenParts(token)?.payload.exp;
 */
export function decodeTokenParts(
  token: unknown,
): { header: { alg?: unknown }; payload: JWTPayload } | undefined {
  if (typeof token !== 'string') return undefined;
  const [header, payload, signature, ...rest] = token.split('.');
  // An unsecured token (`alg: none`) has an empty signature; it decodes, then fails on `alg`.
  if (rest.length > 0 || header === undefined || payload === undefined || signature === undefined)
    return undefined;
  if (!BASE64URL_PART.test(header) || !BASE64URL_PART.test(payload)) return undefined;
  if (signature !== '' && !BASE64URL_PART.test(signature)) return undefined;
  try {
    return { header: decodeProtectedHeader(token), payload: decodeJwt(token) };
  } catch {
    return undefined;
  }
}

/**
 * Reads the claims the SDK needs from a payload, or `undefined` when the canonical id or
 * expiry is missing. Does not verify anything.
 *
 * @example
 * readTokenClaims(decodeJwt(token), DEFAULT_CLAIMS_NAMESPACE)?.canonicalId;
 */
export function readTokenClaims(
  payload: JWTPayload,
  claimsNamespace: string = DEFAULT_CLAIMS_NAMESPACE,
): TokenClaims | undefined {
  const canonicalId = payload[`${claimsNamespace}canonical_id`];
  const { exp, iat } = payload;
  if (typeof canonicalId !== 'string' || canonicalId.trim() === '') return undefined;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return undefined;
  return {
    canonicalId,
    isCustomer: payload[`${claimsNamespace}is_customer`] === true,
    issuedAt: typeof iat === 'number' && Number.isFinite(iat) ? iat : undefined,
    expiresAt: exp,
    payload,
  };
}

/**
 * Validates an access or anonymous token by every rule of spec section 5: three
 * dot-separated parts that decode; `alg` RS256 (allow-list, so `none` and HS256 fail) and a
 * signature that verifies against the JWKS; an `aud` (string or list) including `audience`;
 * the canonical id claim; `is_customer === true` unless `anonymous`; an `exp` in the future.
 * Never throws: the result says why a token is refused.
 *
 * @example
 * const result = await validateToken(token, {
 *   jwks: createRemoteJWKSet(new URL('https://auth.example/.well-known/jwks.json')),
 *   audience: 'https://api.example/',
 * });
 * if (result.valid) console.log(result.claims.canonicalId);
 */
export async function validateToken(
  token: unknown,
  options: ValidateTokenOptions,
): Promise<TokenValidation> {
  const namespace = options.claimsNamespace ?? DEFAULT_CLAIMS_NAMESPACE;
  const decoded = decodeTokenParts(token);
  if (decoded === undefined || typeof token !== 'string') {
    return invalid('malformed', 'The token is not three dot-separated parts that decode');
  }
  if (!(TOKEN_ALGORITHMS as readonly unknown[]).includes(decoded.header.alg)) {
    return invalid('algorithm', `Algorithm ${String(decoded.header.alg)} is not allowed`);
  }
  const keys = typeof options.jwks === 'function' ? options.jwks : createLocalJWKSet(options.jwks);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keys, {
      algorithms: [...TOKEN_ALGORITHMS],
      audience: options.audience,
      currentDate: new Date(options.now ?? Date.now()),
      requiredClaims: ['exp', 'aud'],
    }));
  } catch (error) {
    return toInvalid(error);
  }
  const canonicalId = payload[`${namespace}canonical_id`];
  if (typeof canonicalId !== 'string' || canonicalId.trim() === '') {
    return invalid('canonical-id', `The token has no ${namespace}canonical_id claim`);
  }
  if (options.anonymous !== true && payload[`${namespace}is_customer`] !== true) {
    return invalid('not-customer', `The token's ${namespace}is_customer claim is not true`);
  }
  const claims = readTokenClaims(payload, namespace);
  if (claims === undefined) return invalid('expired', 'The token has no expiry');
  return { valid: true, claims };
}
