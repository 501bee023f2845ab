import type { HeldTokens } from './held-tokens';
import type { IdentityEvent, IdentityState } from './identity-types';
import type { Runtime } from './session-runtime';
import type { SessionStore } from './session-store';
import type { TabCoordinator, TabMessage } from './tab-coordinator';

/**
 * What the parts of one `Identity` (customer session, anonymous session, tab sync) share:
 * storage, held tokens, the runtime once `init()` built it, and the published state.
 *
 * @example
 * if (ctx.runtime() === undefined || ctx.isDestroyed()) return;
 * ctx.publish();
 */
export interface SessionContext {
  readonly store: SessionStore;
  readonly tokens: HeldTokens;
  readonly logger: Pick<Console, 'warn' | 'error'>;
  readonly now: () => number;
  runtime(): Runtime | undefined;
  isInitialised(): boolean;
  isDestroyed(): boolean;
  /** The tab coordinator, created on first use unless one was given. */
  tabs(): TabCoordinator;
  /** Tells the other tabs that the stored session changed. */
  broadcast(reason: TabMessage['reason']): void;
  /** Recomputes the snapshot; publishes an identity event when it changed (or when forced). */
  publish(force?: boolean): void;
  emit(event: IdentityEvent): void;
  /** The current snapshot. */
  state(): IdentityState;
}
