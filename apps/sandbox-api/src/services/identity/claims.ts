/** The namespace of the sandbox's custom token claims. */
export const CLAIMS_NAMESPACE = 'https://claims.storefront.sandbox/';

/** The customer id (access tokens) or the anonymous id (anonymous tokens). */
export const CANONICAL_ID_CLAIM = `${CLAIMS_NAMESPACE}canonical_id`;

/** `true` on customer access tokens; absent from anonymous tokens. */
export const IS_CUSTOMER_CLAIM = `${CLAIMS_NAMESPACE}is_customer`;

/**
 * The store a customer signed in on (sandbox extra, not read by the storefront). The
 * verify-email ticket takes its `storeFrontId` from it.
 */
export const STORE_FRONT_CLAIM = `${CLAIMS_NAMESPACE}store_front_id`;

/**
 * Profile claims of customer access tokens (a sandbox extra): only the email, which the
 * storefront reads after a reload (checkout prefill). Names and company are not in tokens.
 */
export const PROFILE_CLAIMS = {
  email: `${CLAIMS_NAMESPACE}email`,
} as const;
