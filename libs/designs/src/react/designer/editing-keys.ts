// The designer's editing keys as a small pure rule: which command a key press asks for.
import type { KeyboardEvent } from 'react';

/** Arrow-key step in inches, and with Shift. */
export const SMALL_STEP = 1 / 16;
export const LARGE_STEP = 1 / 2;
/** Factor of one `+` (and, inverted, one `-`). */
export const SCALE_STEP = 1.1;

/** What the editing keys need of a keyboard event (React's or the DOM's). */
export type EditingKeyEvent = Pick<
  KeyboardEvent,
  'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'preventDefault'
>;

/** A command the keyboard asks of the editor; the object commands need a selected object. */
export type EditingCommand =
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'move'; dx: number; dy: number }
  | { type: 'scale'; factor: number }
  | { type: 'remove' };

/**
 * The command of a key press: Ctrl/Cmd+Z undoes (with Shift redoes), Ctrl/Cmd+Y redoes, the
 * arrows move (further with Shift), `+`/`=` and `-`/`_` scale, Delete and Backspace remove.
 */
export function editingCommand(
  event: Pick<EditingKeyEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
): EditingCommand | null {
  const key = event.key.toLowerCase();
  if (event.ctrlKey || event.metaKey) {
    if (key === 'z') return { type: event.shiftKey ? 'redo' : 'undo' };
    if (key === 'y') return { type: 'redo' };
  }
  const step = event.shiftKey ? LARGE_STEP : SMALL_STEP;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const delta = moves[event.key];
  if (delta) return { type: 'move', dx: delta[0], dy: delta[1] };
  if (event.key === '+' || event.key === '=') return { type: 'scale', factor: SCALE_STEP };
  if (event.key === '-' || event.key === '_') return { type: 'scale', factor: 1 / SCALE_STEP };
  if (event.key === 'Delete' || event.key === 'Backspace') return { type: 'remove' };
  return null;
}
