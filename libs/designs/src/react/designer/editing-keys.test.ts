import { describe, expect, it } from 'vitest';
import { LARGE_STEP, SCALE_STEP, SMALL_STEP, editingCommand } from './editing-keys';

const press = (key: string, modifiers: { ctrl?: boolean; meta?: boolean; shift?: boolean } = {}) =>
  editingCommand({
    key,
    ctrlKey: modifiers.ctrl ?? false,
    metaKey: modifiers.meta ?? false,
    shiftKey: modifiers.shift ?? false,
  });

describe('editingCommand', () => {
  it('undoes with Ctrl+Z or Cmd+Z, and redoes with Shift or with Y', () => {
    expect(press('z', { ctrl: true })).toEqual({ type: 'undo' });
    expect(press('Z', { meta: true })).toEqual({ type: 'undo' });
    expect(press('Z', { ctrl: true, shift: true })).toEqual({ type: 'redo' });
    expect(press('y', { ctrl: true })).toEqual({ type: 'redo' });
    expect(press('Y', { meta: true })).toEqual({ type: 'redo' });
  });

  it('does nothing for a plain z or y', () => {
    expect(press('z')).toBeNull();
    expect(press('y')).toBeNull();
  });

  it('moves by a sixteenth with the arrows, and by half an inch with Shift', () => {
    expect(press('ArrowLeft')).toEqual({ type: 'move', dx: -SMALL_STEP, dy: 0 });
    expect(press('ArrowRight')).toEqual({ type: 'move', dx: SMALL_STEP, dy: 0 });
    expect(press('ArrowUp')).toEqual({ type: 'move', dx: 0, dy: -SMALL_STEP });
    expect(press('ArrowDown', { shift: true })).toEqual({ type: 'move', dx: 0, dy: LARGE_STEP });
    expect(SMALL_STEP).toBe(1 / 16);
    expect(LARGE_STEP).toBe(1 / 2);
  });

  it('scales up with + or =, down with - or _', () => {
    expect(press('+')).toEqual({ type: 'scale', factor: SCALE_STEP });
    expect(press('=')).toEqual({ type: 'scale', factor: SCALE_STEP });
    expect(press('-')).toEqual({ type: 'scale', factor: 1 / SCALE_STEP });
    expect(press('_')).toEqual({ type: 'scale', factor: 1 / SCALE_STEP });
  });

  it('removes with Delete or Backspace, and ignores other keys', () => {
    expect(press('Delete')).toEqual({ type: 'remove' });
    expect(press('Backspace')).toEqual({ type: 'remove' });
    expect(press('a')).toBeNull();
    expect(press('Enter')).toBeNull();
  });
});
