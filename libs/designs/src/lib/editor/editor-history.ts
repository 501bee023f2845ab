import type { EditorDocument } from './editor-document';
import type { EditorAction } from './editor-reducer';
import { editorReducer } from './editor-reducer';

/**
 * How many steps undo can go back.
 *
 * @example
 * EDITOR_HISTORY_LIMIT; // 100
 */
export const EDITOR_HISTORY_LIMIT = 100;

/**
 * A document with its undo and redo stacks. `mergeKey` is the key of the last change, so a
 * run of changes with the same key (arrow-key nudges of one object) is undone in one step.
 *
 * @example
 * const history: EditorHistory = createEditorHistory(document);
 */
export interface EditorHistory {
  readonly past: readonly EditorDocument[];
  readonly present: EditorDocument;
  readonly future: readonly EditorDocument[];
  readonly mergeKey: string | null;
}

/**
 * What the history reducer takes: a document change (optionally with a `mergeKey`), `undo`,
 * `redo`, or `reset` (a new starting point without history, e.g. after opening a design).
 *
 * @example
 * const nudge: EditorHistoryAction = { type: 'apply', action: { type: 'move', id, dx: 0.1, dy: 0 }, mergeKey: `move:${id}` };
 */
export type EditorHistoryAction =
  | { type: 'apply'; action: EditorAction; mergeKey?: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; document: EditorDocument };

/**
 * A history that starts at `document`, with nothing to undo or redo.
 *
 * @example
 * const history = createEditorHistory(createEditorDocument('shipper', { length: 10, width: 8, depth: 6 }));
 * canUndo(history); // false
 */
export function createEditorHistory(document: EditorDocument): EditorHistory {
  return { past: [], present: document, future: [], mergeKey: null };
}

/**
 * Whether there is a change to undo.
 *
 * @example
 * <button disabled={!canUndo(history)}>Undo</button>
 */
export function canUndo(history: EditorHistory): boolean {
  return history.past.length > 0;
}

/**
 * Whether there is an undone change to redo.
 *
 * @example
 * <button disabled={!canRedo(history)}>Redo</button>
 */
export function canRedo(history: EditorHistory): boolean {
  return history.future.length > 0;
}

/**
 * Undo/redo around {@link editorReducer}: a change that alters the document is pushed on the
 * undo stack (at most {@link EDITOR_HISTORY_LIMIT} steps) and clears redo; a change that alters
 * nothing leaves the history as it is; consecutive changes with the same `mergeKey` count as
 * one step. Pure, for `useReducer`.
 *
 * @example
 * const [history, dispatch] = useReducer(editorHistoryReducer, document, createEditorHistory);
 * dispatch({ type: 'apply', action: { type: 'remove', id: 'logo1' } });
 * dispatch({ type: 'undo' });
 */
export function editorHistoryReducer(
  history: EditorHistory,
  action: EditorHistoryAction,
): EditorHistory {
  switch (action.type) {
    case 'apply': {
      const next = editorReducer(history.present, action.action);
      if (next === history.present) return history;
      const mergeKey = action.mergeKey ?? null;
      if (mergeKey !== null && mergeKey === history.mergeKey && history.past.length > 0) {
        return { past: history.past, present: next, future: [], mergeKey };
      }
      const past = [...history.past, history.present].slice(-EDITOR_HISTORY_LIMIT);
      return { past, present: next, future: [], mergeKey };
    }
    case 'undo': {
      const previous = history.past.at(-1);
      if (!previous) return history;
      return {
        past: history.past.slice(0, -1),
        present: previous,
        future: [history.present, ...history.future],
        mergeKey: null,
      };
    }
    case 'redo': {
      const [next, ...rest] = history.future;
      if (!next) return history;
      return {
        past: [...history.past, history.present].slice(-EDITOR_HISTORY_LIMIT),
        present: next,
        future: rest,
        mergeKey: null,
      };
    }
    case 'reset':
      return createEditorHistory(action.document);
    default:
      return history;
  }
}
