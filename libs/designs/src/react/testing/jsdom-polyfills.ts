// TEST HELPER ONLY. jsdom does no layout, so it has no ResizeObserver; Headless UI's anchored
// listbox (the ui-kit Select) observes its button when it closes. A no-op observer is enough
// in tests. Import this first in a test that opens a Select.
class NoopResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

globalThis.ResizeObserver ??= NoopResizeObserver;
