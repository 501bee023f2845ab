import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useControlledValue } from '../testing/use-controlled-value';
import { NumberField } from './number-field';

function ControlledQuantity({ onValueChange }: { onValueChange?: (digits: string) => void }) {
  const [quantity, change] = useControlledValue('', onValueChange);
  return <NumberField label="Quantity" value={quantity} onValueChange={change} />;
}

describe('NumberField', () => {
  it('is a text input with the numeric keypad, named by its label', () => {
    render(<NumberField label="Quantity" />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it.each(['e', 'E', '+', '-', '.'])('rejects the %s key', (key) => {
    render(<NumberField label="Quantity" />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    const notPrevented = fireEvent.keyDown(input, { key });
    expect(notPrevented).toBe(false);
  });

  it('keeps only digits while typing and reports them', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlledQuantity onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });

    await user.type(input, '1e2+5-0.0');

    expect(input).toHaveValue('12500');
    expect(onValueChange).toHaveBeenLastCalledWith('12500');
  });

  it('strips non-digits from pasted text at the caret', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlledQuantity onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });

    await user.click(input);
    await user.paste('1,250 boxes');

    expect(input).toHaveValue('1250');
    expect(onValueChange).toHaveBeenLastCalledWith('1250');
  });

  it('strips non-digits from any other change, such as a drop or autofill', () => {
    const onValueChange = vi.fn();
    render(<NumberField label="Postal code" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Postal code' });

    fireEvent.change(input, { target: { value: '90 21-0' } });

    expect(input).toHaveValue('90210');
    expect(onValueChange).toHaveBeenCalledWith('90210');
  });

  it('gives an uncontrolled form library the cleaned value through ref and onChange', () => {
    const ref = createRef<HTMLInputElement>();
    const seen: string[] = [];
    render(
      <NumberField
        label="Quantity"
        name="quantity"
        ref={ref}
        onChange={(event) => seen.push(event.target.value)}
      />,
    );

    fireEvent.change(screen.getByRole('textbox'), { target: { value: '3x0' } });

    expect(ref.current).toBe(screen.getByRole('textbox'));
    expect(seen).toEqual(['30']);
  });

  it('wires hint and error to the input', () => {
    render(<NumberField label="Quantity" hint="Minimum 50 boxes" error="Enter at least 50" />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    expect(input).toHaveAccessibleDescription('Minimum 50 boxes Enter at least 50');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
