import type { HttpFetch } from '@storefront/http';
import { sandboxPerFile } from '@storefront/sandbox-api/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createDesign } from '../lib/api/create-design';
import { createEditorDocument } from '../lib/editor/editor-document';
import { MyDesignsView, type MyDesignsViewProps } from './my-designs-view';
import {
  DesignsTestProviders,
  createSandboxDesignsClient,
  sandboxAnonymousToken,
} from './testing/designs-test-providers';

const sandbox = sandboxPerFile();

async function shopperWith(names: string[]) {
  const token = await sandboxAnonymousToken(sandbox.fetch);
  const client = createSandboxDesignsClient(sandbox.fetch, { getBearerToken: () => token });
  for (const name of names) {
    await createDesign(client, {
      name,
      productKey: 'custom-mailer-box',
      selection: { Size: '8 x 6 x 2' },
      document: createEditorDocument('displayMailer', { length: 8, width: 6, depth: 2 }),
    });
  }
  return token;
}

function renderPage(
  token: string,
  props: Partial<MyDesignsViewProps> = {},
  fetch: HttpFetch = sandbox.fetch,
) {
  const onOpenDesign = vi.fn();
  render(
    <DesignsTestProviders fetch={fetch} token={token}>
      <MyDesignsView siteUrl="https://boxup.example" onOpenDesign={onOpenDesign} {...props} />
    </DesignsTestProviders>,
  );
  return { onOpenDesign, user: userEvent.setup() };
}

const card = (name: string) => {
  const heading = screen.getByRole('heading', { name });
  return heading.closest('li') as HTMLElement;
};

describe('MyDesignsView', () => {
  it("says 'No Designs Available' when there are none", async () => {
    renderPage(await shopperWith([]));
    expect(await screen.findByText('No Designs Available')).toBeInTheDocument();
  });

  it('lists the designs and opens one in the designer', async () => {
    const { onOpenDesign, user } = renderPage(await shopperWith(['Spring mailer']));
    await screen.findByRole('heading', { name: 'Spring mailer' });
    expect(screen.getByText('1 design')).toBeInTheDocument();
    expect(within(card('Spring mailer')).getByText('Display mailer')).toBeInTheDocument();
    expect(within(card('Spring mailer')).getByText('Size 8 x 6 x 2')).toBeInTheDocument();
    await user.click(
      within(card('Spring mailer')).getByRole('button', { name: 'Open in designer' }),
    );
    expect(onOpenDesign).toHaveBeenCalledWith(expect.objectContaining({ name: 'Spring mailer' }));
  });

  it('renames a design, requiring a name', async () => {
    const { user } = renderPage(await shopperWith(['Spring mailer']));
    await screen.findByRole('heading', { name: 'Spring mailer' });
    await user.click(within(card('Spring mailer')).getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename design' });
    const field = within(dialog).getByRole('textbox', { name: /Design name/ });
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save design' }));
    expect(await within(dialog).findByText('Design name required')).toBeInTheDocument();
    await user.type(field, 'Holiday mailer');
    await user.click(within(dialog).getByRole('button', { name: 'Save design' }));
    expect(await screen.findByRole('heading', { name: 'Holiday mailer' })).toBeInTheDocument();
    expect(screen.getByText('Renamed to “Holiday mailer”.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('duplicates a design', async () => {
    const { user } = renderPage(await shopperWith(['Spring mailer']));
    await screen.findByRole('heading', { name: 'Spring mailer' });
    await user.click(within(card('Spring mailer')).getByRole('button', { name: 'Duplicate' }));
    expect(
      await screen.findByRole('heading', { name: 'Copy of Spring mailer' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 designs')).toBeInTheDocument();
  });

  it('deletes a design only after confirming', async () => {
    const { user } = renderPage(await shopperWith(['Keep me', 'Delete me']));
    await screen.findByRole('heading', { name: 'Delete me' });
    await user.click(within(card('Delete me')).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete design' });
    expect(dialog).toHaveAccessibleDescription('Delete “Delete me”? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Delete me' })).toBeInTheDocument();

    await user.click(within(card('Delete me')).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete design' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete design' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Delete me' })).toBeNull());
    // The page is hidden from assistive technology until the modal has finished closing (its
    // leave transition can outlast the deletion on a busy machine).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Keep me' })).toBeInTheDocument();
    expect(screen.getByText('“Delete me” deleted.')).toBeInTheDocument();
  });

  it('creates a share link with a name and optional email, and mails it', async () => {
    const { user } = renderPage(await shopperWith(['Shared mailer']));
    await screen.findByRole('heading', { name: 'Shared mailer' });
    await user.click(within(card('Shared mailer')).getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share your design' });
    await user.type(within(dialog).getByRole('textbox', { name: /Recipient/ }), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByText('Please enter your name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Your name/ }), 'Ada');
    const email = within(dialog).getByRole('textbox', { name: /Recipient/ });
    await user.clear(email);
    await user.type(email, 'grace@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const link = await within(dialog).findByRole('textbox', { name: 'Share link' });
    expect((link as HTMLInputElement).value).toMatch(
      /^https:\/\/boxup\.example\/shared-design\/[\w-]{12}$/,
    );
    expect(within(dialog).getByText('We sent the link to grace@example.com.')).toBeInTheDocument();
    const outbox = await (await sandbox.fetch('/__sandbox/outbox?to=grace@example.com')).json();
    expect(JSON.stringify(outbox)).toContain((link as HTMLInputElement).value);
  });

  it('shows the ECX013 message and a retry when the list cannot be loaded', async () => {
    const broken: HttpFetch = () =>
      new Response(JSON.stringify({ title: 'Forbidden' }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      });
    renderPage('token', {}, broken);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to load your designs. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the ECX015 message when deleting fails and keeps the dialog open', async () => {
    const token = await shopperWith(['Stubborn']);
    const failingDelete: HttpFetch = (request) =>
      request.method === 'DELETE'
        ? new Response(JSON.stringify({ title: 'Boom', detail: 'down' }), {
            status: 503,
            headers: { 'content-type': 'application/json' },
          })
        : sandbox.fetch(request);
    const { user } = renderPage(token, {}, failingDelete);
    await screen.findByRole('heading', { name: 'Stubborn' });
    await user.click(within(card('Stubborn')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete design' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete design' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Unable to delete your design. Please try again.',
    );
  });
});
