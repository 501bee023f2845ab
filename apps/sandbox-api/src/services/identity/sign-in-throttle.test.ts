import { describe, expect, it } from 'vitest';
import { NA, setUpIdentitySandbox } from './identity.test-setup.ts';
import { SIGN_IN_THROTTLE } from './sign-in-throttle.ts';

const PASSWORD = 'Sturdy#Box9';

const { sandbox, send, signUp } = setUpIdentitySandbox();

const login = (email: string, password: string) =>
  send('POST', `${NA}/login`, { storeFrontId: 'boxup', email, password });

describe('sign-in brute-force protection (issue 14, item 6)', () => {
  it('answers 429 with Retry-After after 10 failures on an account, even for the right password, until the block ends', async () => {
    const email = 'guessed@example.com';
    await signUp(email, PASSWORD);
    for (let attempt = 1; attempt <= SIGN_IN_THROTTLE.perAccount; attempt += 1) {
      expect((await login(email, `Wrong#Pass${attempt}`)).status).toBe(401);
    }

    const blocked = await login(email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('900');
    expect(await blocked.json()).toMatchObject({
      title: 'TooManyAttempts',
      retryAfterSeconds: 900,
    });
    // Another case of the same email is the same account.
    expect((await login(email.toUpperCase(), PASSWORD)).status).toBe(429);

    sandbox.clock.advance(10 * 60 * 1000);
    const later = await login(email, PASSWORD);
    expect(later.status).toBe(429);
    expect(later.headers.get('retry-after')).toBe('300');

    sandbox.clock.advance(5 * 60 * 1000);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it('counts unknown emails like accounts, so blocking reveals nothing', async () => {
    for (let attempt = 1; attempt <= SIGN_IN_THROTTLE.perAccount; attempt += 1) {
      expect((await login('nobody-here@example.com', 'Wrong#Pass1')).status).toBe(401);
    }
    expect((await login('nobody-here@example.com', 'Wrong#Pass1')).status).toBe(429);
  });

  it('forgets failures after a success and outside the 15-minute window', async () => {
    const email = 'forgetful@example.com';
    await signUp(email, PASSWORD);
    for (let attempt = 1; attempt < SIGN_IN_THROTTLE.perAccount; attempt += 1) {
      expect((await login(email, 'Wrong#Pass1')).status).toBe(401);
    }
    expect((await login(email, PASSWORD)).status).toBe(200);
    for (let attempt = 1; attempt < SIGN_IN_THROTTLE.perAccount; attempt += 1) {
      expect((await login(email, 'Wrong#Pass1')).status).toBe(401);
    }
    sandbox.clock.advance(SIGN_IN_THROTTLE.windowMs);
    expect((await login(email, 'Wrong#Pass1')).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it('blocks an address after 100 failures across accounts; successes do not count', async () => {
    const email = 'many-shoppers@example.com';
    await signUp(email, PASSWORD);
    sandbox.clock.advance(SIGN_IN_THROTTLE.windowMs + SIGN_IN_THROTTLE.blockMs); // a clean slate
    // Many successful sign-ins from one address (the journeys) never block it.
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await login(email, PASSWORD)).status).toBe(200);
    }
    // Spread over accounts so no single account is blocked first. The in-process sandbox has
    // no client address: every request here shares the address 'unknown'.
    let failures = 0;
    let status = 401;
    for (let account = 0; status === 401 && failures < 200; account += 1) {
      for (let attempt = 0; attempt < 5 && status === 401; attempt += 1) {
        status = (await login(`spray-${account}@example.com`, 'Wrong#Pass1')).status;
        if (status === 401) failures += 1;
      }
    }
    expect(status).toBe(429);
    expect(failures).toBe(SIGN_IN_THROTTLE.perAddress);
    expect((await login(email, PASSWORD)).status).toBe(429);
    sandbox.clock.advance(SIGN_IN_THROTTLE.blockMs);
    expect((await login(email, PASSWORD)).status).toBe(200);
  });
});
