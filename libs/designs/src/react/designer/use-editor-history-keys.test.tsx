import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EditingKeyEvent } from './editing-keys';
import { useEditorHistoryKeys } from './use-editor-history-keys';

function Editor({ onKeys }: { onKeys: (event: EditingKeyEvent, objectId: string | null) => void }) {
  const root = useEditorHistoryKeys(onKeys);
  return (
    <div ref={root}>
      <button type="button">Undo</button>
      <input aria-label="Text" />
      <button type="button" data-object-id="a">
        Text
      </button>
    </div>
  );
}

describe('useEditorHistoryKeys', () => {
  it('hands Ctrl/Cmd+Z and +Y pressed anywhere in the editor over, with no object', () => {
    const onKeys = vi.fn();
    render(<Editor onKeys={onKeys} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Undo' }), { key: 'z', ctrlKey: true });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Undo' }), { key: 'Y', metaKey: true });
    expect(onKeys).toHaveBeenCalledTimes(2);
    expect(onKeys.mock.calls[0]?.[1]).toBeNull();
  });

  it('leaves other keys, fields and object buttons alone', () => {
    const onKeys = vi.fn();
    render(<Editor onKeys={onKeys} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Undo' }), { key: 'z' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Undo' }), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Text' }), { key: 'z', ctrlKey: true });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Text' }), { key: 'z', ctrlKey: true });
    expect(onKeys).not.toHaveBeenCalled();
  });

  it('calls the latest handler after a re-render', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender } = render(<Editor onKeys={first} />);
    rerender(<Editor onKeys={latest} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Undo' }), { key: 'z', ctrlKey: true });
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
  });
});
