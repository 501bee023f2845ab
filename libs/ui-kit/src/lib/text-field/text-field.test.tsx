import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('names the input by its label and forwards input props', async () => {
    const user = userEvent.setup();
    render(<TextField label="Email" type="email" name="email" autoComplete="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');

    await user.type(input, 'ada@example.com');
    expect(input).toHaveValue('ada@example.com');
  });

  it('describes the input with its hint and is valid without an error', () => {
    render(<TextField label="Company" hint="Printed on the invoice" />);
    const input = screen.getByRole('textbox', { name: 'Company' });
    expect(input).toHaveAccessibleDescription('Printed on the invoice');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the input invalid and adds the error to its description', () => {
    render(
      <TextField
        label="Email"
        hint="We send the order confirmation here."
        error="Enter an email address like name@example.com"
        aria-describedby="email-extra"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy[0]).toBe('email-extra');
    expect(input).toHaveAccessibleDescription(
      'We send the order confirmation here. Enter an email address like name@example.com',
    );
  });

  it('is required with a marker hidden from the accessible name', () => {
    render(<TextField label="Postal code" required />);
    const input = screen.getByRole('textbox', { name: 'Postal code' });
    expect(input).toBeRequired();
  });

  it('forwards its ref to the input, as react-hook-form register needs', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="City" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'City' }));
  });
});
