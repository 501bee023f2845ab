// Ctrl/Cmd+Z and +Y anywhere in the editor, except while typing in a field (the field's own
// undo) or on an object's button (which handles them itself).
import { useEffect, useRef } from 'react';
import type { EditingKeyEvent } from './editing-keys';

/**
 * Listens for the history keys inside the element the returned ref is put on, and hands them
 * to the latest `onKeys` (with no object).
 *
 * @example
 * const root = useEditorHistoryKeys(editingKeys);
 * return <div ref={root}>…</div>;
 */
export function useEditorHistoryKeys(
  onKeys: (event: EditingKeyEvent, objectId: string | null) => void,
) {
  const root = useRef<HTMLDivElement>(null);
  const latest = useRef(onKeys);
  useEffect(() => {
    latest.current = onKeys;
  });
  useEffect(() => {
    const node = root.current;
    if (!node) return;
    const listener = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (target.closest('input, textarea, [data-object-id]')) return;
      if ((event.ctrlKey || event.metaKey) && ['z', 'y'].includes(event.key.toLowerCase())) {
        latest.current(event, null);
      }
    };
    node.addEventListener('keydown', listener);
    return () => node.removeEventListener('keydown', listener);
  }, []);
  return root;
}
