import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentMethodPicker } from './payment-method-picker';
import { withCartI18n } from './testing/story-i18n';

const meta = {
  title: 'Cart/PaymentMethodPicker',
  component: PaymentMethodPicker,
  args: {
    options: ['credit_card', 'invoice_without_terms'],
    value: 'credit_card',
    onChange: fn(),
  },
  decorators: [withCartI18n],
} satisfies Meta<typeof PaymentMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CardOrInvoice: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
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
