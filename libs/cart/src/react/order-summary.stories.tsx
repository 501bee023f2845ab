import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@storefront/ui-kit';
import { expect, within } from 'storybook/test';
import { OrderSummary } from './order-summary';
import { storyCart } from './testing/story-cart';
import { withCartI18n } from './testing/story-i18n';

const cart = storyCart();

const meta = {
  title: 'Cart/OrderSummary',
  component: OrderSummary,
  args: { total: cart.cartTotal, couponCode: 'FIRSTRUN10' },
  decorators: [withCartI18n],
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDiscount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Discount (FIRSTRUN10)')).toBeInTheDocument();
    await expect(canvas.getByText('-$52.25')).toBeInTheDocument();
    await expect(canvas.getByText('$551.12')).toBeInTheDocument();
  },
};

export const WithoutDiscount: Story = {
  args: { total: storyCart({ couponCode: null, discount: null }).cartTotal, couponCode: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Discount/)).toBeNull();
  },
};

export const TaxPending: Story = {
  args: { taxNote: 'Missing address information.' },
};

export const WithCheckoutButton: Story = {
  args: { children: <Button size="lg">Checkout</Button> },
};
