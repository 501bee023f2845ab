// TEST AND STORY HELPER ONLY — not exported from the package. jsdom does no layout, so it has
// no ResizeObserver; Headless UI's anchored lists (the state and country selects, the street
// suggestions) observe their anchor. A no-op observer is enough there. Import it first.
class NoopResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

globalThis.ResizeObserver ??= NoopResizeObserver;
