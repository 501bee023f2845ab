import { describe, expect, it } from 'vitest';
import { createSandboxClock } from './clock.ts';

const START = new Date('2030-01-01T00:00:00.000Z');

describe('createSandboxClock', () => {
  it('a frozen clock moves only when advanced or set', () => {
    const clock = createSandboxClock({ start: START, frozen: true });

    expect(clock.now()).toEqual(START);
    expect(clock.advance(60_000).toISOString()).toBe('2030-01-01T00:01:00.000Z');
    expect(clock.now().toISOString()).toBe('2030-01-01T00:01:00.000Z');
    clock.set(new Date('2031-06-01T12:00:00.000Z'));
    expect(clock.now().toISOString()).toBe('2031-06-01T12:00:00.000Z');
  });

  it('a running clock ticks with real time from its offset', () => {
    let real = Date.parse('2025-01-01T00:00:00.000Z');
    const clock = createSandboxClock({ start: START, realNow: () => real });

    real += 5_000;
    expect(clock.now().toISOString()).toBe('2030-01-01T00:00:05.000Z');
    clock.advance(3_600_000);
    real += 1_000;
    expect(clock.now().toISOString()).toBe('2030-01-01T01:00:06.000Z');
    clock.set(START);
    real += 2_000;
    expect(clock.now().toISOString()).toBe('2030-01-01T00:00:02.000Z');
  });

  it('starts at the real time by default', () => {
    const clock = createSandboxClock();

    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1_000);
    expect(clock.frozen).toBe(false);
  });

  it('rejects moves to an invalid time', () => {
    const clock = createSandboxClock({ start: START, frozen: true });

    expect(() => clock.advance(Number.NaN)).toThrow(RangeError);
    expect(() => clock.set(new Date('not a date'))).toThrow(RangeError);
    expect(clock.now()).toEqual(START);
  });
});
