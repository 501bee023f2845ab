import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OrderReview } from './order-review';
import { storyCart } from './testing/story-cart';
import { cartStory } from './testing/cart-story';

const cart = storyCart();

const meta = {
  title: 'Cart/OrderReview',
  component: OrderReview,
  ...cartStory,
  args: {
    email: 'demo@boxup.example',
    paymentMethod: 'Credit or debit card',
    shippingAddress: cart.shippingAddress,
    billingAddress: cart.billingAddress,
    lines: cart.lines,
    onEdit: fn(),
  },
} satisfies Meta<typeof OrderReview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    for (const heading of [
      'Account info',
      'Purchase info',
      'Shipping address',
      'Billing address',
      'Shipping methods',
    ]) {
      await expect(canvas.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Edit the Shipping methods' }));
    await expect(args.onEdit).toHaveBeenCalledWith('shippingMethods');
  },
};

export const NothingEnteredYet: Story = {
  args: {
    email: null,
    paymentMethod: null,
    shippingAddress: null,
    billingAddress: null,
    onEdit: undefined,
  },
};
