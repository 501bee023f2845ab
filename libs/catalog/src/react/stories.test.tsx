import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import * as availabilityNoticeStories from './availability-notice.stories';
import * as boxStyleListStories from './box-style-list.stories';
import * as higherQuantityQuoteStories from './higher-quantity-quote.stories';
import * as processTileStories from './process-tile.stories';
import * as productOptionsStories from './product-options.stories';
import * as productPageStories from './product-page.stories';
import * as productTabsStories from './product-tabs.stories';
import * as quantityCalculatorPanelStories from './quantity-calculator-panel.stories';
import * as quantityPriceSelectorStories from './quantity-price-selector.stories';
import * as quoteRequestFormStories from './quote-request-form.stories';
import * as reviewWidgetStories from './review-widget.stories';
import * as selectionHeaderStories from './selection-header.stories';
import * as shareLinkDialogStories from './share-link-dialog.stories';
import * as shippingEstimateStories from './shipping-estimate.stories';

// Runs every story of the catalogue's React entry as a portable story in jsdom: render, play
// function and the a11y addon's axe check (jsdom has no layout, so colour contrast is left to
// the Storybook a11y panel).
setProjectAnnotations([a11yAnnotations, { parameters: { a11y: { test: 'error' } } }]);

type PortableStory = Pick<ReturnType<typeof composeStory>, 'run' | 'reporting'>;
interface AxeResult {
  error?: unknown;
  violations?: { id: string; help: string; nodes: unknown[] }[];
}

describe.each([
  ['AvailabilityNotice', availabilityNoticeStories],
  ['BoxStyleList', boxStyleListStories],
  ['HigherQuantityQuote', higherQuantityQuoteStories],
  ['ProcessTile', processTileStories],
  ['ProductOptions', productOptionsStories],
  ['ProductPage', productPageStories],
  ['ProductTabs', productTabsStories],
  ['QuantityCalculatorPanel', quantityCalculatorPanelStories],
  ['QuantityPriceSelector', quantityPriceSelectorStories],
  ['QuoteRequestForm', quoteRequestFormStories],
  ['ReviewWidget', reviewWidgetStories],
  ['SelectionHeader', selectionHeaderStories],
  ['ShareLinkDialog', shareLinkDialogStories],
  ['ShippingEstimate', shippingEstimateStories],
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
