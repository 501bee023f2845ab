import './address-form/jsdom-polyfills';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import * as addressSummaryStories from './address-summary.stories';
import * as cardPaymentFormStories from './card-payment-form.stories';
import * as cartLineListStories from './cart-line-list.stories';
import * as cartUpsellStories from './cart-upsell.stories';
import * as couponFormStories from './coupon-form.stories';
import * as deliveryOptionsFormStories from './delivery-options-form.stories';
import * as orderReviewStories from './order-review.stories';
import * as orderSummaryStories from './order-summary.stories';
import * as paymentMethodPickerStories from './payment-method-picker.stories';
import * as savedAddressesStories from './saved-addresses.stories';

// Runs every story of the cart and checkout components as a portable story in jsdom: render,
// play function and the a11y addon's axe check (jsdom has no layout, so colour contrast is left
// to Storybook's a11y panel). The address form and checkout steps have their own files.
setProjectAnnotations([a11yAnnotations, { parameters: { a11y: { test: 'error' } } }]);
configure({ asyncUtilTimeout: 5_000 });

type PortableStory = Pick<ReturnType<typeof composeStory>, 'run' | 'reporting'>;
interface AxeResult {
  error?: unknown;
  violations?: { id: string; help: string; nodes: unknown[] }[];
}

describe.each([
  ['AddressSummary', addressSummaryStories],
  ['CardPaymentForm', cardPaymentFormStories],
  ['CartLineList', cartLineListStories],
  ['CartUpsell', cartUpsellStories],
  ['CouponForm', couponFormStories],
  ['DeliveryOptionsForm', deliveryOptionsFormStories],
  ['OrderReview', orderReviewStories],
  ['OrderSummary', orderSummaryStories],
  ['PaymentMethodPicker', paymentMethodPickerStories],
  ['SavedAddresses', savedAddressesStories],
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
