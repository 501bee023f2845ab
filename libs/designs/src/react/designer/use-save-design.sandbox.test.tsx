import { sandboxPerFile } from '@storefront/sandbox-api/testing';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createEditorDocument } from '../../lib/editor/editor-document';
import { DesignsTestProviders, sandboxAnonymousToken } from '../testing/designs-test-providers';
import { useDesignerEditor } from './use-designer-editor';

const sandbox = sandboxPerFile();

describe('useDesignerEditor saving', () => {
  it('creates the design, says when it has changed since, and updates the same design', async () => {
    const token = await sandboxAnonymousToken(sandbox.fetch);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <DesignsTestProviders fetch={sandbox.fetch} token={token}>
        {children}
      </DesignsTestProviders>
    );
    const onSaved = vi.fn();
    const initialDocument = createEditorDocument('displayMailer', {
      length: 8,
      width: 6,
      depth: 2,
    });
    const { result } = renderHook(
      () =>
        useDesignerEditor({
          initialDocument,
          design: null,
          productKey: 'custom-mailer-box',
          onSaved,
        }),
      { wrapper },
    );

    await act(() => result.current.save('First'));
    const created = result.current.saved;
    expect(created).toMatchObject({ name: 'First', selection: { Size: '8 x 6 x 2' } });
    expect(result.current.unsaved).toBe(false);

    act(() => result.current.addText());
    expect(result.current.unsaved).toBe(true);

    await act(() => result.current.save('Second'));
    expect(result.current.saved?.id).toBe(created?.id);
    expect(result.current.saved?.name).toBe('Second');
    expect(result.current.saved?.version).not.toBe(created?.version);
    expect(result.current.unsaved).toBe(false);
    expect(onSaved).toHaveBeenCalledTimes(2);

    const response = await sandbox.fetch(`/session/designs/${created?.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const stored = (await response.json()) as { name: string; document: { objects: unknown[] } };
    expect(stored.name).toBe('Second');
    expect(stored.document.objects).toHaveLength(1);
  });

  it('keeps the document unsaved and throws the shopper a message when saving fails', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <DesignsTestProviders fetch={sandbox.fetch}>{children}</DesignsTestProviders>
    );
    const initialDocument = createEditorDocument('displayMailer', {
      length: 8,
      width: 6,
      depth: 2,
    });
    const { result } = renderHook(
      () => useDesignerEditor({ initialDocument, design: null, productKey: 'custom-mailer-box' }),
      { wrapper },
    );
    let failure: unknown;
    await act(async () => {
      failure = await result.current.save('No session').catch((error: unknown) => error);
    });
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('Unable to save your design. Please try again.');
    expect(result.current.saved).toBeNull();
    expect(result.current.unsaved).toBe(true);
  });
});
