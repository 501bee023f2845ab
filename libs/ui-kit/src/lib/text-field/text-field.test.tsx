import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
});
