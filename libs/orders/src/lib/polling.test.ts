import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_POLLING } from './order-constants';
import { pollPayment, pollUntil, sleep } from './polling';

const instant = vi.fn(async () => {});

describe('pollUntil', () => {
  it('stops as soon as the value is done', async () => {
    const read = vi
      .fn<() => Promise<number>>()
      .mockResolvedValueOnce(1)
      .mockResolvedValueOnce(2)
      .mockResolvedValue(3);
    const result = await pollUntil(read, (value) => value >= 2, {
      maxTries: 5,
      intervalMs: 10,
      sleep: instant,
    });
    expect(result).toEqual({ value: 2, done: true, tries: 2 });
  });

  it('gives up after maxTries, waiting between tries only', async () => {
    const waits: number[] = [];
    const result = await pollUntil(
      async () => 'no',
      () => false,
      {
        maxTries: 3,
        intervalMs: 250,
        sleep: async (ms) => void waits.push(ms),
      },
    );
    expect(result).toEqual({ value: 'no', done: false, tries: 3 });
    expect(waits).toEqual([250, 250]);
  });

  it('rejects at once when a read fails', async () => {
    const read = vi.fn<() => Promise<number>>().mockRejectedValue(new Error('down'));
    await expect(
      pollUntil(read, () => true, { maxTries: 3, intervalMs: 1, sleep: instant }),
    ).rejects.toThrow('down');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('left the page'));
    await expect(
      pollUntil(
        async () => 1,
        () => false,
        { maxTries: 3, intervalMs: 1, signal: controller.signal },
      ),
    ).rejects.toThrow('left the page');
    await expect(sleep(10_000, controller.signal)).rejects.toThrow('left the page');
  });
});

describe('pollPayment', () => {
  it('tries at most 3 times, 5000 ms apart (spec)', async () => {
    expect(PAYMENT_POLLING).toEqual({ maxTries: 3, intervalMs: 5000 });
    const waits: number[] = [];
    const read = vi.fn(async () => 'Pending');
    const result = await pollPayment(read, (status) => status === 'Paid', {
      sleep: async (ms) => void waits.push(ms),
    });
    expect(read).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([5000, 5000]);
    expect(result.done).toBe(false);
  });
});
