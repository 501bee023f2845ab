import './jsdom-polyfills';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as stories from './address-form.stories';

// Every AddressForm story as a portable story in jsdom: render, play function and the a11y
// addon's axe check (jsdom has no layout, so colour contrast is left to Storybook's panel).
setProjectAnnotations([a11yAnnotations, { parameters: { a11y: { test: 'error' } } }]);
// The street search waits 300 ms after typing; give play functions more than 1 s on a busy
// machine (this affects the unit-test run only, not Storybook).
configure({ asyncUtilTimeout: 5_000 });

type PortableStory = Pick<ReturnType<typeof composeStory>, 'run' | 'reporting'>;
interface AxeResult {
  error?: unknown;
  violations?: { id: string; help: string; nodes: unknown[] }[];
}

const composed: [string, PortableStory][] = Object.entries(composeStories(stories));

describe('AddressForm stories', () => {
  it.each(composed)(
    '%s renders, passes its play function and axe',
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
    30_000,
  );
});
