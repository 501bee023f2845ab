import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useControlledValue } from '../testing/use-controlled-value';
import { Select, type SelectOption } from './select';

const styles: SelectOption[] = [
  { value: 'mailer', label: 'Mailer box' },
  { value: 'shipping', label: 'Shipping box' },
  { value: 'tuck', label: 'Tuck end box', disabled: true },
  { value: 'rigid', label: 'Rigid box' },
];

function BoxStyle({ onChange, error }: { onChange?: (value: string) => void; error?: string }) {
  const [value, change] = useControlledValue<string | null, string>(null, onChange);
  return (
    <Select
      label="Box style"
      placeholder="Choose a style"
      options={styles}
      value={value}
      error={error}
      onChange={change}
    />
  );
}

describe('Select', () => {
  it('shows the placeholder and is named by its label', () => {
    render(<BoxStyle />);
    const button = screen.getByRole('button', { name: /Box style/ });
    expect(button).toHaveTextContent('Choose a style');
  });

  it('opens, moves and selects with the keyboard alone', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<BoxStyle onChange={onChange} />);

    await user.tab();
    const button = screen.getByRole('button', { name: /Box style/ });
    expect(button).toHaveFocus();

    await user.keyboard(' ');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeVisible();

    await user.keyboard('{ArrowDown}{Enter}');

    expect(onChange).toHaveBeenCalledWith('shipping');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(button).toHaveTextContent('Shipping box');
    expect(button).toHaveFocus();
  });

  it('skips disabled options with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<BoxStyle onChange={onChange} />);

    await user.tab();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(onChange).toHaveBeenCalledWith('rigid');
  });

  it('closes on Escape without choosing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<BoxStyle onChange={onChange} />);

    await user.tab();
    await user.keyboard(' ');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('marks itself invalid and describes the error', () => {
    render(<BoxStyle error="Choose a box style" />);
    const button = screen.getByRole('button', { name: /Box style/ });
    expect(button).toHaveAttribute('aria-invalid', 'true');
    expect(button).toHaveAccessibleDescription('Choose a box style');
  });
});
