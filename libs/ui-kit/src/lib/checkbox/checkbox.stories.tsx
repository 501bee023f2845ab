import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { playDisabled, playInvalid } from '../testing/field-stories';
import { Checkbox } from './checkbox';

const meta = {
  title: 'UI kit/Checkbox',
  component: Checkbox,
  args: { label: 'Save this address for next time' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Save this address for next time' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Send me a printed sample first',
    description: 'We ship one box to you for approval before the full run.',
    defaultChecked: true,
  },
};

export const WithError: Story = {
  args: {
    label: 'I approve the digital proof',
    description: 'Printing starts as soon as you approve.',
    error: 'Approve the proof to place your order',
    required: true,
  },
  play: playInvalid(
    'checkbox',
    'I approve the digital proof',
    'Printing starts as soon as you approve. Approve the proof to place your order',
  ),
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: playDisabled('checkbox'),
};

export const LongText: Story = {
  args: {
    label:
      'I confirm that I own the rights to every logo, photo and text in my artwork, or have permission to print them',
    description:
      'We cannot print trademarks or photos without permission. Our team checks every file and contacts you if something needs a licence.',
    className: 'max-w-md',
  },
};
