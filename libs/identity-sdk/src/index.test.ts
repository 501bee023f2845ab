import { describe, expect, it } from 'vitest';
import * as identity from './index';
import * as identityReact from './react/index';
import * as testing from './testing';

// Guards the public API of each entry: anything exported by accident (or dropped) fails here.
describe.each([
  {
    entry: '@storefront/identity-sdk',
    exports: identity,
    names: [
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
    ],
  },
  {
    entry: '@storefront/identity-sdk/react',
    exports: identityReact,
    names: [
      'IdentityProvider',
      'LoginView',
      'LostPasswordView',
      'PasswordRules',
      'RequireCustomer',
      'ResetPasswordView',
      'SIGN_UP_TITLES',
      'VerifyEmailView',
      'identityPageMessages',
      'loginPathFor',
      'safeReturnPath',
      'useIdentity',
      'useIdentityInstance',
      'useIsSignedIn',
    ],
  },
  {
    entry: '@storefront/identity-sdk/testing',
    exports: testing,
    names: [
      'STORY_DEMO_ACCOUNT',
      'STORY_RESET_TICKET',
      'STORY_VERIFY_TICKET',
      'createStoryIdentity',
    ],
  },
])('public API of $entry', ({ exports, names }) => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(exports).sort()).toEqual(names);
  });
});

describe('@storefront/identity-sdk/react public API', () => {
  it('leaves the test helpers out', () => {
    expect(Object.keys(identityReact)).not.toContain('createStoryIdentity');
    expect(Object.keys(identityReact)).not.toContain('ServiceAlert');
  });
});

describe('@storefront/identity-sdk/testing public API', () => {
  it('gives an in-memory identity that signs the demo account in', async () => {
    const identity = testing.createStoryIdentity();
    await identity.init();
    const state = await identity.signIn({
      email: testing.STORY_DEMO_ACCOUNT.email,
      password: testing.STORY_DEMO_ACCOUNT.password,
    });
    expect(state.isSignedIn).toBe(true);
  });
});
