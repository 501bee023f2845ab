import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HeldToken } from './held-tokens';
import { createRefreshLoop } from './refresh-loop';
import { createMemoryTabCoordinator } from './tab-coordinator';
import { MIN_CHECK_DELAY_MS, TOKEN_REFRESH_RESCHEDULE_MS } from './token-timing';

function held(issuedAt: number, expiresAt: number): HeldToken {
  return {
    token: 't',
    claims: { canonicalId: 'c', isCustomer: true, issuedAt, expiresAt, payload: {} },
    offsetMs: 0,
    verified: true,
  };
}

function setup(onError?: (error: unknown) => void) {
  const onTimer = vi.fn();
  let stopped = false;
  const coordinator = createMemoryTabCoordinator();
  const loop = createRefreshLoop({
    lock: 'test-lock',
    tabs: () => coordinator,
    isStopped: () => stopped,
    issuerNow: (offsetMs) => Date.now() - offsetMs,
    onTimer,
    ...(onError === undefined ? {} : { onError }),
  });
  return { loop, onTimer, stop: () => (stopped = true) };
}

describe('createRefreshLoop', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2030, 0, 1));
  });
  afterEach(() => vi.useRealTimers());

  it('runs one refresh for all concurrent callers, and a new one afterwards', async () => {
    const { loop } = setup();
    let release!: () => void;
    const task = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const first = loop.run(task);
    const second = loop.run(task);
    expect(second).toBe(first);
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
    release();
    await Promise.all([first, second]);
    const later = vi.fn(async () => undefined);
    await loop.run(later);
    expect(later).toHaveBeenCalledTimes(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('rejects a failed run, or reports it to onError and resolves', async () => {
    const failure = new Error('refresh failed');
    await expect(setup().loop.run(() => Promise.reject(failure))).rejects.toBe(failure);
    const onError = vi.fn();
    await expect(setup(onError).loop.run(() => Promise.reject(failure))).resolves.toBeUndefined();
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('checks when the token is due, at most 15 minutes away', () => {
    const { loop, onTimer } = setup();
    const nowSeconds = Date.now() / 1000;
    expect(loop.scheduleFor(held(nowSeconds, nowSeconds + 86_400))).toBe(
      TOKEN_REFRESH_RESCHEDULE_MS,
    );
    expect(loop.scheduleFor(held(nowSeconds - 600, nowSeconds + 20))).toBe(MIN_CHECK_DELAY_MS);
    vi.advanceTimersByTime(MIN_CHECK_DELAY_MS - 1);
    expect(onTimer).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    // The second schedule replaced the first: one check only.
    vi.advanceTimersByTime(TOKEN_REFRESH_RESCHEDULE_MS);
    expect(onTimer).toHaveBeenCalledTimes(1);
  });

  it('retries with doubling backoff until the failures are forgotten', () => {
    const { loop, onTimer } = setup();
    expect([loop.retryLater(), loop.retryLater(), loop.retryLater()]).toEqual([1, 2, 3]);
    vi.advanceTimersByTime(3_999);
    expect(onTimer).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimer).toHaveBeenCalledTimes(1);
    loop.resetFailures();
    expect(loop.retryLater()).toBe(1);
  });

  it('starts no timer once stopped, and stop cancels the scheduled check', () => {
    const { loop, onTimer, stop } = setup();
    loop.schedule(5_000);
    loop.stop();
    vi.advanceTimersByTime(10_000);
    stop();
    loop.schedule(1_000);
    vi.advanceTimersByTime(10_000);
    expect(onTimer).not.toHaveBeenCalled();
  });
});
