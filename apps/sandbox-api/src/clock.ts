/**
 * The sandbox's notion of "now". Everything time-based (token expiry, order line statuses,
 * ticket validity) reads this clock instead of `Date.now()`, so tests and demos can move time
 * forward without waiting.
 */
export interface SandboxClock {
  /** The current sandbox time. */
  now(): Date;
  /** Moves the clock forward by `ms` milliseconds (a negative value moves it back). */
  advance(ms: number): Date;
  /** Jumps the clock to `date`; a running clock keeps ticking from there. */
  set(date: Date): Date;
  /** Whether the clock stands still between calls to `advance` and `set`. */
  readonly frozen: boolean;
}

/** Options of {@link createSandboxClock}. */
export interface SandboxClockOptions {
  /** Where the clock starts. Defaults to the real time. */
  start?: Date;
  /**
   * A frozen clock only moves through `advance` and `set`, which makes tests deterministic.
   * A running clock (the default) ticks with real time plus an offset.
   */
  frozen?: boolean;
  /** Source of real time in milliseconds; tests of the clock itself replace it. */
  realNow?: () => number;
}

/**
 * Creates a sandbox clock.
 *
 * @example
 * ```ts
 * const clock = createSandboxClock({ start: new Date('2030-01-01T00:00:00Z'), frozen: true });
 * clock.advance(60_000);
 * clock.now().toISOString(); // '2030-01-01T00:01:00.000Z'
 * ```
 */
export function createSandboxClock(options: SandboxClockOptions = {}): SandboxClock {
  const realNow = options.realNow ?? Date.now;
  const frozen = options.frozen ?? false;
  const startMs = options.start?.getTime() ?? realNow();
  assertValidTime(startMs);
  // A running clock is real time plus an offset; a frozen clock is a fixed instant.
  let offsetMs = startMs - realNow();
  let frozenMs = startMs;

  const currentMs = (): number => (frozen ? frozenMs : realNow() + offsetMs);
  const moveTo = (ms: number): Date => {
    assertValidTime(ms);
    if (frozen) frozenMs = ms;
    else offsetMs = ms - realNow();
    return new Date(ms);
  };

  return {
    frozen,
    now: () => new Date(currentMs()),
    advance: (ms) => {
      if (!Number.isFinite(ms)) throw new RangeError(`Cannot advance the clock by ${ms} ms`);
      return moveTo(currentMs() + ms);
    },
    set: (date) => moveTo(date.getTime()),
  };
}

function assertValidTime(ms: number): void {
  if (!Number.isFinite(ms) || Number.isNaN(new Date(ms).getTime())) {
    throw new RangeError('The sandbox clock needs a valid date');
  }
}
