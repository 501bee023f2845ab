import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { playInvalid } from '../testing/field-stories';
import { useControlledValue } from '../testing/use-controlled-value';
import { RadioGroup, type RadioGroupOption, type RadioGroupProps } from './radio-group';

const shippingMethods: RadioGroupOption[] = [
  { value: 'standard', label: 'Standard', description: '5–7 business days · Free' },
  { value: 'express', label: 'Express', description: '2 business days · $24.00' },
  {
    value: 'pickup',
    label: 'Pick up',
    description: 'From our Columbus, Ohio warehouse',
    disabled: true,
  },
];

function ControlledRadioGroup(props: RadioGroupProps) {
  const [value, change] = useControlledValue(props.value, props.onChange);
  return <RadioGroup {...props} value={value} onChange={change} />;
}

const meta = {
  title: 'UI kit/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Shipping method',
    options: shippingMethods,
    value: 'standard',
    onChange: fn(),
    className: 'max-w-md',
  },
  render: (args) => <ControlledRadioGroup {...args} />,
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Standard' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('express');
    await expect(canvas.getByRole('radio', { name: 'Express' })).toBeChecked();
  },
};

export const WithError: Story = {
  args: { value: null, required: true, error: 'Choose how we ship your boxes' },
  play: playInvalid('radiogroup', /Shipping method/, 'Choose how we ship your boxes'),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
    }
  },
};

export const LongText: Story = {
  args: {
    label: 'When should we print your order?',
    hint: 'Printing starts after you approve the proof.',
    value: 'asap',
    options: [
      {
        value: 'asap',
        label: 'As soon as the proof is approved',
        description:
          'Your boxes go to press on the next free slot, usually within two business days, and ship as soon as they are dry and packed.',
      },
      {
        value: 'scheduled',
        label: 'On a date I choose, for example to match a product launch or a seasonal campaign',
        description: 'We hold the approved proof and print it in the week you pick.',
      },
    ],
  },
};
