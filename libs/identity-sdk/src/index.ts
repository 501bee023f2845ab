// @storefront/identity-sdk: the framework-free part of identity — configuration validation
// (tenants, cultures, anonymous mode), the browser storage keys, token refresh timing, the
// sign-in and registration form rules and the `identity` i18n catalogue.
// Left out on purpose until later releases: sessions (anonymous and customer), RS256 token
// validation, refresh scheduling, sign-in/up/out calls and tickets. React bindings live in
// '@storefront/identity-sdk/react'.

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
export {
  DEFAULT_CULTURES,
  TENANTS,
  TENANT_CULTURES,
  identityConfigSchema,
  parseIdentityConfig,
} from './lib/identity-config';
export type { Culture, IdentityConfig, IdentityConfigInput, Tenant } from './lib/identity-config';
export { IdentityError, isIdentityError } from './lib/identity-error';
export type { IdentityErrorCode, IdentityErrorInit, IdentityIssue } from './lib/identity-error';
export { identityMessages } from './lib/identity-messages';
export {
  PASSWORD_LENGTH,
  PASSWORD_RULES,
  PASSWORD_SPECIAL_CHARACTERS,
  checkPasswordRules,
} from './lib/password-rules';
export type { PasswordRule, PasswordRuleId, PasswordRuleResult } from './lib/password-rules';
export { STORAGE_KEYS } from './lib/storage-keys';
export type { StorageKey, StorageKeyName } from './lib/storage-keys';
export {
  TOKEN_REFRESH_RESCHEDULE_MS,
  TOKEN_REFRESH_THRESHOLD_MS,
  needsTokenRefresh,
} from './lib/token-timing';
