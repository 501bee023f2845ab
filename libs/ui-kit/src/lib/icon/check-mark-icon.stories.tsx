import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CheckMarkIcon } from './icon';

const meta = {
  title: 'UI kit/CheckMarkIcon',
  component: CheckMarkIcon,
  args: { className: 'size-4' },
} satisfies Meta<typeof CheckMarkIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decoration only: the text beside it says what is done. */
export const BesideItsText: Story = {
  render: (args) => (
    <p className="text-ink flex items-center gap-2">
      <CheckMarkIcon {...args} />
      <span>At least 8 characters</span>
    </p>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('At least 8 characters')).toBeVisible();
    const icon = canvasElement.querySelector('svg');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon).toHaveAttribute('focusable', 'false');
  },
};

/** It takes the colour of the text around it. */
export const InTheBrandColour: Story = {
  args: { className: 'size-6' },
  render: (args) => (
    <span className="text-brand-primary inline-flex">
      <CheckMarkIcon {...args} />
    </span>
  ),
};
