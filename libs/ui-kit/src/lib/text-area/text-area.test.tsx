import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('names the textarea by its label and forwards textarea props', async () => {
    const user = userEvent.setup();
    render(<TextArea label="Message" name="message" maxLength={500} />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('name', 'message');
    expect(textarea).toHaveAttribute('maxlength', '500');
    expect(textarea).toHaveAttribute('rows', '4');

    await user.type(textarea, 'First line{enter}second line');
    expect(textarea).toHaveValue('First line\nsecond line');
  });

  it('takes its own number of rows', () => {
    render(<TextArea label="Message" rows={6} />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '6');
  });

  it('describes the textarea with its hint and is valid without an error', () => {
    render(<TextArea label="Details" hint="Size, material and quantity" />);
    const textarea = screen.getByRole('textbox', { name: 'Details' });
    expect(textarea).toHaveAccessibleDescription('Size, material and quantity');
    expect(textarea).not.toHaveAttribute('aria-invalid');
  });

  it('marks the textarea invalid and adds the error to its description', () => {
    render(
      <TextArea
        label="Message"
        hint="Tell us how we can help."
        error="Enter a message"
        aria-describedby="message-extra"
      />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    const describedBy = textarea.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy[0]).toBe('message-extra');
    expect(textarea).toHaveAccessibleDescription('Tell us how we can help. Enter a message');
  });

  it('is required with a marker hidden from the accessible name', () => {
    render(<TextArea label="Message" required />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeRequired();
  });

  it('keeps a given id for its label', () => {
    render(<TextArea label="Message" id="contact-message" />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
      'id',
      'contact-message',
    );
  });

  it('forwards its ref to the textarea, as react-hook-form register needs', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextArea label="Message" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Message' }));
  });
});
