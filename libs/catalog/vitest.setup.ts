/// <reference types="@testing-library/jest-dom/vitest" />

// jsdom does no layout, so it has no ResizeObserver. Headless UI's anchored panels (the
// quantity and size selects, via floating-ui) observe their button's size; a no-op observer is
// enough in tests.
class NoopResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

globalThis.ResizeObserver ??= NoopResizeObserver;
