import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { playDisabled, playInvalid } from '../testing/field-stories';
import { TextField } from './text-field';

const meta = {
  title: 'UI kit/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', autoComplete: 'email', className: 'max-w-sm' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
  },
};

export const WithHint: Story = {
  args: { hint: 'We send the order confirmation here.', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('We send the order confirmation here.');
  },
};

export const WithError: Story = {
  args: {
    hint: 'We send the order confirmation here.',
    error: 'Enter an email address like name@example.com',
    defaultValue: 'ada@',
  },
  play: playInvalid(
    'textbox',
    'Email',
    'We send the order confirmation here. Enter an email address like name@example.com',
  ),
};

export const Disabled: Story = {
  args: { label: 'Company', type: 'text', disabled: true, defaultValue: 'Kraft & Co.' },
  play: playDisabled('textbox', 'Company'),
};

export const LongText: Story = {
  args: {
    label: 'Delivery instructions for the carrier, such as a gate code or a loading dock',
    type: 'text',
    hint: 'Printed on the shipping label. Keep it short enough for the carrier to read at a glance; long notes are cut after 60 characters.',
    error:
      'Delivery instructions can be at most 60 characters long because the carrier label has a fixed size',
  },
};
