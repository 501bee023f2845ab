/** Observes nothing: jsdom lays nothing out, so there is no size to report. */
class NoopResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

/**
 * Gives jsdom the `ResizeObserver` it lacks (it does no layout): Headless UI's anchored panels
 * (the suggestions of Combobox) observe their anchor. A no-op observer
 * is enough in tests; a browser's own observer is left in place.
 *
 * @example
 * // jsdom-polyfills.ts of a library, imported first by a test that opens a Combobox
 * import { stubResizeObserver } from '@storefront/ui-kit/testing';
 * stubResizeObserver();
 */
export function stubResizeObserver(): void {
  globalThis.ResizeObserver ??= NoopResizeObserver;
}
