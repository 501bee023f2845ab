import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { playDisabled, playInvalid } from '../testing/field-stories';
import { TextArea } from './text-area';

const meta = {
  title: 'UI kit/TextArea',
  component: TextArea,
  args: { label: 'Message', className: 'max-w-md' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea).toHaveAttribute('rows', '4');
    await userEvent.type(textarea, 'Two colours on the lid,{enter}one inside.');
    await expect(textarea).toHaveValue('Two colours on the lid,\none inside.');
  },
};

export const WithHint: Story = {
  args: {
    label: 'Describe the box you have in mind',
    hint: 'Size, material, print and quantity help us quote faster.',
    required: true,
    rows: 6,
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Describe the box you have in mind' });
    await expect(textarea).toBeRequired();
    await expect(textarea).toHaveAccessibleDescription(
      'Size, material, print and quantity help us quote faster.',
    );
  },
};

export const WithError: Story = {
  args: {
    hint: 'Tell us how we can help.',
    error: 'Enter a message',
    required: true,
  },
  play: playInvalid('textbox', 'Message', 'Tell us how we can help. Enter a message'),
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Please ship to the loading dock at the back.' },
  play: playDisabled('textbox', 'Message'),
};

export const LongText: Story = {
  args: {
    label: 'Delivery instructions for the carrier, such as a gate code or a loading dock',
    hint: 'Printed on the shipping label. Keep it short enough for the carrier to read at a glance; long notes are cut after 200 characters.',
    error:
      'Delivery instructions can be at most 200 characters long because the carrier label has a fixed size',
    defaultValue:
      'Deliver to the loading dock behind the warehouse on Industrial Parkway. Ring the bell at gate 3 and ask for the shipping office; the gate code is 4512. We receive deliveries Monday to Friday from 7 am to 3 pm only.',
  },
};
