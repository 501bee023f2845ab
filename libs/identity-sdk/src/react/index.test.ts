import { describe, expect, it } from 'vitest';
import * as identityReact from './index';

describe('@storefront/identity-sdk/react public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(identityReact).sort()).toEqual([
      'IdentityProvider',
      'LoginPage',
      'LostPasswordPage',
      'PasswordRules',
      'RequireCustomer',
      'ResetPasswordPage',
      'SIGN_UP_TITLES',
      'VerifyEmailPage',
      'identityPageMessages',
      'loginPathFor',
      'safeReturnPath',
      'useIdentity',
      'useIsSignedIn',
    ]);
  });

  it('leaves the test helpers out', () => {
    expect(Object.keys(identityReact)).not.toContain('createStoryIdentity');
    expect(Object.keys(identityReact)).not.toContain('ServiceAlert');
  });
});
