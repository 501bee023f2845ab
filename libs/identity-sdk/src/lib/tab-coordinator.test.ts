// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_LOCK_TIMEOUT_MS,
  createBrowserTabCoordinator,
  createMemoryTabCoordinator,
} from './tab-coordinator';
import type { TabMessage } from './tab-coordinator';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const message = (from: string): TabMessage => ({
  type: 'session-changed',
  reason: 'refreshed',
  from,
});

describe('createMemoryTabCoordinator', () => {
  it('runs tasks under one name one at a time, in order', async () => {
    const coordinator = createMemoryTabCoordinator();
    const order: string[] = [];
    const task = (name: string, ms: number) => async () => {
      order.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      order.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([
      coordinator.withLock('refresh', task('a', 20)),
      coordinator.withLock('refresh', task('b', 1)),
      coordinator.withLock('other', task('c', 1)),
    ]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(order.indexOf('end a')).toBeLessThan(order.indexOf('start b'));
    expect(order.indexOf('start c')).toBeLessThan(order.indexOf('end a'));
  });

  it('releases the lock when a task fails', async () => {
    const coordinator = createMemoryTabCoordinator();
    await expect(
      coordinator.withLock('x', () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
    await expect(coordinator.withLock('x', async () => 'next')).resolves.toBe('next');
  });

  it('never hangs on a lost lock: a waiter takes it after the timeout', async () => {
    vi.useFakeTimers();
    const coordinator = createMemoryTabCoordinator({ lockTimeoutMs: 5_000 });
    void coordinator.withLock('x', () => new Promise<never>(() => undefined)); // a tab that froze
    const waiter = vi.fn(async () => 'got it');
    const result = coordinator.withLock('x', waiter);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(waiter).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('got it');
  });

  it('delivers broadcasts asynchronously to every subscriber, sender included', async () => {
    const coordinator = createMemoryTabCoordinator();
    const seen: string[] = [];
    const stop = coordinator.subscribe((m) => seen.push(m.from));
    coordinator.broadcast(message('tab-1'));
    expect(seen).toEqual([]);
    await Promise.resolve();
    expect(seen).toEqual(['tab-1']);
    stop();
    coordinator.broadcast(message('tab-2'));
    await Promise.resolve();
    expect(seen).toEqual(['tab-1']);
  });
});

describe('createBrowserTabCoordinator', () => {
  it('carries messages between coordinators over BroadcastChannel', async () => {
    const channelName = `test-${Math.random()}`;
    const tabA = createBrowserTabCoordinator({ channelName });
    const tabB = createBrowserTabCoordinator({ channelName });
    const received = new Promise<TabMessage>((resolve) => tabB.subscribe(resolve));
    tabA.broadcast(message('tab-a'));
    await expect(received).resolves.toEqual(message('tab-a'));
    tabA.close();
    tabB.close();
  });

  it('uses Web Locks when present and steals a lock held too long', async () => {
    const calls: Array<{ name: string; steal?: boolean }> = [];
    const locks = {
      request: vi.fn(
        async (
          name: string,
          options: { signal?: AbortSignal; steal?: boolean },
          task: () => Promise<unknown>,
        ) => {
          calls.push({ name, ...(options.steal ? { steal: true } : {}) });
          if (options.steal) return task();
          // The lock is held elsewhere: wait until the signal gives up.
          return new Promise((_resolve, reject) =>
            options.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            ),
          );
        },
      ),
    };
    vi.stubGlobal('navigator', { locks });
    vi.useFakeTimers();
    const coordinator = createBrowserTabCoordinator({ lockTimeoutMs: 1_000 });
    const result = coordinator.withLock('refresh', async () => 'done');
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toBe('done');
    expect(calls).toEqual([{ name: 'refresh' }, { name: 'refresh', steal: true }]);
    coordinator.close();
  });

  it('waits ten seconds by default', () => {
    expect(DEFAULT_LOCK_TIMEOUT_MS).toBe(10_000);
  });
});
