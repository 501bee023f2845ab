import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PaymentMethodPicker } from './payment-method-picker';
import { cartStory } from './testing/cart-story';

const meta = {
  title: 'Cart/PaymentMethodPicker',
  component: PaymentMethodPicker,
  ...cartStory,
  args: {
    options: ['credit_card', 'invoice_without_terms'],
    value: 'credit_card',
    onChange: fn(),
  },
} satisfies Meta<typeof PaymentMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CardOrInvoice: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('radio', { name: /Invoice, payable before production/ }),
    );
    await expect(args.onChange).toHaveBeenCalledWith('invoice_without_terms');
  },
};

export const CardOnly: Story = { args: { options: ['credit_card'] } };

export const FreeOfCharge: Story = { args: { options: ['freeOfCharge'], value: 'freeOfCharge' } };

export const NoMethodChosen: Story = {
  args: { value: null, error: 'Please select a valid payment method' },
};
