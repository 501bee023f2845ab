import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useControlledValue } from '../testing/use-controlled-value';
import { RadioGroup, type RadioGroupOption } from './radio-group';

const methods: RadioGroupOption[] = [
  { value: 'standard', label: 'Standard', description: '5–7 business days' },
  { value: 'express', label: 'Express', description: '2 business days' },
  { value: 'pickup', label: 'Pick up', description: 'From our Ohio warehouse' },
];

function ShippingMethod({
  onChange,
  error,
}: {
  onChange?: (value: string) => void;
  error?: string;
}) {
  const [value, change] = useControlledValue<string | null, string>('standard', onChange);
  return (
    <RadioGroup
      label="Shipping method"
      options={methods}
      value={value}
      error={error}
      onChange={change}
    />
  );
}

describe('RadioGroup', () => {
  it('is a named group of radios with descriptions', () => {
    render(<ShippingMethod />);
    expect(screen.getByRole('radiogroup', { name: 'Shipping method' })).toBeInTheDocument();
    const express = screen.getByRole('radio', { name: 'Express' });
    expect(express).toHaveAccessibleDescription('2 business days');
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeChecked();
  });

  it('enters at the chosen option and selects with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ShippingMethod onChange={onChange} />);

    await user.tab();
    expect(screen.getByRole('radio', { name: 'Standard' })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('express');
    expect(screen.getByRole('radio', { name: 'Express' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Express' })).toHaveFocus();

    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('pickup');
  });

  it('describes an error on the group', () => {
    render(<ShippingMethod error="Choose how we ship your boxes" />);
    const group = screen.getByRole('radiogroup', { name: 'Shipping method' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose how we ship your boxes');
  });
});
