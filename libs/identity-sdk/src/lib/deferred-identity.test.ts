// @vitest-environment node
// A deferred identity in front of a real one that talks to the in-process sandbox.
import { createTestSandbox, type TestSandbox } from '@storefront/sandbox-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeferredIdentity } from './deferred-identity';
import { createIdentity, type Identity, type IdentityEvent } from './identity';
import { isIdentityError } from './identity-error';
import { memoryStorage } from '@storefront/browser-storage';
import { createMemoryTabCoordinator } from './tab-coordinator';
import { SANDBOX_BOXUP_CONFIG as CONFIG } from './testing/sandbox-identity';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

/** A loader the test releases by hand, and the identity it made. */
function manualLoader() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const made: Identity[] = [];
  const load = async () => {
    await gate;
    const identity = createIdentity(CONFIG, {
      storage: memoryStorage(),
      fetch: sandbox.fetch,
      coordinator: createMemoryTabCoordinator(),
    });
    made.push(identity);
    return identity;
  };
  return { load, release, made };
}

describe('createDeferredIdentity', () => {
  it('reads as initializing until loaded, then starts, signs in and tells its listeners', async () => {
    const { load, release } = manualLoader();
    const identity = createDeferredIdentity(load);
    expect(identity.getState()).toMatchObject({ status: 'initializing', isSignedIn: false });
    expect(identity.consumeLoginNotification()).toBe(false);

    const events: IdentityEvent['type'][] = [];
    const unsubscribe = identity.subscribe((_state, event) => events.push(event.type));
    const started = identity.init();
    release();
    expect((await started).status).toBe('anonymous');
    expect(identity.getState().anonId).toMatch(/^[\w-]{21}$/);

    const signedIn = await identity.signIn({ email: 'demo@boxup.example', password: 'Boxes4All!' });
    expect(signedIn).toMatchObject({ status: 'signedIn', isSignedIn: true });
    expect(await identity.getAccessToken()).toMatch(/^ey/);
    expect(identity.consumeLoginNotification()).toBe(true);
    expect(events).toContain('initialized');
    expect(events).toContain('identity');

    unsubscribe();
    const before = events.length;
    await identity.signOut();
    expect(events).toHaveLength(before);
    identity.destroy();
  });

  it('loads once however many calls wait for it', async () => {
    const { load, release, made } = manualLoader();
    const identity = createDeferredIdentity(load);
    const calls = [identity.init(), identity.getAnonymousToken(), identity.getAccessToken()];
    release();
    const [state, anonymousToken, accessToken] = await Promise.all(calls);
    expect(made).toHaveLength(1);
    expect(state).toMatchObject({ status: 'anonymous' });
    expect(anonymousToken).toMatch(/^ey/);
    expect(accessToken).toBeNull();
    identity.destroy();
  });

  it('destroyed before the code arrives: calls fail with DESTROYED and the late identity is destroyed', async () => {
    const { load, release, made } = manualLoader();
    const identity = createDeferredIdentity(load);
    const pending = identity.init();
    identity.destroy();
    release();
    const error = await pending.catch((caught: unknown) => caught);
    expect(isIdentityError(error, 'DESTROYED')).toBe(true);
    expect(
      isIdentityError(await identity.signOut().catch((caught: unknown) => caught), 'DESTROYED'),
    ).toBe(true);
    expect(made).toHaveLength(1);
    expect(
      isIdentityError(await made[0]?.init().catch((caught: unknown) => caught), 'DESTROYED'),
    ).toBe(true);
  });
});
