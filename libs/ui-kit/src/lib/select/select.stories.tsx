import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
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
    const button = canvas.getByRole('button', { name: /Box style/ });
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    // The options are portalled to <body>, outside the story's canvas.
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');

    await expect(args.onChange).toHaveBeenCalledWith('shipping');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(button).toHaveTextContent('Shipping box');
  },
};

export const WithValue: Story = {
  args: { value: 'rigid', hint: 'You can change the style until you approve the proof.' },
};

export const WithError: Story = {
  args: { error: 'Choose a box style to see prices', required: true },
  play: playInvalid('button', /Box style/, 'Choose a box style to see prices'),
};

export const Disabled: Story = {
  args: { disabled: true, value: 'mailer' },
  play: playDisabled('button', /Box style/),
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
