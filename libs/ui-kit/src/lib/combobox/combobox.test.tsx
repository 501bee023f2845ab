import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboboxOption, type ComboboxProps } from './combobox';

const options: ComboboxOption[] = [
  { id: 'matlock', label: 'Matlock Road', description: 'Arlington, TX', expandable: true },
  { id: 'ballpark', label: '1200 Ballpark Way', description: 'Arlington, TX 76011' },
];

type Props = Partial<ComboboxProps>;

/** A street field whose options are those containing the typed text. */
function Street(props: Props) {
  const [text, setText] = useState('');
  const shown = (props.options ?? options).filter((option) =>
    option.label.toLowerCase().includes(text.trim().toLowerCase()),
  );
  return (
    <Combobox
      label="Street"
      toggleLabel="Show suggestions"
      expandHint="shows its addresses"
      onPick={() => {}}
      {...props}
      options={shown}
      value={text}
      onChange={(next) => {
        setText(next);
        props.onChange?.(next);
      }}
    />
  );
}

const input = () => screen.getByRole('combobox', { name: 'Street' });

describe('Combobox', () => {
  it('keeps free text and reports each change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Street options={[]} onChange={onChange} name="street" autoComplete="address-line1" />);
    await user.type(input(), '12 Elm');
    expect(input()).toHaveValue('12 Elm');
    expect(onChange).toHaveBeenLastCalledWith('12 Elm');
    expect(input()).toHaveAttribute('name', 'street');
    expect(input()).toHaveAttribute('autocomplete', 'address-line1');
  });

  it('picks an option with the keyboard and closes the list', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(<Street onPick={onPick} />);
    await user.type(input(), 'Bal');
    await screen.findByRole('option', { name: /1200 Ballpark Way/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith(options[1]);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('expands an expandable option by Enter or click and keeps the list open', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    const onExpand = vi.fn();
    render(<Street onPick={onPick} onExpand={onExpand} />);
    await user.type(input(), 'Mat');
    const street = await screen.findByRole('option', { name: /Matlock Road.*shows its addresses/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onExpand).toHaveBeenCalledWith(options[0]);
    expect(screen.getByRole('listbox')).toBeInTheDocument();

    await user.click(street);
    expect(onExpand).toHaveBeenCalledTimes(2);
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('describes the input with its hint and error and marks it invalid and required', () => {
    render(<Street hint="Type 3 characters" error="Enter the street" required />);
    expect(input()).toBeRequired();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('Type 3 characters Enter the street');
  });

  it('is valid without an error and announces its status in a live region', () => {
    const { rerender } = render(<Street />);
    expect(input()).not.toHaveAttribute('aria-invalid');
    expect(input()).not.toBeRequired();
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    rerender(<Street busy status="Searching…" />);
    expect(input()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
  });

  it('names the toggle button and forwards the input ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Street inputRef={ref} />);
    expect(screen.getByRole('button', { name: 'Show suggestions' })).toBeInTheDocument();
    expect(ref.current).toBe(input());
  });

  it('is disabled as a whole', () => {
    render(<Street disabled />);
    expect(input()).toBeDisabled();
  });
});
