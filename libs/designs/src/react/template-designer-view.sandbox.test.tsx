import { sandboxPerFile } from '@storefront/sandbox-api/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createDesign } from '../lib/api/create-design';
import { createEditorDocument } from '../lib/editor/editor-document';
import { artworkFile, pngBytes } from '../lib/testing/artwork-fixtures';
import { textObject } from '../lib/testing/editor-objects';
import { TemplateDesignerView, type TemplateDesignerViewProps } from './template-designer-view';
import {
  DesignsTestProviders,
  createSandboxDesignsClient,
  sandboxAnonymousToken,
} from './testing/designs-test-providers';

const sandbox = sandboxPerFile();

async function renderDesigner(props: TemplateDesignerViewProps = {}) {
  const token = await sandboxAnonymousToken(sandbox.fetch);
  const user = userEvent.setup({ applyAccept: false });
  render(
    <DesignsTestProviders fetch={sandbox.fetch} token={token}>
      <TemplateDesignerView {...props} />
    </DesignsTestProviders>,
  );
  return { user, token };
}

const mailer = { style: 'displayMailer' as const, size: { length: 8, width: 6, depth: 2 } };

async function editorReady() {
  return screen.findByRole(
    'group',
    { name: /Design canvas, Outside of the Display mailer/ },
    { timeout: 10_000 },
  );
}

function objectButton(name: RegExp) {
  return screen.getByRole('button', { name });
}

describe('TemplateDesignerView', () => {
  it('lets the shopper pick a box first, then opens the editor', async () => {
    const { user } = await renderDesigner();
    await user.click(screen.getByRole('radio', { name: 'Shipper' }));
    await user.click(screen.getByRole('button', { name: 'Start designing' }));
    expect(
      await screen.findByRole(
        'group',
        { name: /Design canvas, Outside of the Shipper/ },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'This browser cannot draw the design canvas. You can still design with the list of objects and the controls.',
      ),
    ).toBeInTheDocument();
  });

  it('adds text and moves, scales and removes it with the keyboard; undo and redo', async () => {
    const { user } = await renderDesigner({ initialTemplate: mailer });
    await editorReady();
    expect(screen.getByText('Nothing placed on this panel yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add text' }));
    const text = objectButton(/Text “Your text”/);
    expect(text).toHaveAttribute('aria-pressed', 'true');
    const before = within(text).getByText(/in from the left/).textContent;

    text.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(
      within(objectButton(/Text “Your text”/)).getByText(/in from the left/).textContent,
    ).not.toBe(before);
    expect(screen.getByText('Moved Text “Your text”.')).toBeInTheDocument();

    await user.keyboard('+');
    expect(screen.getByText('Resized Text “Your text”.')).toBeInTheDocument();

    await user.keyboard('{Delete}');
    expect(screen.queryByRole('button', { name: /Text “Your text”/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(objectButton(/Text “Your text”/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.queryByRole('button', { name: /Text “Your text”/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(objectButton(/Text “Your text”/)).toBeInTheDocument();
  });

  it('edits text, font and colour of the selected text', async () => {
    const { user } = await renderDesigner({ initialTemplate: mailer });
    await editorReady();
    await user.click(screen.getByRole('button', { name: 'Add text' }));
    const field = screen.getByRole('textbox', { name: 'Text' });
    await user.clear(field);
    await user.type(field, 'Thanks!');
    expect(objectButton(/Text “Thanks!”/)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /Font/ }), 'Georgia');
    expect(screen.getByRole('combobox', { name: /Font/ })).toHaveDisplayValue('Georgia');
  });

  it('places an uploaded 600 × 600 px PNG at 2 in to print at 300 dpi, and says so', async () => {
    const onContinue = vi.fn();
    const { user } = await renderDesigner({ initialTemplate: mailer, onContinue });
    await editorReady();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    // No resolution stated: it used to be placed at 72 dpi (5.88 in, 102 dpi, 'Must fix').
    await user.upload(
      input,
      artworkFile(pngBytes({ width: 600, height: 600 }), 'logo.png', 'image/png'),
    );
    const image = await screen.findByRole(
      'button',
      { name: /Image logo\.png/ },
      { timeout: 10_000 },
    );
    expect(image).toHaveTextContent('2 × 2 in');
    expect(screen.getByText('Placed at 2 in wide to print at 300 dpi.')).toBeInTheDocument();
    expect(screen.queryByText('Must fix')).toBeNull();
    expect(screen.queryByText(/prints at \d+ dpi/)).toBeNull();

    // Enlarging it past 150 dpi flags it and holds the design back.
    for (let i = 0; i < 8; i += 1) await user.click(screen.getByRole('button', { name: 'Larger' }));
    expect(
      await screen.findByText(
        /^logo\.png prints at 1[34]\d dpi; at least 150 dpi is needed\. Make it smaller or upload a larger image\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Must fix')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to approve' })).toBeDisabled();
    for (let i = 0; i < 8; i += 1)
      await user.click(screen.getByRole('button', { name: 'Smaller' }));
    await waitFor(() => expect(screen.queryByText('Must fix')).toBeNull());
  });

  it('counts the objects of a side in words: one object, two objects', async () => {
    const { user } = await renderDesigner({ initialTemplate: mailer });
    await editorReady();
    expect(screen.getByText(/; 0 objects on this side\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add text' }));
    expect(screen.getByText(/; 1 object on this side\. Change it with/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add text' }));
    expect(screen.getByText(/; 2 objects on this side\. Change them with/)).toBeInTheDocument();
  });

  it('refuses a file of the wrong type before uploading', async () => {
    const { user } = await renderDesigner({ initialTemplate: mailer });
    await editorReady();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(
      input,
      artworkFile(new TextEncoder().encode('GIF89a'), 'logo.gif', 'image/gif'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only PDF, SVG, PNG and JPG files can be uploaded',
    );
  });

  it('saves a named design (name required), then continues with it', async () => {
    const onSaved = vi.fn();
    const onContinue = vi.fn();
    const { user, token } = await renderDesigner({ initialTemplate: mailer, onSaved, onContinue });
    await editorReady();
    await user.click(screen.getByRole('button', { name: 'Add text' }));
    await user.click(screen.getByRole('button', { name: 'Save design' }));
    expect(await screen.findByText('Design name required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Design name/ }), 'Spring mailer');
    await user.click(screen.getByRole('button', { name: 'Save design' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const saved = onSaved.mock.calls[0]?.[0];
    expect(saved).toMatchObject({
      name: 'Spring mailer',
      productKey: 'custom-mailer-box',
      selection: { Size: '8 x 6 x 2' },
    });

    const response = await sandbox.fetch(`/session/designs/${saved.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const stored = (await response.json()) as { document: { objects: unknown[] } };
    expect(stored.document.objects).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Continue to approve' }));
    expect(onContinue).toHaveBeenCalledWith(expect.objectContaining({ id: saved.id }));
  });

  it('opens a saved design with its objects', async () => {
    const token = await sandboxAnonymousToken(sandbox.fetch);
    const client = createSandboxDesignsClient(sandbox.fetch, { getBearerToken: () => token });
    const document = createEditorDocument('displayMailer', mailer.size);
    const design = await createDesign(client, {
      name: 'Saved one',
      productKey: 'custom-mailer-box',
      selection: { Size: '8 x 6 x 2' },
      document: {
        ...document,
        objects: [textObject({ id: 'hello', width: 4, height: 0.5, text: 'Hello box' })],
      },
    });
    render(
      <DesignsTestProviders fetch={sandbox.fetch} token={token}>
        <TemplateDesignerView designId={design.id} />
      </DesignsTestProviders>,
    );
    expect(
      await screen.findByRole('button', { name: /Text “Hello box”/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Design name/ })).toHaveValue('Saved one');
    // Its template came from the selector's surface attributes.
    expect(
      screen.getByText(/^The template has \d+ printable surfaces, [\d,]+ in² in all\.$/),
    ).toBeInTheDocument();
  });

  it('says so when the design template cannot be loaded (ECX019), and retries', async () => {
    const token = await sandboxAnonymousToken(sandbox.fetch);
    const client = createSandboxDesignsClient(sandbox.fetch, { getBearerToken: () => token });
    const design = await createDesign(client, {
      name: 'Unreadable size',
      productKey: 'custom-mailer-box',
      selection: { Size: 'as big as it gets' },
      document: createEditorDocument('displayMailer', mailer.size),
    });
    const user = userEvent.setup();
    render(
      <DesignsTestProviders fetch={sandbox.fetch} token={token}>
        <TemplateDesignerView designId={design.id} />
      </DesignsTestProviders>,
    );
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Unable to load the design template. Please refresh the page and try again.',
    );
    expect(screen.queryByRole('group', { name: /Design canvas/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to load the design template.',
    );
  });

  it('says so when a design cannot be loaded (ECX035)', async () => {
    await renderDesigner({ designId: 'dsg_missing' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to load this design. Please try again.',
    );
  });

  it('opens the 3D preview on request and explains when WebGL is missing', async () => {
    const { user } = await renderDesigner({ initialTemplate: mailer });
    await editorReady();
    await user.click(screen.getByRole('button', { name: 'Show 3D preview' }));
    expect(
      await screen.findByText(
        'The 3D preview needs WebGL, which this browser does not offer.',
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide 3D preview' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
