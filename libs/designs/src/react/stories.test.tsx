// The workspace's shared test helper (tools/testing), not a library: no package to import it by.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { describeStories, type StoriesModule } from '../../../../tools/testing/story-suite';

// Every story of this library's React entry, run in jsdom with its play function and axe.
describeStories(import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true }));
