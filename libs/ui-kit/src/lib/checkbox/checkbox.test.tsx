import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles from its label and with Space', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Save this address" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Save this address' });

    await user.click(screen.getByText('Save this address'));
    expect(checkbox).toBeChecked();

    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();
  });

  it('describes itself and its error, and forwards its ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <Checkbox
        ref={ref}
        label="I approve the proof"
        description="Printing starts once you approve."
        error="Approve the proof to continue"
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I approve the proof' });
    expect(checkbox).toHaveAccessibleDescription(
      'Printing starts once you approve. Approve the proof to continue',
    );
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(ref.current).toBe(checkbox);
  });
});
