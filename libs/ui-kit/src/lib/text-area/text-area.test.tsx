import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('keeps a given id for its label', () => {
    render(<TextArea label="Message" id="contact-message" />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
      'id',
      'contact-message',
    );
  });
});
