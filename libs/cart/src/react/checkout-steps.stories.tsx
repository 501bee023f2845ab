import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CheckoutSteps } from './checkout-steps';
import { withCartCatalogue } from './testing/cart-i18n';

const meta = {
  title: 'Cart/CheckoutSteps',
  component: CheckoutSteps,
  args: { pathname: '/cart', onStepSelect: fn() },
  decorators: [withCartCatalogue],
} satisfies Meta<typeof CheckoutSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnCart: Story = {};

export const OnShippingAddress: Story = { args: { pathname: '/shipping-address' } };

export const OnShippingMethods: Story = { args: { pathname: '/shipping-methods' } };

export const OnPaymentGoingBack: Story = {
  args: { pathname: '/payment-info' },
  play: async ({ args, canvas }) => {
    const payment = canvas.getByText('Payment').closest('li');
    await expect(payment).toHaveAttribute('aria-current', 'step');
    await userEvent.click(canvas.getByRole('button', { name: /Cart/ }));
    await expect(args.onStepSelect).toHaveBeenCalledWith({ id: 'viewCart', routes: ['/cart'] });
  },
};

export const German: Story = {
  args: { pathname: '/shipping-methods' },
  parameters: { language: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Fortschritt der Bestellung' })).toBeVisible();
    await expect(canvas.getByText('Versand').closest('li')).toHaveAttribute('aria-current', 'step');
  },
};

export const NotACheckoutPage: Story = { args: { pathname: '/order-confirmation' } };
