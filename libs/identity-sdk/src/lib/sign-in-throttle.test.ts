// @vitest-environment node
// Repeated wrong passwords: the in-process sandbox answers 429 with Retry-After, and the SDK
// surfaces it as a typed error (issue 14, item 6).
import { createSandboxClock, sandboxPerFile } from '@storefront/sandbox-api/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { parseRetryAfter } from './identity-api';
import { IdentityError } from './identity-error';
import { createSandboxIdentity, destroySandboxIdentities } from './testing/sandbox-identity';

const sandbox = sandboxPerFile({ clock: createSandboxClock({ frozen: true }) });
afterEach(() => destroySandboxIdentities());

describe('signIn() after repeated failures', () => {
  it('rejects with TOO_MANY_ATTEMPTS and the seconds to wait, even with the right password', async () => {
    const identity = createSandboxIdentity(
      (input, init) => sandbox.fetch(new Request(input, init)),
      { enableAnon: false },
      { now: () => sandbox.clock.now().getTime() },
    );
    await identity.init();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await expect(
        identity.signIn({ email: 'demo@boxup.example', password: 'Wrong#Pass1' }),
      ).rejects.toMatchObject({ reason: 'INVALID_CREDENTIALS' });
    }
    const refused = await identity
      .signIn({ email: 'demo@boxup.example', password: 'Boxes4All!' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(IdentityError);
    expect(refused).toMatchObject({
      reason: 'TOO_MANY_ATTEMPTS',
      status: 429,
      retryAfterSeconds: 900,
    });
    expect(identity.getState().isSignedIn).toBe(false);

    sandbox.clock.advance(15 * 60 * 1000);
    await expect(
      identity.signIn({ email: 'demo@boxup.example', password: 'Boxes4All!' }),
    ).resolves.toMatchObject({ isSignedIn: true });
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('120', 0)).toBe(120);
    expect(parseRetryAfter('Thu, 01 Jan 1970 00:02:00 GMT', 0)).toBe(120);
    expect(parseRetryAfter(null, 0)).toBeUndefined();
    expect(parseRetryAfter('soon', 0)).toBeUndefined();
  });
});
