import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { ORDER_ITEM_STATUSES } from '../lib/order-item-status';
import { ordersMessages } from '../lib/orders-messages';
import { OrderStatusBadge } from './order-status-badge';

function createI18n(lng: 'en' | 'de') {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng,
    initAsync: false,
    ns: ['orders'],
    defaultNS: 'orders',
    interpolation: { escapeValue: false },
    resources: { en: { orders: ordersMessages.en }, de: { orders: ordersMessages.de } },
  });
  return i18n;
}

const english = createI18n('en');
const german = createI18n('de');

const withI18n: Decorator = (Story, context) => (
  <I18nextProvider i18n={context.parameters['language'] === 'de' ? german : english}>
    <Story />
  </I18nextProvider>
);

const meta = {
  title: 'Orders/OrderStatusBadge',
  component: OrderStatusBadge,
  args: { status: 'ArtworkReview' },
  decorators: [withI18n],
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Artwork Check In Progress')).toBeVisible();
  },
};

export const Shipped: Story = { args: { status: 'Shipped' } };

export const Rejected: Story = { args: { status: 'DocReviewRejected' } };

export const WaitingForPayment: Story = { args: { status: 'WaitingforPayment' } };

export const UnknownStatus: Story = {
  args: { status: 'PartiallyShipped' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Partially Shipped')).toBeVisible();
    await expect(canvas.queryByText('PartiallyShipped')).toBeNull();
  },
};

export const German: Story = {
  args: { status: 'WaitingforCustomerApproval' },
  parameters: { language: 'de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Wartet auf Ihre Freigabe')).toBeVisible();
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
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(ORDER_ITEM_STATUSES.length);
  },
};
