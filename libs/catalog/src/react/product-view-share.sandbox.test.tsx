import { sandboxPerFile } from '@storefront/sandbox-api/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findTotal, productPageSandbox } from './testing/product-view-sandbox';

// The product page with the sandbox's services, in-process: share links: created by the session
// service, and a shared selection preselected.
const page = productPageSandbox(sandboxPerFile());

describe('ProductView: share links', () => {
  it('creates a link with the name (and no email), shows and copies it', async () => {
    const user = userEvent.setup();
    page.renderPage({ initialQuantity: 250 });
    await findTotal('Total $522.50, $2.09 per box');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this product' });
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByText('Your name is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Your name/), 'Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const field = await within(dialog).findByLabelText('Link to share', {}, { timeout: 10_000 });
    expect((field as HTMLInputElement).value).toMatch(
      /^https:\/\/boxup\.example\/product\/custom-mailer-box\?share=[\w-]{12}$/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await within(dialog).findByText('Link copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe((field as HTMLInputElement).value);
  });

  it('preselects a shared selection and says who shared it; an unknown link is invalid or expired', async () => {
    const response = await page.fetch('/session/generateUniqueURL', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        storefrontId: 'boxup',
        siteUrl: 'https://boxup.example',
        kind: 'product',
        productKey: 'custom-mailer-box',
        selection: { Quantity: 100, Size: '12 x 9 x 4', Color: 'White' },
        name: 'Grace',
      }),
    });
    const { id } = (await response.json()) as { id: string };
    page.renderPage({ shareId: id });
    expect(
      await screen.findByText(
        'You are viewing a selection shared by Grace.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Quantity/ })).toHaveDisplayValue(/^100 boxes/);
    expect(screen.getByRole('combobox', { name: /^Size/ })).toHaveDisplayValue('12 x 9 x 4 in');
    expect(screen.getByRole('radio', { name: 'White' })).toBeChecked();
  });

  it('says an unknown share link is invalid or expired', async () => {
    page.renderPage({ shareId: 'no-such-link' });
    expect(
      await screen.findByText('Request is invalid or expired', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
