import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy…/waitFor wait up to 5 s (Testing Library's 1 s is too short on a loaded 2-core CI
// machine; a file may set more).
configure({ asyncUtilTimeout: 5_000 });

// jsdom does no layout, so it has no ResizeObserver. Headless UI's anchored panels (selects and
// comboboxes, via floating-ui) observe their button's size; a no-op observer is enough in tests.
class NoopResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

globalThis.ResizeObserver ??= NoopResizeObserver;
