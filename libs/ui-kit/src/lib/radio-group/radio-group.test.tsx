import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderOnServer } from '../testing/render-on-server';
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
  options = methods,
  initial = 'standard',
}: {
  onChange?: (value: string) => void;
  error?: string;
  options?: RadioGroupOption[];
  initial?: string | null;
}) {
  const [value, change] = useControlledValue<string | null, string>(initial, onChange);
  return (
    <RadioGroup
      label="Shipping method"
      options={options}
      value={value}
      error={error}
      onChange={change}
    />
  );
}

const radio = (name: string) => screen.getByRole('radio', { name });

describe('RadioGroup', () => {
  it('is a named group of radios with descriptions', () => {
    render(<ShippingMethod />);
    expect(screen.getByRole('radiogroup', { name: 'Shipping method' })).toBeInTheDocument();
    const express = radio('Express');
    expect(express).toHaveAccessibleDescription('2 business days');
    expect(radio('Standard')).toBeChecked();
  });

  it('gives its radios one name of their own', () => {
    render(
      <>
        <ShippingMethod />
        <ShippingMethod />
      </>,
    );
    const [first, second] = screen.getAllByRole('radiogroup');
    const names = (group: HTMLElement | undefined) =>
      new Set([...(group?.querySelectorAll('input') ?? [])].map((input) => input.name));
    expect(names(first).size).toBe(1);
    expect(names(second).size).toBe(1);
    expect([...names(first)][0]).not.toBe([...names(second)][0]);
  });

  it('enters at the chosen option and selects with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ShippingMethod onChange={onChange} />);

    await user.tab();
    expect(radio('Standard')).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('express');
    expect(radio('Express')).toBeChecked();
    expect(radio('Express')).toHaveFocus();

    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith('pickup');
    expect(radio('Pick up')).toBeChecked();
  });

  it('skips a disabled option with the arrow keys and on click', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const withExpressDisabled = methods.map((method) =>
      method.value === 'express' ? { ...method, disabled: true } : method,
    );
    render(<ShippingMethod options={withExpressDisabled} onChange={onChange} />);
    expect(radio('Express')).toBeDisabled();

    await user.click(radio('Express'));
    expect(onChange).not.toHaveBeenCalled();

    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('pickup');
    expect(radio('Pick up')).toBeChecked();
  });

  it('chooses an option when its card is clicked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ShippingMethod onChange={onChange} />);
    await user.click(screen.getByText('From our Ohio warehouse'));
    expect(onChange).toHaveBeenLastCalledWith('pickup');
    expect(radio('Pick up')).toBeChecked();
  });

  it('has nothing checked while the value is null', () => {
    render(<ShippingMethod initial={null} />);
    for (const option of screen.getAllByRole('radio')) expect(option).not.toBeChecked();
  });

  it('renders the chosen radio on the server and hydrates without a mismatch', async () => {
    const page = renderOnServer(<ShippingMethod initial="express" />);
    const checkedOnServer = page.container.querySelectorAll<HTMLInputElement>('input[checked]');
    expect([...checkedOnServer].map((input) => input.value)).toEqual(['express']);

    await page.hydrate();
    expect(page.errors).toEqual([]);
    expect(radio('Express')).toBeChecked();
    page.unmount();
  });

  it('describes an error on the group', () => {
    render(<ShippingMethod error="Choose how we ship your boxes" />);
    const group = screen.getByRole('radiogroup', { name: 'Shipping method' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose how we ship your boxes');
  });
});
