// @storefront/identity-sdk/react: React bindings of identity. Strings come from the
// `identity` i18n namespace; register `identityMessages` from '@storefront/identity-sdk'.
// The session provider, hooks and the login, registration and password pages come in later
// releases.

export { PasswordRules } from './password-rules';
export type { PasswordRulesProps } from './password-rules';
