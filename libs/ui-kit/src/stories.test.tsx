import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import previewAnnotations from '../.storybook/preview';
import * as uiKit from './index';

// Runs every ui-kit story as a portable story in jsdom: render, play function and the a11y
// addon's axe check, so a broken interaction or an axe violation fails `vitest run`.
// jsdom has no layout, so axe's colour-contrast rule cannot run here; the theme's pairs are
// checked by hand (see theme.css) and by the a11y panel in Storybook.
setProjectAnnotations([a11yAnnotations, previewAnnotations]);

type StoriesModule = Parameters<typeof composeStories>[0];
type PortableStory = Pick<ReturnType<typeof composeStory>, 'run' | 'reporting'>;
/** The part of an axe-core result that the a11y addon reports and this test prints. */
interface AxeResult {
  error?: unknown;
  violations?: { id: string; help: string; nodes: unknown[] }[];
}

const modules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });

it('has a stories module for every exported component', () => {
  const withStories = new Set(
    Object.values(modules).map((module) => (module.default as { component?: unknown }).component),
  );
  const components = Object.entries(uiKit).filter(
    ([name, value]) => typeof value === 'function' && /^[A-Z]/.test(name),
  );
  expect(
    components.filter(([, component]) => !withStories.has(component)).map(([name]) => name),
  ).toEqual([]);
  expect(components.length).toBeGreaterThan(0);
});

describe.each(Object.entries(modules))('%s', (_path, module) => {
  const stories: [string, PortableStory][] = Object.entries(composeStories(module));

  it.each(stories)('%s', async (_name, Story) => {
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
  });
});
