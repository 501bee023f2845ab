import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite';
import { createTestSandbox, type TestSandbox } from '@storefront/sandbox-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStorySandbox } from './testing/storefront-story';

// Runs every storefront story as a portable story in jsdom, in each brand: render, play
// function and the a11y addon's axe check. Pages read their content from the in-process
// sandbox.
setProjectAnnotations([a11yAnnotations, { parameters: { a11y: { test: 'error' } } }]);

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
  setStorySandbox(sandbox.fetch);
}, 60_000);
afterAll(() => sandbox?.close());

type StoriesModule = Parameters<typeof composeStories>[0];
type PortableStory = Pick<ReturnType<typeof composeStory>, 'run' | 'reporting'>;
interface AxeResult {
  violations?: { id: string; help: string; nodes: unknown[] }[];
}

const modules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });

describe.each(Object.entries(modules))('%s', (_path, module) => {
  describe.each(['boxup', 'ybd', 'kartonwerk'])('%s', (brand) => {
    const stories: [string, PortableStory][] = Object.entries(
      composeStories(module, { initialGlobals: { brand } }),
    );
    it.each(stories)('%s', { timeout: 20_000 }, async (_name, Story) => {
      await Story.run();
      const violations = Story.reporting.reports
        .filter((report) => report.type === 'a11y' && report.status === 'failed')
        .flatMap((report) => (report.result as AxeResult).violations ?? [])
        .map((violation) => `${violation.id}: ${violation.help}`);
      expect(violations).toEqual([]);
    });
  });
});
