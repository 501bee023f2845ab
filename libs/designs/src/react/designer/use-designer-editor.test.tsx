import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createEditorDocument } from '../../lib/editor/editor-document';
import { DesignsTestProviders } from '../testing/designs-test-providers';
import { useDesignerEditor } from './use-designer-editor';

const wrapper = ({ children }: { children: ReactNode }) => (
  <DesignsTestProviders>{children}</DesignsTestProviders>
);

function renderEditor() {
  const initialDocument = createEditorDocument('displayMailer', { length: 8, width: 6, depth: 2 });
  return renderHook(
    () => useDesignerEditor({ initialDocument, design: null, productKey: 'custom-mailer-box' }),
    { wrapper },
  );
}

/** A stand-in for a key press: records whether the editor claimed the key. */
function key(key: string, modifiers: { ctrlKey?: boolean; shiftKey?: boolean } = {}) {
  const event = {
    key,
    ctrlKey: modifiers.ctrlKey ?? false,
    metaKey: false,
    shiftKey: modifiers.shiftKey ?? false,
    prevented: false,
    preventDefault() {
      event.prevented = true;
    },
  };
  return event;
}

/** The editor with one text added, and that text (selected). */
function editorWithText() {
  const { result } = renderEditor();
  act(() => result.current.addText());
  const text = result.current.selected;
  if (!text) throw new Error('no text');
  return { result, text };
}

describe('useDesignerEditor', () => {
  it('starts on the first outside panel with nothing selected, saved or undoable', () => {
    const { result } = renderEditor();
    expect(result.current.face).toBe('outside');
    expect(result.current.activeFrame?.kind).toBe('panel');
    expect(result.current.selected).toBeNull();
    expect(result.current.saved).toBeNull();
    expect(result.current.unsaved).toBe(true);
    expect(result.current.canUndo).toBe(false);
  });

  it('choosing the other face goes to its first panel and drops the selection', () => {
    const { result } = renderEditor();
    act(() => result.current.addText());
    expect(result.current.selected?.type).toBe('text');
    act(() => result.current.chooseFace('inside'));
    expect(result.current.face).toBe('inside');
    expect(result.current.activeFrame?.kind).toBe('panel');
    expect(result.current.selected).toBeNull();
    expect(result.current.panelObjects).toHaveLength(0);
  });

  it('choosing a panel in the picker drops the selection; picking one on the canvas keeps it', () => {
    const { result } = renderEditor();
    const panels = result.current.view.panels.map(({ frame }) => frame.panelId);
    const [, other] = panels;
    if (!other) throw new Error('one panel only');
    act(() => result.current.addText());
    act(() => result.current.selectPanel(other));
    expect(result.current.activeFrame?.panelId).toBe(other);
    expect(result.current.selected).not.toBeNull();
    act(() => result.current.choosePanel(panels[0] ?? ''));
    expect(result.current.selected).toBeNull();
  });

  it('shows an object from the print check: its face, its panel, selected', () => {
    const { result, text } = editorWithText();
    act(() => result.current.chooseFace('inside'));
    act(() => result.current.showObject(text.id));
    expect(result.current.face).toBe('outside');
    expect(result.current.activeFrame?.panelId).toBe(text.panelId);
    expect(result.current.selected?.id).toBe(text.id);
    // An unknown object changes nothing.
    act(() => result.current.showObject('gone'));
    expect(result.current.selected?.id).toBe(text.id);
  });

  it('sets and clears the panel background, announcing the colour change', () => {
    const { result } = renderEditor();
    const panelId = result.current.activeFrame?.panelId ?? '';
    act(() => result.current.setBackground('#ff0000'));
    expect(result.current.background).toBe('#ff0000');
    expect(result.current.document.backgrounds[panelId]).toBe('#ff0000');
    expect(result.current.announcement).toMatch(/background/i);
    // Dragging through the colour picker is one step of history.
    act(() => result.current.setBackground('#00ff00'));
    act(() => result.current.undo());
    expect(result.current.background).toBeUndefined();
    act(() => result.current.redo());
    act(() => result.current.clearBackground());
    expect(result.current.background).toBeUndefined();
  });

  it('takes the history keys without an object, and the object keys only with one', () => {
    const { result, text } = editorWithText();

    const arrowWithout = key('ArrowRight');
    act(() => result.current.editingKeys(arrowWithout, null));
    expect(arrowWithout.prevented).toBe(false);

    const bigStep = key('ArrowRight', { shiftKey: true });
    act(() => result.current.editingKeys(bigStep, text.id));
    expect(bigStep.prevented).toBe(true);
    expect(result.current.document.objects[0]?.x).not.toBe(text.x);
    expect(result.current.announcement).toBe('Moved Text “Your text”.');

    const undo = key('z', { ctrlKey: true });
    act(() => result.current.editingKeys(undo, null));
    expect(undo.prevented).toBe(true);
    expect(result.current.document.objects[0]?.x).toBe(text.x);

    act(() => result.current.editingKeys(key('y', { ctrlKey: true }), null));
    expect(result.current.document.objects[0]?.x).not.toBe(text.x);

    act(() => result.current.editingKeys(key('Backspace'), text.id));
    expect(result.current.document.objects).toHaveLength(0);
    expect(result.current.selected).toBeNull();
  });

  it('fills the panel with an object and reorders objects', () => {
    const { result } = renderEditor();
    act(() => result.current.addText());
    act(() => result.current.addText());
    const [first, second] = result.current.document.objects;
    if (!first || !second) throw new Error('two texts expected');
    act(() => result.current.reorder(second, 'backward'));
    expect(result.current.document.objects.map(({ id }) => id)).toEqual([second.id, first.id]);
    act(() => result.current.fill(first));
    const filled = result.current.document.objects.find(({ id }) => id === first.id);
    expect(filled?.width).toBeGreaterThan(first.width);
  });
});
