import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stepper } from './stepper';

const meta = {
  title: 'UI kit/Stepper',
  component: Stepper,
  args: {
    label: 'Checkout progress',
    completedLabel: 'completed',
    steps: [
      { id: 'viewCart', label: 'Cart' },
      { id: 'shipping', label: 'Shipping' },
      { id: 'payment', label: 'Payment' },
    ],
    currentStepId: 'shipping',
    className: 'max-w-xl',
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shipping: Story = {
  play: async ({ canvas }) => {
    const current = canvas.getByText('Shipping').closest('li');
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByText('Cart').closest('li')).toHaveAttribute('data-state', 'complete');
  },
};

export const FirstStep: Story = { args: { currentStepId: 'viewCart' } };

export const BackToFinishedStep: Story = {
  args: { currentStepId: 'payment', onStepSelect: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Shipping/ }));
    await expect(args.onStepSelect).toHaveBeenCalledWith('shipping');
  },
};

export const LongText: Story = {
  args: {
    steps: [
      { id: 'viewCart', label: 'Review your boxes and artwork' },
      { id: 'shipping', label: 'Delivery address and shipping method' },
      { id: 'payment', label: 'Payment and proof approval' },
    ],
  },
};
