import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { playDisabled, playInvalid } from '../testing/field-stories';
import { useControlledValue } from '../testing/use-controlled-value';
import { Select, type SelectOption, type SelectProps } from './select';

const boxStyles: SelectOption[] = [
  { value: 'mailer', label: 'Mailer box' },
  { value: 'shipping', label: 'Shipping box' },
  { value: 'tuck-end', label: 'Tuck end box', disabled: true },
  { value: 'rigid', label: 'Rigid gift box' },
];

function ControlledSelect(props: SelectProps) {
  const [value, change] = useControlledValue(props.value, props.onChange);
  return <Select {...props} value={value} onChange={change} />;
}

const meta = {
  title: 'UI kit/Select',
  component: Select,
  args: {
    label: 'Box style',
    placeholder: 'Choose a style',
    options: boxStyles,
    value: null,
    onChange: fn(),
    className: 'max-w-sm',
  },
  render: (args) => <ControlledSelect {...args} />,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: /Box style/ });
    await expect(select).toHaveDisplayValue('Choose a style');

    await userEvent.selectOptions(select, 'Shipping box');

    await expect(args.onChange).toHaveBeenCalledWith('shipping');
    await expect(select).toHaveDisplayValue('Shipping box');
  },
};

export const WithValue: Story = {
  args: { value: 'rigid', hint: 'You can change the style until you approve the proof.' },
};

export const WithError: Story = {
  args: { error: 'Choose a box style to see prices', required: true },
  play: playInvalid('combobox', /Box style/, 'Choose a box style to see prices'),
};

export const Disabled: Story = {
  args: { disabled: true, value: 'mailer' },
  play: playDisabled('combobox', /Box style/),
};

export const LongText: Story = {
  args: {
    label: 'Board grade used for the outer walls of the box',
    value: 'long',
    options: [
      {
        value: 'long',
        label: 'Double-wall corrugated board, 44 ECT, kraft outside and white inside',
      },
      { value: 'short', label: 'Single-wall, 32 ECT' },
    ],
  },
};
