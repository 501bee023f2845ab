import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  pendingOrderJson,
  sampleLineJson,
  sampleOrderJson,
  shippedLineJson,
} from '../lib/testing/sample-orders';
import { OrderDetail } from './order-detail';
import { storyFetch } from './testing/story-fetch';
import { withOrdersProviders } from './testing/story-providers';

const orderFetch = (order: unknown) => storyFetch([['GET', /\/orders\/[^/]+$/, () => order]]);

const meta = {
  title: 'Orders/OrderDetail',
  component: OrderDetail,
  args: { orderId: 'ord_sample_paid', backHref: '#/my-orders', onReorder: fn(async () => {}) },
} satisfies Meta<typeof OrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid order in production: lines, specs, artwork files, addresses, totals, downloads. */
export const Paid: Story = {
  decorators: [withOrdersProviders({ fetch: orderFetch(sampleOrderJson()) })],
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Order BU100042' }),
    ).toBeVisible();
    await expect(canvas.getByText('Printing In Progress')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'logo-front.pdf' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download receipt' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reorder Custom Mailer Box' }));
    await expect(args.onReorder).toHaveBeenCalled();
    await expect(
      await canvas.findByText('Custom Mailer Box was added to your cart.'),
    ).toBeVisible();
  },
};

/** Shipped: the carrier, tracking number, expected-by date and a tracking link. */
export const Shipped: Story = {
  decorators: [
    withOrdersProviders({
      fetch: orderFetch(
        sampleOrderJson({
          lineItems: [
            shippedLineJson(),
            sampleLineJson({
              id: 'li_sample',
              name: 'Mailer Box Sample',
              quantity: 1,
              isReOrderable: false,
              status: 'Shipped',
              tracking: {
                carrierName: 'USPS',
                trackingId: '9400111899223344556677',
                expectedBy: '2030-01-18T00:00:00Z',
              },
            }),
          ],
        }),
      ),
    }),
  ],
  play: async ({ canvas }) => {
    const links = await canvas.findAllByRole('link', { name: /^Track package of/ });
    await expect(links).toHaveLength(2);
    await expect(links[1]).toHaveAttribute('href', expect.stringContaining('usps.com'));
    await expect(canvas.getAllByText('Expected by')).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: /^Reorder/ })).toHaveLength(1);
  },
};

/** An invoice order waiting for payment: the card form; an empty submit names the fields. */
export const PendingPayment: Story = {
  args: { orderId: 'ord_sample_pending' },
  decorators: [withOrdersProviders({ fetch: orderFetch(pendingOrderJson()) })],
  play: async ({ canvas }) => {
    const payment = await canvas.findByRole('region', { name: 'Payment due' });
    await expect(canvas.getByText('On Hold For Payment')).toBeVisible();
    await userEvent.click(within(payment).getByRole('button', { name: 'Pay $550.06' }));
    await expect(
      within(payment).getByRole('textbox', { name: /Card number/ }),
    ).toHaveAccessibleDescription('Card number is required');
  },
};

/** Just placed: the order number is on its way. */
export const NumberPending: Story = {
  decorators: [withOrdersProviders({ fetch: orderFetch(sampleOrderJson({ orderNumber: null })) })],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your order' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Download invoice' })).toBeNull();
  },
};

/** An order the shopper cannot see. */
export const Missing: Story = {
  decorators: [withOrdersProviders()],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Order seems to be missing!');
  },
};

/** German. */
export const German: Story = {
  decorators: [
    withOrdersProviders({
      fetch: orderFetch(sampleOrderJson({ lineItems: [shippedLineJson()] })),
      language: 'de',
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sendung verfolgen')).toBeVisible();
  },
};
