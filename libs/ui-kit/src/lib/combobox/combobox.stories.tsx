import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Combobox, type ComboboxOption, type ComboboxProps } from './combobox';

const streets: ComboboxOption[] = [
  {
    id: 'matlock',
    label: 'Matlock Road',
    description: 'Arlington, TX - 3 addresses',
    expandable: true,
  },
  { id: 'ballpark', label: '1200 Ballpark Way', description: 'Arlington, TX 76011' },
  { id: 'abram', label: '101 Abram Street', description: 'Arlington, TX 76010' },
];

const matlockAddresses: ComboboxOption[] = [
  { id: 'matlock-750', label: '750 Matlock Road', description: 'Arlington, TX 76001' },
  { id: 'matlock-760', label: '760 Matlock Road', description: 'Arlington, TX 76001' },
  { id: 'matlock-770', label: '770 Matlock Road', description: 'Arlington, TX 76001' },
];

/** A street search over a fixed list: options match the typed text; Matlock Road expands. */
function StreetSearch(props: ComboboxProps) {
  const [text, setText] = useState(props.value);
  const [expanded, setExpanded] = useState(false);
  const typed = text.trim().toLowerCase();
  const options = expanded
    ? matlockAddresses
    : typed.length < 3
      ? props.options
      : props.options.filter((option) => option.label.toLowerCase().includes(typed));
  return (
    <Combobox
      {...props}
      value={text}
      options={options}
      onChange={(next) => {
        setText(next);
        setExpanded(false);
        props.onChange(next);
      }}
      onPick={(option) => {
        setText(option.label);
        props.onPick(option);
      }}
      onExpand={(option) => {
        setExpanded(true);
        props.onExpand?.(option);
      }}
    />
  );
}

const meta = {
  title: 'UI kit/Combobox',
  component: Combobox,
  args: {
    label: 'Street and house number',
    toggleLabel: 'Show address suggestions',
    expandHint: 'shows its addresses',
    autoComplete: 'address-line1',
    value: '',
    options: streets,
    onChange: fn(),
    onPick: fn(),
    onExpand: fn(),
    className: 'max-w-md',
  },
  render: (args) => <StreetSearch {...args} />,
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvas: { getByRole: typeof screen.getByRole }) =>
  canvas.getByRole('combobox', { name: 'Street and house number' });

/** Type, move with the arrow keys and pick with Enter; the text stays free. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(input(canvas), 'Ballpark');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ballpark');
    // The options are portalled to <body>, outside the story's canvas.
    await screen.findByRole('option', { name: /1200 Ballpark Way/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith(streets[1]);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(input(canvas)).toHaveValue('1200 Ballpark Way');
  },
};

/** An expandable option keeps the list open and lists what it holds. */
export const Expandable: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(input(canvas), 'Matl');
    const street = await screen.findByRole('option', { name: /Matlock Road.*shows its addresses/ });
    await userEvent.click(street);
    await expect(args.onExpand).toHaveBeenCalledWith(streets[0]);
    await expect(args.onPick).not.toHaveBeenCalled();
    await expect(await screen.findAllByRole('option', { name: /^\d+ Matlock Road/ })).toHaveLength(
      3,
    );
  },
};

/** Suggestions loading: the input is busy and the status is read politely. */
export const Loading: Story = {
  args: {
    hint: 'Type 3 characters to search for your address.',
    busy: true,
    status: 'Searching for addresses…',
    required: true,
  },
  play: async ({ canvas }) => {
    await expect(input(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(input(canvas)).toBeRequired();
    await expect(input(canvas)).toHaveAccessibleDescription(
      'Type 3 characters to search for your address.',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching for addresses…');
  },
};

export const WithError: Story = {
  args: { error: 'Enter the street and house number', required: true },
  play: async ({ canvas }) => {
    await expect(input(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(input(canvas)).toHaveAccessibleDescription('Enter the street and house number');
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: '1200 Ballpark Way' },
  play: async ({ canvas }) => {
    await expect(input(canvas)).toBeDisabled();
    await expect(input(canvas)).toHaveValue('1200 Ballpark Way');
  },
};

export const LongText: Story = {
  args: {
    label: 'Street and house number of the warehouse that receives the delivery',
    hint: 'We look the address up as you type. Pick a suggestion to fill city, state and postal code, or keep typing if your address is not listed.',
    error:
      'Enter the street and house number; a PO box cannot receive freight deliveries of printed boxes',
    value: '4500 Industrial Parkway East, Loading Dock 12, Building C',
  },
};
