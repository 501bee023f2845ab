import './address-form/jsdom-polyfills';
// The workspace's shared test helper (tools/testing), not a library: no package to import it by.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { describeStories, type StoriesModule } from '../../../../tools/testing/story-suite';

// Every story of the cart and checkout components, run in jsdom with its play function and
// axe (the address form's street search needs the default 5 s for its 300 ms debounce on a
// busy machine). The checkout steps have a story test of their own.
const OWN_STORY_TESTS = ['./checkout-steps.stories.tsx'];
const modules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });
describeStories(
  Object.fromEntries(Object.entries(modules).filter(([file]) => !OWN_STORY_TESTS.includes(file))),
);
