import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import {
  sampleLineJson,
  sampleOrderJson,
  shippedLineJson,
  pendingOrderJson,
} from '../lib/testing/sample-orders';
import { OrderHistory } from './order-history';
import { storyFetch } from './testing/story-fetch';
import { withOrdersProviders } from './testing/story-providers';

const orders = [
  sampleOrderJson({ id: 'ord_6', orderNumber: 'BU100006', lineItems: [shippedLineJson()] }),
  pendingOrderJson(),
  sampleOrderJson({ id: 'ord_4', orderNumber: 'BU100004' }),
  sampleOrderJson({
    id: 'ord_3',
    orderNumber: 'BU100003',
    lineItems: [
      sampleLineJson({ status: 'ReturnedToMCPWarehouse' }),
      sampleLineJson({ id: 'li_2', name: 'Shipping Box Insert', quantity: 100 }),
    ],
  }),
  sampleOrderJson({
    id: 'ord_2',
    orderNumber: 'BU100002',
    isMigrated: true,
    createdAt: '2024-06-01T00:00:00.000Z',
    completedAt: '2019-11-20T15:00:00.000Z',
  }),
  sampleOrderJson({ id: 'ord_1', orderNumber: 'BU100001' }),
];

const historyFetch = (total: number) =>
  storyFetch([
    [
      'POST',
      /\/search\/.*\/orders$/,
      async (request) => {
        const { page = 1 } = (await request.json()) as { page?: number };
        const results = orders.slice((page - 1) * 5, Math.min(total, page * 5));
        return { page, pageSize: 5, total, results };
      },
    ],
  ]);

function PagedHistory() {
  const [page, setPage] = useState(1);
  return (
    <OrderHistory
      customerId="cus_demo_dana_whitfield"
      page={page}
      onPageChange={setPage}
      orderHref={(order) => `#/my-orders/${order.id}`}
    />
  );
}

const meta = {
  title: 'Orders/OrderHistory',
  component: PagedHistory,
} satisfies Meta<typeof PagedHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five orders of six with status labels, dates, totals and paging. */
export const WithOrders: Story = {
  decorators: [withOrdersProviders({ fetch: historyFetch(6) })],
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('listitem', { name: /^Order BU/ })).toHaveLength(5);
    await expect(canvas.getByText('Shipped')).toBeVisible();
    await expect(canvas.getByText('Returned To MCP Warehouse')).toBeVisible();
    await expect(canvas.getByText(/Placed 11\/20\/2019 10:00am/)).toBeVisible();
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
  },
};

/** A customer without orders. */
export const Empty: Story = {
  decorators: [withOrdersProviders({ fetch: historyFetch(0) })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Order History')).toBeVisible();
  },
};

/** The order service failed: the catalogue message and a retry button. */
export const Failed: Story = {
  decorators: [withOrdersProviders()],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Unable to load your order history. Please try again.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** German. */
export const German: Story = {
  decorators: [withOrdersProviders({ fetch: historyFetch(3), language: 'de' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Versandt')).toBeVisible();
  },
};
