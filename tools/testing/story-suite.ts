import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { describe, expect, it } from 'vitest';

/** A stories file as `import.meta.glob(…, { eager: true })` gives it. */
export type StoriesModule = Parameters<typeof composeStories>[0];

type PortableStory = Pick<ReturnType<typeof composeStory>, 'run' | 'reporting'>;

interface AxeResult {
  error?: unknown;
  violations?: { id: string; help: string; nodes: unknown[] }[];
}

/** Options of {@link describeStories}. */
export interface StorySuiteOptions {
  /** How long play functions' `findBy…`/`waitFor` wait (default 5 s: a busy CI machine). */
  asyncUtilTimeout?: number;
  /** Per story (default 30 s). */
  timeout?: number;
}

/**
 * Runs every story of a library as a portable story in jsdom: render, play function and the
 * a11y addon's axe check (jsdom has no layout, so colour contrast is left to the Storybook
 * a11y panel). Each library's `stories.test.tsx` passes its stories files, found by a glob
 * so a new story is run without being listed.
 *
 * @example
 * describeStories(import.meta.glob('./**\/*.stories.tsx', { eager: true }));
 */
export function describeStories(
  modules: Record<string, StoriesModule>,
  { asyncUtilTimeout = 5_000, timeout = 30_000 }: StorySuiteOptions = {},
): void {
  setProjectAnnotations([a11yAnnotations, { parameters: { a11y: { test: 'error' } } }]);
  configure({ asyncUtilTimeout });

  const files = Object.entries(modules).sort(([a], [b]) => a.localeCompare(b));
  it('finds the stories files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  describe.each(files)('%s', (_file, module) => {
    const stories: [string, PortableStory][] = Object.entries(composeStories(module));
    it.each(stories)(
      '%s renders, passes its play function and has no a11y violations',
      async (_story, Story) => {
        await Story.run();
        expect(Story.reporting.reports.some((report) => report.type === 'a11y')).toBe(true);
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
      timeout,
    );
  });
}
