import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderOnServer } from '../testing/render-on-server';
import { useControlledValue } from '../testing/use-controlled-value';
import { Select, type SelectOption } from './select';

const styles: SelectOption[] = [
  { value: 'mailer', label: 'Mailer box' },
  { value: 'shipping', label: 'Shipping box' },
  { value: 'tuck', label: 'Tuck end box', disabled: true },
  { value: 'rigid', label: 'Rigid box' },
];

function BoxStyle({
  onChange,
  error,
  initial = null,
}: {
  onChange?: (value: string) => void;
  error?: string;
  initial?: string | null;
}) {
  const [value, change] = useControlledValue<string | null, string>(initial, onChange);
  return (
    <form aria-label="Box">
      <Select
        label="Box style"
        placeholder="Choose a style"
        options={styles}
        value={value}
        error={error}
        name="style"
        onChange={change}
      />
    </form>
  );
}

const boxStyle = () => screen.getByRole('combobox', { name: /Box style/ });

describe('Select', () => {
  it('shows the placeholder as a disabled first choice and is named by its label', () => {
    render(<BoxStyle />);
    expect(boxStyle()).toHaveDisplayValue('Choose a style');
    const placeholder = screen.getByRole('option', { name: 'Choose a style' });
    expect(placeholder).toBeDisabled();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a style',
      'Mailer box',
      'Shipping box',
      'Tuck end box',
      'Rigid box',
    ]);
  });

  it('chooses an option and drops the placeholder once a value is chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<BoxStyle onChange={onChange} />);

    await user.selectOptions(boxStyle(), 'Shipping box');

    expect(onChange).toHaveBeenCalledWith('shipping');
    expect(boxStyle()).toHaveDisplayValue('Shipping box');
    expect(screen.queryByRole('option', { name: 'Choose a style' })).toBeNull();
    expect(new FormData(screen.getByRole('form')).get('style')).toBe('shipping');
  });

  it('keeps disabled options from being chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<BoxStyle onChange={onChange} />);

    expect(screen.getByRole('option', { name: 'Tuck end box' })).toBeDisabled();
    await user.selectOptions(boxStyle(), 'Tuck end box');
    expect(onChange).not.toHaveBeenCalled();
    expect(boxStyle()).toHaveDisplayValue('Choose a style');
  });

  it('shows the placeholder, not the first option, for a value no option has', () => {
    render(<BoxStyle initial="crate" />);
    expect(boxStyle()).toHaveDisplayValue('Choose a style');
  });

  it('offers an option with the empty value, such as “No title”', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Select
        label="Title"
        options={[
          { value: '', label: 'No title' },
          { value: 'ms', label: 'Ms.' },
        ]}
        value="ms"
        onChange={onChange}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Title' }), 'No title');
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('renders the chosen value on the server and hydrates without a mismatch', async () => {
    const page = renderOnServer(<BoxStyle initial="rigid" />);
    expect(page.html).toMatch(/<option value="rigid" selected="">Rigid box<\/option>/);
    expect(page.html).not.toContain('Choose a style');

    await page.hydrate();
    expect(page.errors).toEqual([]);
    expect(boxStyle()).toHaveDisplayValue('Rigid box');
    page.unmount();
  });

  it('marks itself invalid and describes the error', () => {
    render(<BoxStyle error="Choose a box style" />);
    expect(boxStyle()).toHaveAttribute('aria-invalid', 'true');
    expect(boxStyle()).toHaveAccessibleDescription('Choose a box style');
  });
});
