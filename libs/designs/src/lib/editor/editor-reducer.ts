import type {
  EditorDocument,
  EditorImageObject,
  EditorObject,
  EditorTextObject,
} from './editor-document';
import { EDITOR_MAX_OBJECTS, EDITOR_MIN_OBJECT_SIZE, textHeight } from './editor-document';

/**
 * Fields an `update` action may change: any field of an image or a text except `id` and
 * `type` (fields the object does not have are ignored).
 *
 * @example
 * const changes: EditorObjectChanges = { colour: '#b91c1c', fontFamily: 'Georgia' };
 */
export type EditorObjectChanges = Partial<Omit<EditorImageObject, 'id' | 'type'>> &
  Partial<Omit<EditorTextObject, 'id' | 'type'>>;

/**
 * The changes the template designer makes to a document. Ids of new objects come from the
 * caller (nanoid), so the reducer stays pure.
 *
 * - `add`: place an object on top of its panel (ignored when the id exists or the document is
 *   full);
 * - `update`: change fields of an object (not its id or type); a text's height follows its
 *   lines and font size;
 * - `move`: shift an object by `dx`, `dy` inches (arrow keys);
 * - `scale`: grow or shrink an object about its centre (`+`/`-`); text scales its font;
 * - `remove`: take an object away (Delete);
 * - `reorder`: bring an object one step forward or send it one step backward on its panel;
 * - `setBackground`: a panel's background colour, or `null` for none (the board shows);
 * - `replace`: load another document (opening a saved design).
 *
 * @example
 * const action: EditorAction = { type: 'move', id: 'logo1', dx: 0.125, dy: 0 };
 */
export type EditorAction =
  | { type: 'add'; object: EditorObject }
  | { type: 'update'; id: string; changes: EditorObjectChanges }
  | { type: 'move'; id: string; dx: number; dy: number }
  | { type: 'scale'; id: string; factor: number }
  | { type: 'remove'; id: string }
  | { type: 'reorder'; id: string; direction: 'forward' | 'backward' }
  | { type: 'setBackground'; panelId: string; colour: string | null }
  | { type: 'replace'; document: EditorDocument };

const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const roundInches = (value: number) => Math.round(value * 10_000) / 10_000;

function withObject(
  document: EditorDocument,
  id: string,
  change: (object: EditorObject) => EditorObject,
): EditorDocument {
  const index = document.objects.findIndex((object) => object.id === id);
  if (index < 0) return document;
  const current = document.objects[index] as EditorObject;
  const next = change(current);
  if (next === current) return document;
  const objects = [...document.objects];
  objects[index] = next;
  return { ...document, objects };
}

function settleText(object: EditorTextObject): EditorTextObject {
  return { ...object, height: roundInches(textHeight(object.text, object.fontSize)) };
}

function applyChanges(object: EditorObject, changes: Record<string, unknown>): EditorObject {
  const next: Record<string, unknown> = { ...object };
  for (const [key, value] of Object.entries(changes)) {
    if (key === 'id' || key === 'type' || value === undefined) continue;
    if (!(key in object)) continue;
    if (['x', 'y', 'width', 'height', 'fontSize'].includes(key) && !finite(value)) continue;
    next[key] = value;
  }
  next['width'] = Math.max(EDITOR_MIN_OBJECT_SIZE, next['width'] as number);
  next['height'] = Math.max(EDITOR_MIN_OBJECT_SIZE, next['height'] as number);
  const updated = next as unknown as EditorObject;
  return updated.type === 'text' ? settleText(updated) : updated;
}

function scaleObject(object: EditorObject, factor: number): EditorObject {
  const smallest = Math.min(object.width, object.height);
  // Never shrink below the minimum size (the factor is limited, not the aspect ratio broken).
  const limited = Math.max(factor, EDITOR_MIN_OBJECT_SIZE / smallest);
  if (Math.abs(limited - 1) < 1e-9) return object;
  const width = roundInches(object.width * limited);
  const centreX = object.x + object.width / 2;
  const centreY = object.y + object.height / 2;
  if (object.type === 'text') {
    const fontSize = Math.min(400, Math.max(4, Math.round(object.fontSize * limited * 10) / 10));
    const height = roundInches(textHeight(object.text, fontSize));
    return {
      ...object,
      fontSize,
      width,
      height,
      x: roundInches(centreX - width / 2),
      y: roundInches(centreY - height / 2),
    };
  }
  const height = roundInches(object.height * limited);
  return {
    ...object,
    width,
    height,
    x: roundInches(centreX - width / 2),
    y: roundInches(centreY - height / 2),
  };
}

function reorder(
  document: EditorDocument,
  id: string,
  direction: 'forward' | 'backward',
): EditorDocument {
  const index = document.objects.findIndex((object) => object.id === id);
  if (index < 0) return document;
  const panelId = (document.objects[index] as EditorObject).panelId;
  // Swap with the nearest object of the same panel in that direction.
  const step = direction === 'forward' ? 1 : -1;
  let other = index + step;
  while (other >= 0 && other < document.objects.length) {
    if ((document.objects[other] as EditorObject).panelId === panelId) break;
    other += step;
  }
  if (other < 0 || other >= document.objects.length) return document;
  const objects = [...document.objects];
  objects[index] = document.objects[other] as EditorObject;
  objects[other] = document.objects[index] as EditorObject;
  return { ...document, objects };
}

/**
 * Applies one {@link EditorAction} to a document and returns the new document. Pure: the
 * input is never changed, and an action that changes nothing (an unknown id, a zero move)
 * returns the very same document, so history can tell.
 *
 * @example
 * let document = createEditorDocument('displayMailer', { length: 8, width: 6, depth: 2 });
 * document = editorReducer(document, { type: 'setBackground', panelId: 'top', colour: '#0f766e' });
 * document = editorReducer(document, { type: 'add', object: logo });
 * document = editorReducer(document, { type: 'scale', id: logo.id, factor: 1.1 });
 */
export function editorReducer(document: EditorDocument, action: EditorAction): EditorDocument {
  switch (action.type) {
    case 'add': {
      const { object } = action;
      if (document.objects.length >= EDITOR_MAX_OBJECTS) return document;
      if (document.objects.some((existing) => existing.id === object.id)) return document;
      const placed = applyChanges(object, {});
      return { ...document, objects: [...document.objects, placed] };
    }
    case 'update':
      return withObject(document, action.id, (object) => applyChanges(object, action.changes));
    case 'move':
      if (!finite(action.dx) || !finite(action.dy) || (action.dx === 0 && action.dy === 0)) {
        return document;
      }
      return withObject(document, action.id, (object) => ({
        ...object,
        x: roundInches(object.x + action.dx),
        y: roundInches(object.y + action.dy),
      }));
    case 'scale':
      if (!finite(action.factor) || action.factor <= 0) return document;
      return withObject(document, action.id, (object) => scaleObject(object, action.factor));
    case 'remove': {
      const objects = document.objects.filter((object) => object.id !== action.id);
      return objects.length === document.objects.length ? document : { ...document, objects };
    }
    case 'reorder':
      return reorder(document, action.id, action.direction);
    case 'setBackground': {
      const current = document.backgrounds[action.panelId];
      const colour = action.colour?.toLowerCase() ?? null;
      if ((current ?? null) === colour) return document;
      if (colour !== null && !/^#[0-9a-f]{6}$/.test(colour)) return document;
      const backgrounds = { ...document.backgrounds };
      if (colour === null) delete backgrounds[action.panelId];
      else backgrounds[action.panelId] = colour;
      return { ...document, backgrounds };
    }
    case 'replace':
      return action.document;
    default:
      return document;
  }
}
