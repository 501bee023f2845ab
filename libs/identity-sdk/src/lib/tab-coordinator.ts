/**
 * A message between the tabs of one browser (or the `Identity` instances sharing one
 * coordinator): "the stored session changed, re-read it". `from` is the sender's tab id, so
 * a tab can ignore its own messages.
 *
 * @example
 * coordinator.broadcast({ type: 'session-changed', reason: 'signed-out', from: tabId });
 */
export interface TabMessage {
  readonly type: 'session-changed';
  readonly reason: 'signed-in' | 'signed-out' | 'refreshed' | 'refresh-failed' | 'anonymous';
  readonly from: string;
}

/**
 * Coordinates the tabs of one browser: an exclusive lock, so that one tab at a time rotates a
 * refresh token (the others adopt the result), and a broadcast of session changes. A lock
 * never hangs: a waiter that has waited `lockTimeoutMs` for a holder takes the lock anyway.
 *
 * @example
 * const coordinator: TabCoordinator = createMemoryTabCoordinator();
 * await coordinator.withLock('refresh', async () => refreshTokens());
 */
export interface TabCoordinator {
  /** Runs `task` holding the lock `name`, waiting at most the lock timeout for it. */
  withLock<T>(name: string, task: () => Promise<T>): Promise<T>;
  /** Tells the other tabs; the sender's own listeners are told as well and filter by `from`. */
  broadcast(message: TabMessage): void;
  subscribe(listener: (message: TabMessage) => void): () => void;
  /** Releases channels. Only the owner calls it: `Identity.destroy()` closes only a coordinator it created. */
  close(): void;
}

/**
 * Options of the tab coordinators.
 *
 * @example
 * createMemoryTabCoordinator({ lockTimeoutMs: 500 });
 */
export interface TabCoordinatorOptions {
  /** How long a waiter waits for a lock before taking it from its holder. Default 10 s. */
  readonly lockTimeoutMs?: number;
  /** BroadcastChannel name (browser coordinator). Default `storefront.identity`. */
  readonly channelName?: string;
}

/**
 * How long a tab waits for another tab's lock before taking it: 10 s, well above a refresh
 * round trip, so only a tab that died or hangs holding it is overtaken.
 *
 * @example
 * DEFAULT_LOCK_TIMEOUT_MS; // 10000
 */
export const DEFAULT_LOCK_TIMEOUT_MS = 10_000;

const DEFAULT_CHANNEL_NAME = 'storefront.identity';

function isTabMessage(value: unknown): value is TabMessage {
  const message = value as Partial<TabMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.type === 'session-changed' &&
    typeof message.from === 'string' &&
    typeof message.reason === 'string'
  );
}

/** An in-process lock per name: FIFO, and each holder gets at most `timeoutMs`. */
function createLocalLocks(timeoutMs: number) {
  const tails = new Map<string, { acquired: Promise<void>; released: Promise<void> }>();

  return async function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(name);
    let markAcquired!: () => void;
    let release!: () => void;
    const entry = {
      acquired: new Promise<void>((resolve) => (markAcquired = resolve)),
      released: new Promise<void>((resolve) => (release = resolve)),
    };
    tails.set(name, entry);
    if (previous !== undefined) {
      await previous.acquired;
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        previous.released,
        new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))),
      ]);
      clearTimeout(timer);
    }
    markAcquired();
    try {
      return await task();
    } finally {
      release();
      if (tails.get(name) === entry) tails.delete(name);
    }
  };
}

/**
 * A {@link TabCoordinator} in memory. Share one between several `Identity` instances (with one
 * shared `memoryStorage()`) to simulate tabs in tests; also the fallback where neither Web
 * Locks nor BroadcastChannel exist. Messages arrive asynchronously, like BroadcastChannel's.
 *
 * @example
 * const storage = memoryStorage();
 * const coordinator = createMemoryTabCoordinator();
 * const tabA = createIdentity(config, { storage, coordinator });
 * const tabB = createIdentity(config, { storage, coordinator });
 */
export function createMemoryTabCoordinator(options: TabCoordinatorOptions = {}): TabCoordinator {
  const withLock = createLocalLocks(options.lockTimeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS);
  const listeners = new Set<(message: TabMessage) => void>();
  return {
    withLock,
    broadcast: (message) => {
      queueMicrotask(() => {
        for (const listener of [...listeners]) listener(message);
      });
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => listeners.clear(),
  };
}

interface WebLocks {
  request<T>(
    name: string,
    options: { signal?: AbortSignal; steal?: boolean; mode?: 'exclusive' },
    task: () => Promise<T>,
  ): Promise<T>;
}

function webLocks(): WebLocks | undefined {
  const locks = (globalThis as { navigator?: { locks?: unknown } }).navigator?.locks;
  return typeof (locks as Partial<WebLocks> | undefined)?.request === 'function'
    ? (locks as WebLocks)
    : undefined;
}

/**
 * The default {@link TabCoordinator}: Web Locks (`navigator.locks`) for the lock and a
 * `BroadcastChannel` for messages, each where the platform has it, otherwise the in-memory
 * equivalent (this tab only; tabs then still learn of changes through the storage event).
 * A tab that waits `lockTimeoutMs` for a lock steals it (`steal: true`).
 *
 * @example
 * const coordinator = createBrowserTabCoordinator({ lockTimeoutMs: 5_000 });
 */
export function createBrowserTabCoordinator(options: TabCoordinatorOptions = {}): TabCoordinator {
  const timeoutMs = options.lockTimeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS;
  const memory = createMemoryTabCoordinator(options);
  const locks = webLocks();
  const channel =
    typeof BroadcastChannel === 'function'
      ? new BroadcastChannel(options.channelName ?? DEFAULT_CHANNEL_NAME)
      : undefined;
  // Node has BroadcastChannel too; an unref'd channel does not keep a process alive.
  (channel as { unref?: () => void } | undefined)?.unref?.();
  const listeners = new Set<(message: TabMessage) => void>();
  const deliver = (message: TabMessage) => {
    for (const listener of [...listeners]) listener(message);
  };
  if (channel !== undefined) {
    channel.onmessage = (event: MessageEvent) => {
      if (isTabMessage(event.data)) deliver(event.data);
    };
  }

  const withLock = async <T>(name: string, task: () => Promise<T>): Promise<T> => {
    if (locks === undefined) return memory.withLock(name, task);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await locks.request(name, { mode: 'exclusive', signal: controller.signal }, () => {
        clearTimeout(timer);
        return task();
      });
    } catch (error) {
      clearTimeout(timer);
      if (!controller.signal.aborted || (error as { name?: unknown }).name !== 'AbortError') {
        throw error;
      }
      // The holder kept the lock too long (a frozen or crashed tab): take it over.
      return locks.request(name, { steal: true }, task);
    }
  };

  return {
    withLock,
    broadcast: (message) => {
      channel?.postMessage(message);
      // BroadcastChannel does not deliver to the sending object; tell local listeners too.
      queueMicrotask(() => deliver(message));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {
      listeners.clear();
      memory.close();
      channel?.close();
    },
  };
}
