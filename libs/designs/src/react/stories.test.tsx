import './testing/jsdom-polyfills';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import * as approveDesignPageStories from './approve-design-page.stories';
import * as downloadArtworkPageStories from './download-artwork-page.stories';
import * as myDesignsPageStories from './my-designs-page.stories';
import * as preflightReportStories from './preflight-report.stories';
import * as saveDesignFormStories from './save-design-form.stories';
import * as templateDesignerPageStories from './template-designer-page.stories';
import * as templateMakerPageStories from './template-maker-page.stories';
import * as uploadArtworkButtonStories from './upload-artwork-button.stories';

// Runs every story of the designs React entry as a portable story in jsdom: render, play
// function and the a11y addon's axe check (jsdom has no layout, so colour contrast is left to
// the Storybook a11y panel; it has no canvas either, so the designer shows its text fallback).
setProjectAnnotations([a11yAnnotations, { parameters: { a11y: { test: 'error' } } }]);

type PortableStory = Pick<ReturnType<typeof composeStory>, 'run' | 'reporting'>;
interface AxeResult {
  error?: unknown;
  violations?: { id: string; help: string; nodes: unknown[] }[];
}

describe.each([
  ['ApproveDesignPage', approveDesignPageStories],
  ['DownloadArtworkPage', downloadArtworkPageStories],
  ['MyDesignsPage', myDesignsPageStories],
  ['PreflightReport', preflightReportStories],
  ['SaveDesignForm', saveDesignFormStories],
  ['TemplateDesignerPage', templateDesignerPageStories],
  ['TemplateMakerPage', templateMakerPageStories],
  ['UploadArtworkButton', uploadArtworkButtonStories],
] as const)('%s stories', (_name, module) => {
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
    30_000,
  );
});
