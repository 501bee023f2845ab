import { describe, expect, it } from 'vitest';
import * as testing from './testing';

// Guards the testing entry: anything exported by accident fails here.
describe('@storefront/identity-sdk/testing public API', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(testing).sort()).toEqual([
      'STORY_DEMO_ACCOUNT',
      'STORY_RESET_TICKET',
      'STORY_VERIFY_TICKET',
      'createStoryIdentity',
    ]);
  });

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
