// @storefront/identity-sdk/react: React bindings of identity — the session provider and
// hooks, the customer-only route guard, the sign-in, registration, lost-password,
// reset-password and email-verification pages, and the password rules checklist. Strings come
// from the `identity` i18n namespace: register `identityPageMessages` (it includes the
// checklist's `identityMessages`).
//
// Deliberately not exported: the form pieces the pages share (service alert, error-text
// hooks) and everything under testing/ (the in-memory story identity and test helpers), so
// they stay free to change.

export { IdentityProvider } from './identity-provider';
export type { IdentityProviderProps } from './identity-provider';
export type { IdentityContextValue } from './identity-context';
export type { IdentityLinkComponent } from './identity-link';
export { identityPageMessages } from './identity-page.messages';
export { LoginView, SIGN_UP_TITLES } from './login-view';
export type { LoginViewProps } from './login-view';
export { LostPasswordView } from './lost-password-view';
export type { LostPasswordViewProps } from './lost-password-view';
export { PasswordRules } from './password-rules';
export type { PasswordRulesProps } from './password-rules';
export { RequireCustomer } from './require-customer';
export type { RequireCustomerProps } from './require-customer';
export { ResetPasswordView } from './reset-password-view';
export type { ResetPasswordViewProps } from './reset-password-view';
export { loginPathFor, safeReturnPath } from './return-path';
export { useIdentity, useIdentityInstance, useIsSignedIn } from './use-identity';
export { VerifyEmailView } from './verify-email-view';
export type { VerifyEmailViewProps } from './verify-email-view';
