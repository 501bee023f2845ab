import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeliveryOptionsForm } from './delivery-options-form';
import { storyDeliveryOptions } from './testing/story-cart';
import { cartStory } from './testing/cart-story';

const meta = {
  title: 'Cart/DeliveryOptionsForm',
  component: DeliveryOptionsForm,
  ...cartStory,
  args: {
    items: [
      {
        lineItemId: 'li_mailer',
        name: 'Custom Mailer Box',
        options: storyDeliveryOptions(),
        selectedId: null,
      },
      {
        lineItemId: 'li_sample',
        name: 'Mailer Box Sample',
        options: storyDeliveryOptions(0),
        selectedId: 'edo-expedited',
      },
    ],
    onSelect: fn(),
  },
} satisfies Meta<typeof DeliveryOptionsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const mailers = canvas.getByRole('radiogroup', { name: 'Shipping for Custom Mailer Box' });
    await expect(within(mailers).getByRole('radio', { name: /Standard/ })).toBeChecked();
    await expect(within(mailers).getByText('$47.45 · Arrives January 23')).toBeInTheDocument();
    await userEvent.click(within(mailers).getByRole('radio', { name: /Express/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('li_mailer', 'edo-express');
  },
};

export const NoShippingMethods: Story = {
  args: {
    items: [{ lineItemId: 'li_1', name: 'Custom Mailer Box', options: [], selectedId: null }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No shipping methods available');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const German: Story = { parameters: { language: 'de' } };
