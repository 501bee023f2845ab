import type { Meta, StoryObj } from '@storybook/react-vite';
import { money } from '@storefront/pricing';
import { expect } from 'storybook/test';
import { OrderTotalsSummary } from './order-totals-summary';
import { withOrdersProviders } from './testing/story-providers';

const meta = {
  title: 'Orders/OrderTotalsSummary',
  component: OrderTotalsSummary,
  args: {
    totals: {
      subtotal: money('522.50'),
      shipping: money('47.45'),
      taxes: money('32.36'),
      discount: money('52.25'),
      total: money('550.06'),
      amountPaid: money('550.06'),
      amountDue: money('0'),
    },
    couponCode: 'FIRSTRUN10',
  },
  decorators: [withOrdersProviders({ className: 'max-w-sm' })],
} satisfies Meta<typeof OrderTotalsSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a coupon: the discount line, negative, labelled with the code. */
export const WithDiscount: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Discount (FIRSTRUN10)').nextSibling).toHaveTextContent(
      '-$52.25',
    );
    await expect(canvas.getByText('Amount due').nextSibling).toHaveTextContent('$0.00');
  },
};

/** No discount: no discount line. */
export const WithoutDiscount: Story = {
  args: {
    couponCode: null,
    totals: {
      subtotal: money('100'),
      shipping: money('9.95'),
      taxes: money('0'),
      discount: money('0'),
      total: money('109.95'),
      amountPaid: money('0'),
      amountDue: money('109.95'),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Discount/)).toBeNull();
  },
};
