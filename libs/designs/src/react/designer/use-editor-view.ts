// Where the shopper is in the editor: the face on show, the panel being edited (and how the
// view turns for it) and the selected object.
import { useMemo, useState } from 'react';
import type { Dieline, DielineFace } from '../../lib/dielines/dieline-model';
import type { EditorDocument } from '../../lib/editor/editor-document';
import { faceView } from '../../lib/editor/face-view';
import { viewTurnFor } from '../../lib/editor/view-transform';

/** Focuses an object's button in the list once the list has drawn it. */
function focusObjectButton(objectId: string) {
  requestAnimationFrame(() => {
    window.document.querySelector<HTMLElement>(`[data-object-id="${objectId}"]`)?.focus();
  });
}

/**
 * The face, panel and selection of the editor, with the commands that change them.
 *
 * @example
 * const { activeFrame, chooseFace } = useEditorView(document, dieline);
 * chooseFace('inside');
 */
export function useEditorView(document: EditorDocument, dieline: Dieline) {
  const [face, setFace] = useState<DielineFace>('outside');
  const view = useMemo(() => faceView(dieline, face), [dieline, face]);
  const [activePanelId, setActivePanelId] = useState(
    () =>
      dieline.panels.find((panel) => panel.face === 'outside' && panel.kind === 'panel')?.id ?? '',
  );
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const frames = useMemo(
    () => new Map(view.panels.map((panel) => [panel.frame.panelId, panel.frame])),
    [view],
  );
  const activeFrame = frames.get(activePanelId) ?? view.panels[0]?.frame;
  // The view turns so the panel being edited reads the right way up (a lid lying upside
  // down on the flat blank is shown turned 180°, never mirrored).
  const turn = viewTurnFor(activeFrame);
  // The saved preview shows the outside turned for its first panel (a mailer's lid reads).
  const previewTurn = viewTurnFor(
    view.panels.find(({ frame }) => frame.kind === 'panel')?.frame ?? activeFrame,
  );
  const selected = document.objects.find((object) => object.id === selectedId) ?? null;

  const chooseFace = (next: DielineFace) => {
    setFace(next);
    const first = dieline.panels.find((panel) => panel.face === next && panel.kind === 'panel');
    setActivePanelId(first?.id ?? '');
    setSelectedId(null);
  };
  const choosePanel = (panelId: string) => {
    setActivePanelId(panelId);
    setSelectedId(null);
  };

  const showObject = (objectId: string) => {
    const object = document.objects.find((candidate) => candidate.id === objectId);
    const panel = object && dieline.panels.find((candidate) => candidate.id === object.panelId);
    if (!object || !panel) return;
    setFace(panel.face);
    setActivePanelId(panel.id);
    setSelectedId(object.id);
    focusObjectButton(object.id);
  };

  /** An object picked on the canvas: its button in the list takes the keyboard from there. */
  const selectFromCanvas = (objectId: string | null) => {
    setSelectedId(objectId);
    if (objectId) focusObjectButton(objectId);
  };

  return {
    face,
    view,
    frames,
    activeFrame,
    turn,
    previewTurn,
    selected,
    setSelectedId,
    chooseFace,
    choosePanel,
    selectPanel: setActivePanelId,
    showObject,
    selectFromCanvas,
  };
}
