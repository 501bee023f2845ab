import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@storefront/ui-kit';
import { expect } from 'storybook/test';
import { OrderSummary } from './order-summary';
import { storyCart } from './testing/story-cart';
import { cartStory } from './testing/cart-story';

const cart = storyCart();

const meta = {
  title: 'Cart/OrderSummary',
  component: OrderSummary,
  ...cartStory,
  args: { total: cart.cartTotal, couponCode: 'FIRSTRUN10' },
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDiscount: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Discount (FIRSTRUN10)')).toBeInTheDocument();
    await expect(canvas.getByText('-$52.25')).toBeInTheDocument();
    await expect(canvas.getByText('$551.12')).toBeInTheDocument();
  },
};

export const WithoutDiscount: Story = {
  args: { total: storyCart({ couponCode: null, discount: null }).cartTotal, couponCode: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Discount/)).toBeNull();
  },
};

export const TaxPending: Story = {
  args: { taxNote: 'Missing address information.' },
};

export const WithCheckoutButton: Story = {
  args: { children: <Button size="lg">Checkout</Button> },
};
