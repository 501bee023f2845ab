import type { AnonymousSessions } from './anonymous-session';
import type { CustomerSession } from './customer-session';
import { STORAGE_KEYS } from '@storefront/browser-storage';
import type { KeyValueStorage } from '@storefront/browser-storage';
import type { SessionContext } from './session-context';
import type { Runtime } from './session-runtime';

/**
 * Keeps one `Identity` in step with the other tabs (and other instances on the same storage):
 * re-reads the stored session when they announce a change or the storage changes, and runs
 * the refresh check when the page becomes visible again.
 *
 * @example
 * cleanups.push(...createTabSync({ ctx, customer, anonymous, storage, tabId }).listen());
 */
export interface TabSync {
  /** Starts listening; returns what stops it. */
  listen(): Array<() => void>;
}

/**
 * Creates the {@link TabSync} of one `Identity`.
 *
 * @example
 * createTabSync({ ctx, customer, anonymous, storage, tabId: nanoid() });
 */
export function createTabSync({
  ctx,
  customer,
  anonymous,
  storage,
  tabId,
}: {
  readonly ctx: SessionContext;
  readonly customer: CustomerSession;
  readonly anonymous: AnonymousSessions;
  readonly storage: KeyValueStorage;
  readonly tabId: string;
}): TabSync {
  const { store, tokens, logger } = ctx;
  const { read } = store;
  let reconcileRunning = false;
  let reconcileAgain = false;
  let reconcileQueued = false;

  /** Re-reads the stored session after another tab (or Identity on the same storage) changed it. */
  async function reconcile(): Promise<void> {
    const rt = ctx.runtime();
    if (rt === undefined || !ctx.isInitialised() || ctx.isDestroyed()) return;
    if (reconcileRunning) {
      reconcileAgain = true;
      return;
    }
    reconcileRunning = true;
    try {
      do {
        reconcileAgain = false;
        await reconcileOnce(rt);
      } while (reconcileAgain && !ctx.isDestroyed());
    } catch (error) {
      logger.error('Could not read the session changed by another tab', error);
    } finally {
      reconcileRunning = false;
    }
  }

  async function reconcileOnce(rt: Runtime): Promise<void> {
    const storedAccess = read(STORAGE_KEYS.userAccessToken);
    const storedRefresh = read(STORAGE_KEYS.userRefreshToken);
    const user = customer.current();
    if (
      storedAccess !== (user?.access?.token ?? null) ||
      storedRefresh !== (user?.refreshToken ?? null)
    ) {
      if (storedAccess === null && storedRefresh === null) {
        customer.set(null);
      } else if (storedAccess !== null) {
        const generation = customer.generation();
        const held = await tokens.restore(
          rt,
          storedAccess,
          tokens.storedOffset(STORAGE_KEYS.userRefreshTimer, storedAccess),
          false,
        );
        const unchanged =
          read(STORAGE_KEYS.userAccessToken) === storedAccess &&
          read(STORAGE_KEYS.userRefreshToken) === storedRefresh;
        if (held !== undefined && generation === customer.generation() && unchanged) {
          customer.set({ access: held, refreshToken: storedRefresh });
          anonymous.end();
          customer.reschedule();
        }
      }
    }
    if (customer.current() === null) {
      const storedId = read(STORAGE_KEYS.anonymousId);
      const storedToken = read(STORAGE_KEYS.anonymousToken);
      const current = anonymous.current();
      if (storedId === null) {
        if (current !== null) anonymous.forget();
      } else if (storedId !== current?.id || storedToken !== (current?.access?.token ?? null)) {
        const generation = anonymous.generation();
        const stored = await anonymous.readStored(rt);
        if (
          stored?.access != null &&
          generation === anonymous.generation() &&
          customer.current() === null
        ) {
          anonymous.adopt(stored);
        }
      }
    }
    ctx.publish();
  }

  function queueReconcile(): void {
    if (reconcileQueued) return;
    reconcileQueued = true;
    queueMicrotask(() => {
      reconcileQueued = false;
      void reconcile();
    });
  }

  function onVisibilityChange(): void {
    const doc = (globalThis as { document?: { visibilityState?: string } }).document;
    if (doc?.visibilityState !== 'visible' || !ctx.isInitialised()) return;
    if (read(STORAGE_KEYS.anonymousValidationKey) !== null) void anonymous.check();
    else void customer.check();
  }

  return {
    listen() {
      const cleanups: Array<() => void> = [];
      cleanups.push(
        ctx.tabs().subscribe((message) => {
          if (message.from !== tabId) queueReconcile();
        }),
      );
      if (storage.subscribe !== undefined) {
        cleanups.push(
          storage.subscribe((key) => {
            if (key === null || key.startsWith('storefront.identity.')) queueReconcile();
          }),
        );
      }
      const doc = (
        globalThis as { document?: Pick<Document, 'addEventListener' | 'removeEventListener'> }
      ).document;
      if (typeof doc?.addEventListener === 'function') {
        doc.addEventListener('visibilitychange', onVisibilityChange);
        cleanups.push(() => doc.removeEventListener('visibilitychange', onVisibilityChange));
      }
      return cleanups;
    },
  };
}
