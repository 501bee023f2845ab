import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import {
  ShareLinkDialog,
  shareLinkDialogLabels,
  type ShareLinkDialogProps,
} from './share-link-dialog';
import { checkShareLinkValues } from './use-share-link-form';

const labels = {
  title: 'Share this product',
  description: 'Create a link to this product.',
  close: 'Close',
  name: 'Your name',
  email: 'Recipient email (optional)',
  create: 'Create link',
  link: 'Link to share',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Copy the link by hand',
  nameRequired: 'Your name is required',
  nameTooLong: 'Your name can be at most 100 characters',
  emailInvalid: 'Enter a valid email address',
};

function Opener(props: Partial<ShareLinkDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Share</Button>
      <ShareLinkDialog
        open={open}
        onClose={() => setOpen(false)}
        labels={labels}
        onCreate={async () => ({ url: 'https://boxup.example/s/1', hint: 'Works until May 1' })}
        failureMessage={() => 'Unable to create a share link.'}
        {...props}
      />
    </>
  );
}

describe('ShareLinkDialog', () => {
  it('opens named and described with focus in the name field, and gives it back on close', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Share' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Share this product' });
    expect(dialog).toHaveAccessibleDescription('Create a link to this product.');
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Your name/ })).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('sends the trimmed values, then shows the link focused with its hint and copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onCreate = vi.fn(async () => ({
      url: 'https://boxup.example/s/1',
      hint: 'Works until May 1',
    }));
    render(<Opener onCreate={onCreate} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /^Your name/ }), ' Ada ');
    await user.type(dialog.getByRole('textbox', { name: /^Recipient/ }), ' grace@example.com');
    await user.click(dialog.getByRole('button', { name: 'Create link' }));
    const link = await dialog.findByRole('textbox', { name: 'Link to share' });
    expect(onCreate).toHaveBeenCalledWith({ name: 'Ada', email: 'grace@example.com' });
    expect(link).toHaveValue('https://boxup.example/s/1');
    expect(link).toHaveAttribute('readonly');
    expect(link).toHaveAccessibleDescription('Works until May 1');
    await waitFor(() => expect(link).toHaveFocus());
    await user.click(dialog.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://boxup.example/s/1');
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent('Link copied'));
    expect(dialog.getByRole('button', { name: 'Copy link' })).toHaveFocus();
  });

  it('says when the browser does not allow copying', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /^Your name/ }), 'Ada');
    await user.click(dialog.getByRole('button', { name: 'Create link' }));
    await user.click(await dialog.findByRole('button', { name: 'Copy link' }));
    expect(dialog.getByRole('status')).toHaveTextContent('Copy the link by hand');
  });

  it('checks the fields before creating and keeps what was typed when creating fails', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn(async () => Promise.reject(new Error('ECX039')));
    render(<Opener onCreate={onCreate} failureMessage={(error) => `Failed: ${String(error)}`} />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /^Recipient/ }), 'grace@');
    await user.click(dialog.getByRole('button', { name: 'Create link' }));
    const name = dialog.getByRole('textbox', { name: /^Your name/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Your name is required');
    expect(name).toHaveFocus();
    expect(dialog.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();

    await user.type(name, 'Ada');
    await user.clear(dialog.getByRole('textbox', { name: /^Recipient/ }));
    expect(dialog.queryByText('Your name is required')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Create link' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Failed: Error: ECX039');
    expect(name).toHaveValue('Ada');
    expect(onCreate).toHaveBeenCalledWith({ name: 'Ada', email: '' });
  });

  it('starts empty again after closing', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.type(await screen.findByRole('textbox', { name: /^Your name/ }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('textbox', { name: /^Your name/ })).toHaveValue('');
  });
});

describe('checkShareLinkValues', () => {
  const check = (name: string, email = '', max = 100) =>
    checkShareLinkValues({ name, email }, labels, max);

  it('needs a name of at most the maximum length, after trimming', () => {
    expect(check('  ').errors).toEqual({ name: 'Your name is required' });
    expect(check(`  ${'a'.repeat(100)}  `)).toEqual({
      values: { name: 'a'.repeat(100), email: '' },
      errors: {},
    });
    expect(check('a'.repeat(101)).errors).toEqual({
      name: 'Your name can be at most 100 characters',
    });
    expect(check('Ada Lovelace', '', 5).errors.name).toBe(
      'Your name can be at most 100 characters',
    );
  });

  it.each([
    ['', true],
    ['grace@example.com', true],
    ['  grace.hopper+ships@mail.example.co.uk ', true],
    ['grace@', false],
    ['grace@example', false],
    ['grace@@example.com', false],
    ['.grace@example.com', false],
    ['grace@example.c', false],
  ])('takes %j as an email: %s', (email, valid) => {
    expect(check('Ada', email).errors.email === undefined).toBe(valid);
  });
});

describe('shareLinkDialogLabels', () => {
  it('reads every label from the share messages and the close button from common', () => {
    const labels = shareLinkDialogLabels((key) => `<${key}>`);
    expect(labels).toMatchObject({ title: '<share.title>', close: '<common.close>' });
    expect(labels.emailInvalid).toBe('<share.errors.emailInvalid>');
    expect(Object.keys(labels)).toHaveLength(13);
  });
});
