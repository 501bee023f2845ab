// TEST AND STORY HELPER ONLY — not exported from the package. jsdom does no layout, so it has
// no ResizeObserver; Headless UI's anchored list of the street suggestions observes its anchor.
// Import it first.
import { stubResizeObserver } from '@storefront/ui-kit/testing';

stubResizeObserver();
