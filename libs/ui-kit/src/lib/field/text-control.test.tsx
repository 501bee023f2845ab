import { render, screen } from '@testing-library/react';
import { createRef, type ComponentProps, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { TextArea } from '../text-area/text-area';
import { TextField } from '../text-field/text-field';

// The wiring TextField and TextArea share (label, hint, error, required, ref), each with the
// texts of its own use.
type Control = ComponentType<ComponentProps<typeof TextField> & ComponentProps<typeof TextArea>>;

describe.each([
  {
    name: 'TextField',
    Control: TextField as Control,
    hinted: { label: 'Company', hint: 'Printed on the invoice' },
    failed: {
      label: 'Email',
      hint: 'We send the order confirmation here.',
      error: 'Enter an email address like name@example.com',
      extra: 'email-extra',
    },
    required: 'Postal code',
    withRef: 'City',
  },
  {
    name: 'TextArea',
    Control: TextArea as Control,
    hinted: { label: 'Details', hint: 'Size, material and quantity' },
    failed: {
      label: 'Message',
      hint: 'Tell us how we can help.',
      error: 'Enter a message',
      extra: 'message-extra',
    },
    required: 'Message',
    withRef: 'Message',
  },
])('$name', ({ Control, hinted, failed, required, withRef }) => {
  it('describes the control with its hint and is valid without an error', () => {
    render(<Control label={hinted.label} hint={hinted.hint} />);
    const control = screen.getByRole('textbox', { name: hinted.label });
    expect(control).toHaveAccessibleDescription(hinted.hint);
    expect(control).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and adds the error to its description', () => {
    render(
      <Control
        label={failed.label}
        hint={failed.hint}
        error={failed.error}
        aria-describedby={failed.extra}
      />,
    );
    const control = screen.getByRole('textbox', { name: failed.label });
    expect(control).toHaveAttribute('aria-invalid', 'true');
    const describedBy = control.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy[0]).toBe(failed.extra);
    expect(control).toHaveAccessibleDescription(`${failed.hint} ${failed.error}`);
  });

  it('is required with a marker hidden from the accessible name', () => {
    render(<Control label={required} required />);
    expect(screen.getByRole('textbox', { name: required })).toBeRequired();
  });

  it('forwards its ref to the control, as react-hook-form register needs', () => {
    const ref = createRef<HTMLInputElement & HTMLTextAreaElement>();
    render(<Control label={withRef} ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: withRef }));
  });
});
