// TEST HELPER ONLY. jsdom does no layout, so it has no ResizeObserver; Headless UI's anchored
// listbox (the title Select of the registration form) observes its button when it closes.
// Import this first in a test that opens a Select.
import { stubResizeObserver } from '@storefront/ui-kit/testing';

stubResizeObserver();
