import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ORDER_ITEM_STATUSES } from '../lib/order-item-status';
import { OrderStatusBadge } from './order-status-badge';
import { withOrdersProviders } from './testing/story-providers';

const meta = {
  title: 'Orders/OrderStatusBadge',
  component: OrderStatusBadge,
  args: { status: 'ArtworkReview' },
  decorators: [withOrdersProviders()],
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Artwork Check In Progress')).toBeVisible();
  },
};

export const Shipped: Story = { args: { status: 'Shipped' } };

export const Rejected: Story = { args: { status: 'DocReviewRejected' } };

export const WaitingForPayment: Story = { args: { status: 'WaitingforPayment' } };

export const UnknownStatus: Story = {
  args: { status: 'PartiallyShipped' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Partially Shipped')).toBeVisible();
    await expect(canvas.queryByText('PartiallyShipped')).toBeNull();
  },
};

export const German: Story = {
  args: { status: 'WaitingforCustomerApproval' },
  parameters: { language: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Wartet auf Ihre Freigabe')).toBeVisible();
  },
};

export const AllStatuses: Story = {
  render: () => (
    <ul className="flex flex-wrap gap-2">
      {ORDER_ITEM_STATUSES.map((status) => (
        <li key={status}>
          <OrderStatusBadge status={status} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(ORDER_ITEM_STATUSES.length);
  },
};
