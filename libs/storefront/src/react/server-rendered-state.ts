import type { DehydratedState } from '@tanstack/react-query';
import type { ServiceEndpoints } from '../lib/config/sandbox-endpoints';

/** Id of the JSON script in which the server leaves the page's state for the browser. */
export const SERVER_STATE_ELEMENT_ID = 'storefront-state';

/** What the server hands to the browser with a page it rendered. */
export interface ServerRenderedState {
  /** The culture the page was rendered in (the browser hydrates in the same one). */
  culture: string;
  /** The query cache the page was rendered from. */
  queries: DehydratedState;
  /**
   * `server`: the server rendered the page itself (the browser loads its code before
   * hydrating); `browser`: the server rendered the shell around the page's loading state and
   * the browser renders the page (account, checkout, designer pages).
   */
  page: 'server' | 'browser';
  /**
   * The services the server was configured with (its environment at run time), so one
   * deployment setting reaches server and browser alike.
   */
  endpoints: ServiceEndpoints;
  /**
   * The catalogues the page loaded on demand while it rendered (`useMessages` with loaders),
   * in its language only, by namespace: the browser registers them before hydrating instead
   * of loading them again.
   */
  messages?: Record<string, object>;
}

/**
 * The state of a server-rendered page, or null when the page was rendered in the browser
 * (no state script, or one that cannot be read).
 */
export function readServerRenderedState(document: Document): ServerRenderedState | null {
  const text = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text, reviveBigInt) as Partial<ServerRenderedState>;
    return typeof state.culture === 'string' &&
      typeof state.queries === 'object' &&
      (state.page === 'server' || state.page === 'browser') &&
      typeof state.endpoints === 'object'
      ? (state as ServerRenderedState)
      : null;
  } catch {
    return null;
  }
}

/** Marks a bigint (money amounts in minor units) in the state's JSON. */
const BIGINT_KEY = '$bigint';

function replaceBigInt(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? { [BIGINT_KEY]: value.toString() } : value;
}

function reviveBigInt(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const keys = Object.keys(value);
  const digits = (value as Record<string, unknown>)[BIGINT_KEY];
  return keys.length === 1 && typeof digits === 'string' && /^-?\d+$/.test(digits)
    ? BigInt(digits)
    : value;
}

/**
 * The state script's JSON, safe inside `<script>`: `<` is escaped, so no string in the data
 * can close the element; bigints (money) survive the trip.
 */
export function serializeServerRenderedState(state: ServerRenderedState): string {
  return JSON.stringify(state, replaceBigInt).replace(/</g, '\\u003c');
}
