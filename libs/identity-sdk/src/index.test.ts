import { describe, expect, it } from 'vitest';
import * as identity from './index';

describe('@storefront/identity-sdk public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(identity).sort()).toEqual([
      'AUTH_FORM_MESSAGES',
      'DEFAULT_CLAIMS_NAMESPACE',
      'DEFAULT_CULTURES',
      'DEFAULT_LOCK_TIMEOUT_MS',
      'IDENTITY_ERROR_MESSAGES',
      'IdentityError',
      'PASSWORD_LENGTH',
      'PASSWORD_RULES',
      'PASSWORD_SPECIAL_CHARACTERS',
      'TENANTS',
      'TENANT_CULTURES',
      'TOKEN_ALGORITHMS',
      'TOKEN_REFRESH_RESCHEDULE_MS',
      'TOKEN_REFRESH_THRESHOLD_MS',
      'checkPasswordRules',
      'createBrowserTabCoordinator',
      'createDeferredIdentity',
      'createIdentity',
      'createMemoryTabCoordinator',
      'emailSchema',
      'fetchWithSessionRecovery',
      'identityConfigSchema',
      'identityMessages',
      'isIdentityError',
      'needsTokenRefresh',
      'newPasswordFormSchema',
      'parseIdentityConfig',
      'passwordResetRequestSchema',
      'passwordSchema',
      'signInFormSchema',
      'signUpFormSchema',
      'validateToken',
    ]);
  });
});
