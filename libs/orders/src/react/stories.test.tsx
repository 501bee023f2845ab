import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import * as defaultAddressesStories from './account/default-addresses.stories';
import * as emailChangeFormStories from './account/email-change-form.stories';
import * as myInfoStories from './account/my-info.stories';
import * as newsletterToggleStories from './account/newsletter-toggle.stories';
import * as passwordChangeFormStories from './account/password-change-form.stories';
import * as verificationEmailButtonStories from './account/verification-email-button.stories';
import * as orderDetailStories from './order-detail.stories';
import * as orderHistoryStories from './order-history.stories';
import * as orderStatusBadgeStories from './order-status-badge.stories';
import * as orderTotalsSummaryStories from './order-totals-summary.stories';
import * as reorderButtonStories from './reorder-button.stories';

// Runs every story of the orders React entry as a portable story in jsdom: render, play
// function and the a11y addon's axe check (jsdom has no layout, so colour contrast is left to
// the Storybook a11y panel).
setProjectAnnotations([a11yAnnotations, { parameters: { a11y: { test: 'error' } } }]);

type PortableStory = Pick<ReturnType<typeof composeStory>, 'run' | 'reporting'>;
interface AxeResult {
  error?: unknown;
  violations?: { id: string; help: string; nodes: unknown[] }[];
}

describe.each([
  ['DefaultAddresses', defaultAddressesStories],
  ['EmailChangeForm', emailChangeFormStories],
  ['MyInfo', myInfoStories],
  ['NewsletterToggle', newsletterToggleStories],
  ['OrderDetail', orderDetailStories],
  ['OrderHistory', orderHistoryStories],
  ['OrderStatusBadge', orderStatusBadgeStories],
  ['OrderTotalsSummary', orderTotalsSummaryStories],
  ['PasswordChangeForm', passwordChangeFormStories],
  ['ReorderButton', reorderButtonStories],
  ['VerificationEmailButton', verificationEmailButtonStories],
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
  );
});
