import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { playDisabled, playInvalid } from '../testing/field-stories';
import { useControlledValue } from '../testing/use-controlled-value';
import { NumberField, type NumberFieldProps } from './number-field';

function ControlledNumberField(props: NumberFieldProps) {
  const [value, change] = useControlledValue('', props.onValueChange);
  return <NumberField {...props} value={value} onValueChange={change} />;
}

const meta = {
  title: 'UI kit/NumberField',
  component: NumberField,
  args: { label: 'Quantity', hint: 'Minimum 50 boxes', className: 'max-w-xs', onValueChange: fn() },
  render: (args) => <ControlledNumberField {...args} />,
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.type(input, '1e2+5-0.0');
    await expect(input).toHaveValue('12500');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12500');
  },
};

export const PasteStripsNonDigits: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.click(input);
    await userEvent.paste('1,250 boxes');
    await expect(input).toHaveValue('1250');
  },
};

export const WithError: Story = {
  args: { error: 'Order at least 50 boxes', required: true },
  play: playInvalid('textbox', 'Quantity', 'Minimum 50 boxes Order at least 50 boxes'),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: playDisabled('textbox', 'Quantity'),
};

export const LongText: Story = {
  args: {
    label: 'Number of boxes per design, counted separately for every artwork you upload',
    hint: 'Prices drop at 250, 500 and 1,000 boxes. Mixed designs are counted together for the discount but printed as separate runs.',
  },
};
