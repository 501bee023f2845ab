import { describe, expect, it } from 'vitest';
import * as identity from './index';

describe('@storefront/identity-sdk public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(identity).sort()).toEqual([
      'AUTH_FORM_MESSAGES',
      'DEFAULT_CULTURES',
      'IdentityError',
      'PASSWORD_LENGTH',
      'PASSWORD_RULES',
      'PASSWORD_SPECIAL_CHARACTERS',
      'STORAGE_KEYS',
      'TENANTS',
      'TENANT_CULTURES',
      'TOKEN_REFRESH_RESCHEDULE_MS',
      'TOKEN_REFRESH_THRESHOLD_MS',
      'checkPasswordRules',
      'emailSchema',
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
    ]);
  });
});
