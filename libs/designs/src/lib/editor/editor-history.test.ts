import { describe, expect, it } from 'vitest';
import type { EditorImageObject, EditorTextObject } from './editor-document';
import { createEditorDocument, parseEditorDocument, textHeight } from './editor-document';
import {
  EDITOR_HISTORY_LIMIT,
  canRedo,
  canUndo,
  createEditorHistory,
  editorHistoryReducer,
} from './editor-history';
import { editorReducer } from './editor-reducer';

const empty = createEditorDocument('displayMailer', { length: 8, width: 6, depth: 2 });

const logo: EditorImageObject = {
  type: 'image',
  id: 'logo1',
  panelId: 'top',
  x: 1,
  y: 1,
  width: 2,
  height: 1,
  assetId: 'upl_V1StGXR8Z5jdHi6BmyTab',
  src: 'https://assets.example/uploads/upl_V1StGXR8Z5jdHi6BmyTab',
  filename: 'logo.png',
  contentType: 'image/png',
  pixelWidth: 600,
  pixelHeight: 300,
  colorSpace: 'rgb',
};

const greeting: EditorTextObject = {
  type: 'text',
  id: 'text1',
  panelId: 'top',
  x: 0.5,
  y: 3,
  width: 6,
  height: 0.5,
  text: 'Thank you!',
  fontFamily: 'Georgia',
  fontSize: 24,
  colour: '#111827',
  bold: false,
  italic: false,
  align: 'center',
};

const withBoth = editorReducer(editorReducer(empty, { type: 'add', object: logo }), {
  type: 'add',
  object: greeting,
});

describe('editorReducer', () => {
  it('adds objects on top and never twice with the same id', () => {
    expect(withBoth.objects.map((object) => object.id)).toEqual(['logo1', 'text1']);
    expect(editorReducer(withBoth, { type: 'add', object: logo })).toBe(withBoth);
  });

  it('settles the height of added text from its lines and font size', () => {
    expect(withBoth.objects[1]?.height).toBeCloseTo(textHeight('Thank you!', 24), 4);
  });

  it('moves by a step and returns the same document for an unknown id or no move', () => {
    const moved = editorReducer(withBoth, { type: 'move', id: 'logo1', dx: 0.125, dy: -0.25 });
    expect(moved.objects[0]).toMatchObject({ x: 1.125, y: 0.75 });
    expect(withBoth.objects[0]).toMatchObject({ x: 1, y: 1 });
    expect(editorReducer(withBoth, { type: 'move', id: 'nope', dx: 1, dy: 1 })).toBe(withBoth);
    expect(editorReducer(withBoth, { type: 'move', id: 'logo1', dx: 0, dy: 0 })).toBe(withBoth);
    expect(editorReducer(withBoth, { type: 'move', id: 'logo1', dx: Number.NaN, dy: 0 })).toBe(
      withBoth,
    );
  });

  it('scales an image about its centre, keeping its aspect ratio', () => {
    const scaled = editorReducer(withBoth, { type: 'scale', id: 'logo1', factor: 1.5 });
    expect(scaled.objects[0]).toMatchObject({ width: 3, height: 1.5, x: 0.5, y: 0.75 });
  });

  it('scales text by its font size and never below the smallest size', () => {
    const bigger = editorReducer(withBoth, { type: 'scale', id: 'text1', factor: 2 });
    expect(bigger.objects[1]).toMatchObject({ fontSize: 48, width: 12 });
    const tiny = editorReducer(withBoth, { type: 'scale', id: 'logo1', factor: 0.001 });
    expect(Math.min(tiny.objects[0]?.width ?? 0, tiny.objects[0]?.height ?? 0)).toBeCloseTo(0.1, 6);
    expect(editorReducer(withBoth, { type: 'scale', id: 'logo1', factor: -1 })).toBe(withBoth);
  });

  it('updates fields but never the id or type, and re-measures text', () => {
    const updated = editorReducer(withBoth, {
      type: 'update',
      id: 'text1',
      changes: { text: 'Thank you!\nSee you soon', colour: '#b91c1c' },
    });
    const text = updated.objects[1] as EditorTextObject;
    expect(text.colour).toBe('#b91c1c');
    expect(text.height).toBeCloseTo(textHeight('x\ny', 24), 4);
    const sneaky = editorReducer(withBoth, {
      type: 'update',
      id: 'logo1',
      changes: { id: 'other', type: 'text' } as never,
    });
    expect(sneaky.objects[0]).toMatchObject({ id: 'logo1', type: 'image' });
  });

  it('removes objects and reorders them within their panel', () => {
    expect(editorReducer(withBoth, { type: 'remove', id: 'logo1' }).objects).toHaveLength(1);
    expect(editorReducer(withBoth, { type: 'remove', id: 'nope' })).toBe(withBoth);
    const forward = editorReducer(withBoth, { type: 'reorder', id: 'logo1', direction: 'forward' });
    expect(forward.objects.map((object) => object.id)).toEqual(['text1', 'logo1']);
    expect(editorReducer(forward, { type: 'reorder', id: 'logo1', direction: 'forward' })).toBe(
      forward,
    );
  });

  it('sets and clears a panel background, refusing what is not a colour', () => {
    const teal = editorReducer(empty, { type: 'setBackground', panelId: 'top', colour: '#0F766E' });
    expect(teal.backgrounds).toEqual({ top: '#0f766e' });
    expect(editorReducer(teal, { type: 'setBackground', panelId: 'top', colour: 'teal' })).toBe(
      teal,
    );
    expect(
      editorReducer(teal, { type: 'setBackground', panelId: 'top', colour: null }).backgrounds,
    ).toEqual({});
  });

  it('keeps the document JSON-serialisable: a round trip through JSON parses back equal', () => {
    const document = editorReducer(withBoth, {
      type: 'setBackground',
      panelId: 'front',
      colour: '#ffffff',
    });
    expect(parseEditorDocument(JSON.parse(JSON.stringify(document)))).toEqual(document);
  });
});

describe('parseEditorDocument', () => {
  it('names the field at fault', () => {
    expect(() => parseEditorDocument({ ...empty, style: 'tube' })).toThrow(
      expect.objectContaining({ reason: 'INVALID_DESIGN_DOCUMENT', field: 'style' }),
    );
    expect(() => parseEditorDocument({ ...empty, objects: [{ ...logo, width: -1 }] })).toThrow(
      expect.objectContaining({ field: 'objects.0.width' }),
    );
    expect(() => parseEditorDocument(null)).toThrow(
      expect.objectContaining({ reason: 'INVALID_DESIGN_DOCUMENT' }),
    );
  });
});

describe('editorHistoryReducer', () => {
  const add = (object: EditorImageObject | EditorTextObject) =>
    ({ type: 'apply', action: { type: 'add', object } }) as const;

  it('undoes and redoes changes in order', () => {
    let history = createEditorHistory(empty);
    expect(canUndo(history)).toBe(false);
    history = editorHistoryReducer(history, add(logo));
    history = editorHistoryReducer(history, add(greeting));
    history = editorHistoryReducer(history, { type: 'undo' });
    expect(history.present.objects.map((object) => object.id)).toEqual(['logo1']);
    expect(canRedo(history)).toBe(true);
    history = editorHistoryReducer(history, { type: 'undo' });
    expect(history.present).toBe(empty);
    history = editorHistoryReducer(history, { type: 'redo' });
    history = editorHistoryReducer(history, { type: 'redo' });
    expect(history.present.objects).toHaveLength(2);
    expect(editorHistoryReducer(history, { type: 'redo' })).toBe(history);
  });

  it('clears redo after a new change and ignores changes that change nothing', () => {
    let history = editorHistoryReducer(createEditorHistory(empty), add(logo));
    history = editorHistoryReducer(history, { type: 'undo' });
    history = editorHistoryReducer(history, add(greeting));
    expect(canRedo(history)).toBe(false);
    const same = editorHistoryReducer(history, {
      type: 'apply',
      action: { type: 'remove', id: 'nope' },
    });
    expect(same).toBe(history);
  });

  it('merges a run of nudges with the same key into one undo step', () => {
    let history = editorHistoryReducer(createEditorHistory(empty), add(logo));
    for (let i = 0; i < 5; i += 1) {
      history = editorHistoryReducer(history, {
        type: 'apply',
        action: { type: 'move', id: 'logo1', dx: 0.1, dy: 0 },
        mergeKey: 'move:logo1',
      });
    }
    expect(history.present.objects[0]?.x).toBeCloseTo(1.5, 6);
    history = editorHistoryReducer(history, { type: 'undo' });
    expect(history.present.objects[0]?.x).toBe(1);
  });

  it(`keeps at most ${EDITOR_HISTORY_LIMIT} undo steps`, () => {
    let history = editorHistoryReducer(createEditorHistory(empty), add(logo));
    for (let i = 0; i < EDITOR_HISTORY_LIMIT + 20; i += 1) {
      history = editorHistoryReducer(history, {
        type: 'apply',
        action: { type: 'move', id: 'logo1', dx: 0.01, dy: 0 },
      });
    }
    expect(history.past).toHaveLength(EDITOR_HISTORY_LIMIT);
  });

  it('resets to a new starting point without history', () => {
    const history = editorHistoryReducer(
      editorHistoryReducer(createEditorHistory(empty), add(logo)),
      { type: 'reset', document: withBoth },
    );
    expect(history).toEqual(createEditorHistory(withBoth));
  });
});
