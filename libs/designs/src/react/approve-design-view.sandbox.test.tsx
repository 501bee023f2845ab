import { sandboxPerFile } from '@storefront/sandbox-api/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createDesign } from '../lib/api/create-design';
import type { EditorImageObject } from '../lib/editor/editor-document';
import { createEditorDocument } from '../lib/editor/editor-document';
import { imageObject } from '../lib/testing/editor-objects';
import { ApproveDesignView, type ApproveDesignViewProps } from './approve-design-view';
import {
  DesignsTestProviders,
  createSandboxDesignsClient,
  sandboxAnonymousToken,
} from './testing/designs-test-providers';

const sandbox = sandboxPerFile();

const lowResLogo = imageObject({
  id: 'logo',
  assetId: 'upl_x',
  src: 'http://sandbox.test/assets/uploads/upl_x',
  pixelWidth: 144,
  pixelHeight: 72,
});

async function savedDesign(productKey: string, objects: EditorImageObject[] = []) {
  const token = await sandboxAnonymousToken(sandbox.fetch);
  const client = createSandboxDesignsClient(sandbox.fetch, { getBearerToken: () => token });
  const document = {
    ...createEditorDocument('displayMailer', { length: 8, width: 6, depth: 2 }),
    objects,
  };
  const design = await createDesign(client, {
    name: 'Spring mailer',
    productKey,
    selection: { Size: '8 x 6 x 2' },
    document,
  });
  return { token, design };
}

const rules = [1, 10, 25, { minimum: 50, maximum: 500, increment: 50 }];
const printOptions = [
  'Outside only 1 colour',
  'Outside full colour',
  'Outside + inside full colour',
];
/** The mailer's editable quantity and print colour, as its product meta lists them. */
const mailerChoices = {
  editableSelectorKeys: ['Quantity', 'Print Options'],
  printColorOptions: printOptions,
};

/**
 * Renders the page of `designId` with the mailer's quantity rules (up to 150 boxes) unless
 * `props` says otherwise, and a spy for `onApprove`.
 */
function renderPage(
  token: string,
  props: Pick<ApproveDesignViewProps, 'designId'> & Partial<ApproveDesignViewProps>,
) {
  const onApprove = vi.fn();
  render(
    <DesignsTestProviders fetch={sandbox.fetch} token={token}>
      <ApproveDesignView
        quantityRules={rules}
        quantityOptions={{ limit: 150 }}
        onApprove={onApprove}
        {...props}
      />
    </DesignsTestProviders>,
  );
  return { user: userEvent.setup(), onApprove };
}

/** The page has loaded the saved design. */
const designShown = () => screen.findByRole('heading', { name: 'Spring mailer' });

describe('ApproveDesignView', () => {
  it('needs the consent checkbox with the spec message before approving', async () => {
    const { token, design } = await savedDesign('custom-mailer-box');
    const { user, onApprove } = renderPage(token, {
      designId: design.id,
      quantityOptions: { limit: 250 },
      ...mailerChoices,
    });
    await designShown();
    await user.click(screen.getByRole('button', { name: 'Approve and add to cart' }));
    expect(
      await screen.findByText('In Order to add to cart, please check the checkbox'),
    ).toBeInTheDocument();
    expect(onApprove).not.toHaveBeenCalled();
  });

  it('offers the allowed quantities and the print colour, and approves the selection', async () => {
    const { token, design } = await savedDesign('custom-mailer-box');
    const { user, onApprove } = renderPage(token, { designId: design.id, ...mailerChoices });
    await designShown();
    expect(screen.getByText('Display mailer')).toBeInTheDocument();
    const quantity = screen.getByRole('combobox', { name: /Quantity/ });
    const options = within(quantity).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '1',
      '10',
      '25',
      '50',
      '100',
      '150',
    ]);
    await user.selectOptions(quantity, '100');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Print colour/ }),
      'Outside only 1 colour',
    );
    await user.click(screen.getByRole('checkbox', { name: /approve it for printing/ }));
    await user.click(screen.getByRole('button', { name: 'Approve and add to cart' }));
    await waitFor(() => expect(onApprove).toHaveBeenCalledTimes(1));
    expect(onApprove).toHaveBeenCalledWith({
      designId: design.id,
      designName: 'Spring mailer',
      productKey: 'custom-mailer-box',
      quantity: 100,
      selection: { Size: '8 x 6 x 2', Quantity: 100, 'Print Options': 'Outside only 1 colour' },
      previewUrl: null,
    });
  });

  it('starts on the print colour chosen on the product page, and ignores one not offered', async () => {
    const { token, design } = await savedDesign('custom-mailer-box');
    const { user, onApprove } = renderPage(token, {
      designId: design.id,
      ...mailerChoices,
      initialPrintColor: 'Outside full colour',
      initialQuantity: 50,
    });
    await designShown();
    expect(screen.getByRole('combobox', { name: /Print colour/ })).toHaveDisplayValue(
      'Outside full colour',
    );
    await user.click(screen.getByRole('checkbox', { name: /approve it for printing/ }));
    await user.click(screen.getByRole('button', { name: 'Approve and add to cart' }));
    await waitFor(() => expect(onApprove).toHaveBeenCalledTimes(1));
    expect(onApprove.mock.calls[0]?.[0].selection).toMatchObject({
      Quantity: 50,
      'Print Options': 'Outside full colour',
    });

    cleanup();
    renderPage(token, { designId: design.id, ...mailerChoices, initialPrintColor: 'Glitter' });
    await designShown();
    expect(screen.getByRole('combobox', { name: /Print colour/ })).toHaveDisplayValue(
      'Outside only 1 colour',
    );
  });

  it('does not offer the print colour when the product meta does not list it', async () => {
    const { token, design } = await savedDesign('custom-gable-box');
    renderPage(token, {
      designId: design.id,
      quantityRules: [50, 100],
      editableSelectorKeys: ['Quantity'],
      printColorOptions: printOptions,
    });
    await designShown();
    expect(screen.queryByRole('combobox', { name: /Print colour/ })).toBeNull();
  });

  it('shows the quantity without offering it when the product meta does not list Quantity', async () => {
    const { token, design } = await savedDesign('custom-mailer-box');
    const { user, onApprove } = renderPage(token, {
      designId: design.id,
      initialQuantity: 50,
      editableSelectorKeys: [],
      printColorOptions: printOptions,
    });
    await designShown();
    expect(screen.getByText('Quantity: 50')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Quantity/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Print colour/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /approve it for printing/ }));
    await user.click(screen.getByRole('button', { name: 'Approve and add to cart' }));
    await waitFor(() => expect(onApprove).toHaveBeenCalledTimes(1));
    expect(onApprove.mock.calls[0]?.[0]).toMatchObject({ quantity: 50 });
    expect(onApprove.mock.calls[0]?.[0].selection).not.toHaveProperty('Print Options');
  });

  it('blocks approval while the print check finds a blocking issue', async () => {
    const { token, design } = await savedDesign('custom-mailer-box', [lowResLogo]);
    renderPage(token, { designId: design.id });
    await designShown();
    expect(screen.getByText(/logo\.png prints at 72 dpi/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve and add to cart' })).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Approve and add to cart' }),
    ).toHaveAccessibleDescription('Fix the print problems first.');
  });

  it('refuses to approve a design whose document cannot be read', async () => {
    const token = await sandboxAnonymousToken(sandbox.fetch);
    const client = createSandboxDesignsClient(sandbox.fetch, { getBearerToken: () => token });
    const design = await createDesign(client, { name: 'Broken', productKey: 'custom-mailer-box' });
    renderPage(token, { designId: design.id });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This design cannot be opened in the designer.',
    );
    expect(screen.getByRole('button', { name: 'Approve and add to cart' })).toBeDisabled();
  });

  it('keeps the choices and says so when adding to the cart fails', async () => {
    const { token, design } = await savedDesign('custom-mailer-box');
    const { user } = renderPage(token, {
      designId: design.id,
      onApprove: () => Promise.reject(new Error('cart down')),
    });
    await designShown();
    const consent = screen.getByRole('checkbox', { name: /approve it for printing/ });
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Approve and add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The design could not be added to the cart. Please try again.',
    );
    expect(consent).toBeChecked();
  });
});
