import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { toOrder } from '../lib/order-model';
import { orderResponseSchema } from '../lib/order-response';
import { sampleOrderJson } from '../lib/testing/sample-orders';
import { ReorderButton } from './reorder-button';
import { withOrdersProviders } from './testing/story-providers';

const line = toOrder(orderResponseSchema.parse(sampleOrderJson())).lines[0]!;

const meta = {
  title: 'Orders/ReorderButton',
  component: ReorderButton,
  args: { line, onReorder: fn(async () => {}) },
  decorators: [withOrdersProviders()],
} satisfies Meta<typeof ReorderButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One click puts the line into the cart. */
export const Reorder: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reorder Custom Mailer Box' }));
    await expect(args.onReorder).toHaveBeenCalledWith(line);
    await expect(
      await canvas.findByText('Custom Mailer Box was added to your cart.'),
    ).toBeVisible();
  },
};

/** The cart could not take it: the message, and the button works again. */
export const Failing: Story = {
  args: { onReorder: fn(async () => Promise.reject(new Error('cart down'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reorder Custom Mailer Box' }));
    await expect(
      await canvas.findByText('Unable to add this item to your cart. Please try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reorder Custom Mailer Box' })).toBeEnabled();
  },
};

/** A line that may not be reordered renders nothing. */
export const NotReorderable: Story = {
  args: { line: { ...line, isReOrderable: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The page confirms (a snackbar while it opens the cart): the button does not say it again. */
export const CallerConfirms: Story = {
  args: { confirmation: 'caller' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reorder Custom Mailer Box' }));
    await expect(args.onReorder).toHaveBeenCalledWith(line);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
