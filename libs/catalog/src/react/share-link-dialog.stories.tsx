import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShareLinkDialog } from './share-link-dialog';
import { withCatalogProviders } from './testing/with-catalog-providers';

const link = {
  id: 'V1StGXR8_Z5j',
  uniqueUrl: 'https://boxup.example/product/custom-mailer-box?share=V1StGXR8_Z5j',
  expiresAt: '2026-04-05T12:00:00.000Z',
};

const meta = {
  title: 'Catalog/ShareLinkDialog',
  component: ShareLinkDialog,
  args: { open: true, onClose: fn(), onCreate: fn(async () => link) },
  decorators: [withCatalogProviders()],
} satisfies Meta<typeof ShareLinkDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name given, email left out: the unique URL with a copy button. */
export const Create: Story = {
  play: async ({ args }) => {
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Share this product' }),
    );
    await userEvent.type(dialog.getByLabelText(/^Your name/), 'Ada');
    await userEvent.click(dialog.getByRole('button', { name: 'Create link' }));
    await expect(await dialog.findByLabelText('Link to share')).toHaveValue(link.uniqueUrl);
    await expect(args.onCreate).toHaveBeenCalledWith({ name: 'Ada', email: '' });
    await userEvent.click(dialog.getByRole('button', { name: 'Copy link' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      /Link copied|Copy the link by hand/,
    );
  },
};

/** The name is required, the email must be an email. */
export const Invalid: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/^Recipient email/), 'grace@');
    await userEvent.click(dialog.getByRole('button', { name: 'Create link' }));
    await expect(await dialog.findByText('Your name is required')).toBeVisible();
    await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** Creating fails (ECX039): the sharer is told and keeps what was typed. */
export const Fails: Story = {
  args: { onCreate: fn(async () => Promise.reject(new Error('ECX039'))) },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/^Your name/), 'Ada');
    await userEvent.click(dialog.getByRole('button', { name: 'Create link' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Unable to create a share link. Please try again.',
    );
    await expect(dialog.getByLabelText(/^Your name/)).toHaveValue('Ada');
  },
};
