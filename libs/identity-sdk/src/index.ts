// @storefront/identity-sdk: the framework-free part of identity — the session core
// (`createIdentity`: anonymous and customer sessions, RS256 token validation, refresh
// scheduling across tabs, sign-in/up/out, password and email flows, tickets), configuration
// validation (tenants, cultures, anonymous mode), token refresh timing, the sign-in and
// registration form rules and the `identity` i18n catalogue. React bindings live in
// '@storefront/identity-sdk/react'. The storage keys and the storage adapters the session is
// kept in are '@storefront/browser-storage''s (shared with the cart and analytics).
//
// Deliberately not exported: the service calls (`createIdentityApi`) and the scheduler's
// internals — apps go through `createIdentity`, so the wire format can change without them.

export {
  AUTH_FORM_MESSAGES,
  emailSchema,
  newPasswordFormSchema,
  passwordResetRequestSchema,
  passwordSchema,
  signInFormSchema,
  signUpFormSchema,
} from './lib/auth-forms';
export type {
  NewPasswordFormValues,
  SignInFormValues,
  SignUpData,
  SignUpFormValues,
} from './lib/auth-forms';
export { createDeferredIdentity } from './lib/deferred-identity';
export { createIdentity } from './lib/identity';
export { fetchWithSessionRecovery } from './lib/session-fetch';
export type {
  Identity,
  IdentityEvent,
  IdentityOptions,
  IdentityProfile,
  IdentityState,
} from './lib/identity';
export { IDENTITY_ERROR_MESSAGES } from './lib/identity-api';
export { DEFAULT_CULTURES, identityConfigSchema, parseIdentityConfig } from './lib/identity-config';
export type { IdentityConfig, IdentityConfigInput } from './lib/identity-config';
export { TENANTS, TENANT_CULTURES } from './lib/tenant-cultures';
export type { Culture, Tenant } from './lib/tenant-cultures';
export { IdentityError, isIdentityError } from './lib/identity-error';
export type { IdentityErrorCode, IdentityErrorInit, IdentityIssue } from './lib/identity-error';
export { identityMessages } from './lib/identity.messages';
export {
  PASSWORD_LENGTH,
  PASSWORD_RULES,
  PASSWORD_SPECIAL_CHARACTERS,
  checkPasswordRules,
} from './lib/password-rules';
export type { PasswordRule, PasswordRuleId, PasswordRuleResult } from './lib/password-rules';
export {
  DEFAULT_LOCK_TIMEOUT_MS,
  createBrowserTabCoordinator,
  createMemoryTabCoordinator,
} from './lib/tab-coordinator';
export type { TabCoordinator, TabCoordinatorOptions, TabMessage } from './lib/tab-coordinator';
export {
  TOKEN_REFRESH_RESCHEDULE_MS,
  TOKEN_REFRESH_THRESHOLD_MS,
  needsTokenRefresh,
} from './lib/token-timing';
export { DEFAULT_CLAIMS_NAMESPACE, TOKEN_ALGORITHMS, validateToken } from './lib/token-validator';
export type {
  TokenClaims,
  TokenInvalidReason,
  TokenValidation,
  ValidateTokenOptions,
} from './lib/token-validator';
