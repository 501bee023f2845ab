import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import previewAnnotations from '../.storybook/preview';
import * as uiKit from './index';
import { findClassConflicts, type ClassConflict } from './testing';

// Runs every ui-kit story as a portable story in jsdom: render, play function and the a11y
// addon's axe check, so a broken interaction or an axe violation fails `vitest run`.
// jsdom has no layout, so axe's colour-contrast rule cannot run here; the theme's pairs are
// checked by hand (see theme.css) and by the a11y panel in Storybook.
// Every class list the story shows, including the states its play function passes through,
// must be free of utilities that override each other: `cn` does not merge them.
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
    const conflicts = watchClassConflicts(document.body);
    await Story.run();
    expect(conflicts.stop()).toEqual([]);

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

/** Collects the class conflicts of every element added to or re-classed in `root` until `stop()`. */
function watchClassConflicts(root: Element): { stop: () => ClassConflict[] } {
  const found = new Map<string, ClassConflict>();
  const collect = (records: MutationRecord[]) => {
    for (const record of records) {
      const changed = record.type === 'attributes' ? [record.target] : [...record.addedNodes];
      for (const node of changed) {
        if (!(node instanceof Element) || !node.isConnected) continue;
        for (const conflict of findClassConflicts(node)) {
          found.set(`${conflict.element} ${conflict.className}`, conflict);
        }
      }
    }
  };
  const observer = new MutationObserver(collect);
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class'],
  });
  return {
    stop: () => {
      collect(observer.takeRecords());
      observer.disconnect();
      return [...found.values()];
    },
  };
}
