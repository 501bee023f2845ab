/// <reference types="@testing-library/jest-dom/vitest" />

import { stubResizeObserver } from './src/lib/testing/stub-resize-observer';

// jsdom does no layout, so it has no ResizeObserver; Select's and Combobox's panels observe
// their anchor.
stubResizeObserver();
