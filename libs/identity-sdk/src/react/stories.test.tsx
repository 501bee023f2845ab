import './testing/jsdom-polyfills';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { describe, expect, it } from 'vitest';

// Runs every story of the identity React entry as a portable story in jsdom: render, play
// function and the a11y addon's axe check (jsdom has no layout, so colour contrast is left
// to the Storybook a11y panel).
setProjectAnnotations([a11yAnnotations, { parameters: { a11y: { test: 'error' } } }]);
// Play functions wait for answers of the in-memory identity; give them more than the default
// second on a busy machine (this affects the unit-test run only, not Storybook).
configure({ asyncUtilTimeout: 5_000 });

type StoriesModule = Parameters<typeof composeStories>[0];
type PortableStory = Pick<ReturnType<typeof composeStory>, 'run' | 'reporting'>;
interface AxeResult {
  error?: unknown;
  violations?: { id: string; help: string; nodes: unknown[] }[];
}

const modules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });

it('finds the stories of every page', () => {
  expect(Object.keys(modules).sort()).toEqual([
    './login-page.stories.tsx',
    './lost-password-page.stories.tsx',
    './password-rules.stories.tsx',
    './reset-password-page.stories.tsx',
    './verify-email-page.stories.tsx',
  ]);
});

describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories: [string, PortableStory][] = Object.entries(composeStories(module));

  // Interaction stories type key by key and run axe; allow them more than the 5 s default.
  it.each(stories)(
    '%s',
    async (_name, Story) => {
      await Story.run();
      const violations = Story.reporting.reports
        .filter((report) => report.type === 'a11y' && report.status === 'failed')
        .flatMap((report) => {
          const result = report.result as AxeResult;
          if (result.error !== undefined) throw result.error;
          return result.violations ?? [];
        })
        .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`);
      expect(violations).toEqual([]);
    },
    20_000,
  );
});
