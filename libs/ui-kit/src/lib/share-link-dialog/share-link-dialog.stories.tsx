import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  ShareLinkDialog,
  type ShareLinkDialogLabels,
  type ShareLinkDialogProps,
} from './share-link-dialog';

type OnCreate = ShareLinkDialogProps['onCreate'];

const labels: ShareLinkDialogLabels = {
  title: 'Share your design',
  description: 'Anyone with the link can view this design for 30 days.',
  close: 'Close',
  name: 'Your name',
  email: 'Recipient’s email (optional)',
  create: 'Create link',
  link: 'Share link',
  copy: 'Copy link',
  copied: 'Link copied.',
  copyFailed: 'Copy the link from the field above.',
  nameRequired: 'Please enter your name',
  nameTooLong: 'Your name must be at most 100 characters',
  emailInvalid: 'Please enter a valid email address',
};

const url = 'https://boxup.example/shared-design/V1StGXR8_Z5j';

const meta = {
  title: 'UI kit/ShareLinkDialog',
  component: ShareLinkDialog,
  args: {
    open: true,
    onClose: fn(),
    labels,
    onCreate: fn<OnCreate>(async ({ email }) => ({
      url,
      hint: 'Works until April 5, 2026',
      ...(email ? { note: `We sent the link to ${email}.` } : {}),
    })),
    failureMessage: () => 'Unable to create a share link. Please try again.',
  },
} satisfies Meta<typeof ShareLinkDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name and email given: the link, selected, with a copy button whose result is announced. */
export const Default: Story = {
  play: async ({ args }) => {
    // The dialog is portalled to <body>, outside the story's canvas.
    const dialog = within(await screen.findByRole('dialog', { name: 'Share your design' }));
    const name = dialog.getByRole('textbox', { name: /^Your name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.type(name, '  Ada ');
    await userEvent.type(dialog.getByLabelText(/^Recipient/), 'grace@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Create link' }));
    const link = await dialog.findByRole('textbox', { name: 'Share link' });
    await expect(link).toHaveValue(url);
    await waitFor(() => expect(link).toHaveFocus());
    await expect(link).toHaveAccessibleDescription('Works until April 5, 2026');
    await expect(dialog.getByText('We sent the link to grace@example.com.')).toBeVisible();
    await expect(args.onCreate).toHaveBeenCalledWith({ name: 'Ada', email: 'grace@example.com' });
    await userEvent.click(dialog.getByRole('button', { name: 'Copy link' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      /Link copied\.|Copy the link from the field above\./,
    );
  },
};

/** A missing name and a wrong email: both said at the fields, focus on the first. */
export const Invalid: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/^Recipient/), 'grace@');
    await userEvent.click(dialog.getByRole('button', { name: 'Create link' }));
    const name = dialog.getByRole('textbox', { name: /^Your name/ });
    await expect(name).toHaveAccessibleDescription('Please enter your name');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
    // After a first try, a field is checked again as it changes.
    await userEvent.type(name, 'Ada');
    await expect(dialog.queryByText('Please enter your name')).not.toBeInTheDocument();
  },
};

/** Creating fails: the sharer is told and keeps what was typed. */
export const Failure: Story = {
  args: { onCreate: fn<OnCreate>(async () => Promise.reject(new Error('ECX039'))) },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Your name/ }), 'Ada');
    await userEvent.click(dialog.getByRole('button', { name: 'Create link' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Unable to create a share link. Please try again.',
    );
    await expect(dialog.getByRole('textbox', { name: /^Your name/ })).toHaveValue('Ada');
  },
};

/** While the link is being made, the button is busy and a second submit does nothing. */
export const Loading: Story = {
  args: { onCreate: fn<OnCreate>(() => new Promise<never>(() => undefined)) },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Your name/ }), 'Ada');
    await userEvent.click(dialog.getByRole('button', { name: 'Create link' }));
    const button = await dialog.findByRole('button', { name: 'Create link' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toBeDisabled();
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

/** Long texts (German) wrap inside the dialog. */
export const LongText: Story = {
  args: {
    labels: {
      ...labels,
      title: 'Erstellen Sie einen Link zu diesem Produkt mit den von Ihnen gewählten Optionen',
      description:
        'Erstellen Sie einen Link zu diesem Produkt mit Ihren Optionen. Mit einer E-Mail-Adresse schicken wir den Link auch dorthin, damit Ihre Kolleginnen und Kollegen ihn gleich finden.',
      email: 'E-Mail-Adresse der Empfängerin oder des Empfängers (freiwillig)',
    },
  },
};
