import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageEventTimer, pageEventDelay, type PageKind } from './page-events';

// The page-event rule of the spec (section 9) on its own: 1000 ms, 0 for upload and
// proof-click, a newer page replaces the waiting one. Timers are fake (setTimeout only).

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('pageEventDelay', () => {
  it('waits 1000 ms for a page, 0 ms for upload and proof-click', () => {
    expect(pageEventDelay(undefined)).toBe(1000);
    expect(pageEventDelay('default')).toBe(1000);
    expect(pageEventDelay('upload')).toBe(0);
    expect(pageEventDelay('proof-click')).toBe(0);
  });

  it('waits like a page for a kind the spec does not name', () => {
    expect(pageEventDelay('checkout' as PageKind)).toBe(1000);
  });
});

describe('createPageEventTimer', () => {
  it('sends a page after 1000 ms, not before', () => {
    const pages = createPageEventTimer();
    const sent: string[] = [];

    pages.schedule('default', () => sent.push('Cart'));
    vi.advanceTimersByTime(999);
    expect(sent).toEqual([]);
    expect(pages.isWaiting()).toBe(true);
    vi.advanceTimersByTime(1);

    expect(sent).toEqual(['Cart']);
    expect(pages.isWaiting()).toBe(false);
  });

  it.each(['upload', 'proof-click'] as const)('sends a %s page at once', (kind) => {
    const pages = createPageEventTimer();
    const sent: string[] = [];

    pages.schedule(kind, () => sent.push(kind));

    expect(sent).toEqual([kind]);
    expect(pages.isWaiting()).toBe(false);
  });

  it('replaces a waiting page with a newer one, which waits its own delay', () => {
    const pages = createPageEventTimer();
    const sent: string[] = [];

    pages.schedule('default', () => sent.push('Home'));
    vi.advanceTimersByTime(600);
    pages.schedule('default', () => sent.push('Cart'));
    vi.advanceTimersByTime(600);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(400);

    expect(sent).toEqual(['Cart']);
  });

  it('drops a waiting page when an upload page comes within the delay', () => {
    const pages = createPageEventTimer();
    const sent: string[] = [];

    pages.schedule('default', () => sent.push('Design'));
    pages.schedule('upload', () => sent.push('Upload Artwork'));
    vi.advanceTimersByTime(2000);

    expect(sent).toEqual(['Upload Artwork']);
  });

  it('sends the waiting page at once on sendWaiting, and only once', () => {
    const pages = createPageEventTimer();
    const sent: string[] = [];

    pages.sendWaiting();
    pages.schedule('default', () => sent.push('Order Confirmation'));
    pages.sendWaiting();
    vi.advanceTimersByTime(2000);
    pages.sendWaiting();

    expect(sent).toEqual(['Order Confirmation']);
    expect(pages.isWaiting()).toBe(false);
  });

  it('runs the timer callback through the guard, so a failing send is not thrown from a timer', () => {
    const failures: unknown[] = [];
    const pages = createPageEventTimer((run) => () => {
      try {
        run();
      } catch (error) {
        failures.push(error);
      }
    });

    pages.schedule('default', () => {
      throw new Error('storage disabled');
    });

    expect(() => vi.advanceTimersByTime(1000)).not.toThrow();
    expect(failures).toEqual([new Error('storage disabled')]);
    expect(pages.isWaiting()).toBe(false);
  });
});
