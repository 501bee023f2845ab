// The designer editor's logic: the document and its history, the announcements, placing text
// and uploads, the editing commands and keys; the face, panel and selection come from
// useEditorView and saving from useSaveDesign. The views in this folder only draw what it
// returns.
import { nanoid } from 'nanoid';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { UploadedArtwork } from '../../lib/api/upload-artwork';
import { generateDieline } from '../../lib/dielines/box-style-dielines';
import type { EditorObject } from '../../lib/editor/editor-document';
import {
  canRedo,
  canUndo,
  createEditorHistory,
  editorHistoryReducer,
} from '../../lib/editor/editor-history';
import type { EditorAction, EditorObjectChanges } from '../../lib/editor/editor-reducer';
import { fillPanelRect, placeImage, placeText } from '../../lib/editor/placement';
import { screenToFrameDelta } from '../../lib/editor/view-transform';
import { effectiveDpi, preflightDocument } from '../../lib/preflight/preflight';
import { useDesignsFormat } from '../use-designs-format';
import { editingCommand, type EditingKeyEvent } from './editing-keys';
import { useObjectName } from './object-panel';
import { placeableUpload } from './placeable-upload';
import { useEditorView } from './use-editor-view';
import { useSaveDesign, type SaveDesignOptions } from './use-save-design';

/** The options of {@link useSaveDesign} the editor is opened with, and a file to place. */
export interface DesignerEditorOptions extends Omit<SaveDesignOptions, 'document' | 'face'> {
  /** A file uploaded before the editor opened: placed on the first panel at start. */
  initialUpload?: UploadedArtwork;
}

/**
 * The state and commands of the template designer's editor.
 *
 * @example
 * const canvas = useRef<DesignCanvasHandle>(null);
 * const editor = useDesignerEditor({ initialDocument, design: null, productKey, canvas });
 * editor.addText();
 */
export function useDesignerEditor({ initialUpload, ...saving }: DesignerEditorOptions) {
  const { initialDocument } = saving;
  const { t, number, panelName } = useDesignsFormat();
  const objectName = useObjectName();
  const [history, dispatchHistory] = useReducer(
    editorHistoryReducer,
    initialDocument,
    createEditorHistory,
  );
  const document = history.present;
  const dieline = useMemo(
    () => generateDieline(document.style, document.size),
    [document.style, document.size],
  );
  const [showGuides, setShowGuides] = useState(true);
  const [announcement, setAnnouncement] = useState('');
  /** How the last upload was placed (its size and the resolution it prints at). */
  const [placedNote, setPlacedNote] = useState('');

  const report = useMemo(() => preflightDocument(document, dieline), [document, dieline]);
  const view = useEditorView(document, dieline);
  const { face, frames, activeFrame, turn, setSelectedId } = view;
  const activeName = activeFrame
    ? panelName(document.style, { id: activeFrame.panelId, name: activeFrame.name })
    : '';
  const panelObjects = document.objects.filter((object) => object.panelId === activeFrame?.panelId);
  const background = activeFrame ? document.backgrounds[activeFrame.panelId] : undefined;

  const apply = useCallback(
    (action: EditorAction, mergeKey?: string) =>
      dispatchHistory({ type: 'apply', action, ...(mergeKey ? { mergeKey } : {}) }),
    [],
  );

  const move = (object: EditorObject, dx: number, dy: number) => {
    const frame = frames.get(object.panelId);
    const delta = frame ? screenToFrameDelta(dx, dy, frame, turn) : { dx, dy };
    apply({ type: 'move', id: object.id, ...delta }, `move:${object.id}`);
    setAnnouncement(t('designer.announce.moved', { name: objectName(object) }));
  };
  const scale = (object: EditorObject, factor: number) => {
    apply({ type: 'scale', id: object.id, factor }, `scale:${object.id}`);
    setAnnouncement(t('designer.announce.scaled', { name: objectName(object) }));
  };
  const remove = (object: EditorObject) => {
    apply({ type: 'remove', id: object.id });
    setSelectedId(null);
    setAnnouncement(t('designer.announce.removed', { name: objectName(object) }));
  };
  const update = (object: EditorObject, changes: EditorObjectChanges, mergeKey?: string) => {
    apply({ type: 'update', id: object.id, changes }, mergeKey);
  };
  const reorder = (object: EditorObject, direction: 'forward' | 'backward') =>
    apply({ type: 'reorder', id: object.id, direction });
  const fill = (object: EditorObject) => {
    const frame = frames.get(object.panelId);
    if (frame) update(object, fillPanelRect(frame, object));
  };
  const changeObject = (objectId: string, changes: EditorObjectChanges) =>
    apply({ type: 'update', id: objectId, changes });
  const undo = () => {
    dispatchHistory({ type: 'undo' });
    setAnnouncement(t('designer.announce.undone'));
  };
  const redo = () => {
    dispatchHistory({ type: 'redo' });
    setAnnouncement(t('designer.announce.redone'));
  };

  const setBackground = (colour: string) => {
    if (!activeFrame) return;
    apply(
      { type: 'setBackground', panelId: activeFrame.panelId, colour },
      `background:${activeFrame.panelId}`,
    );
    setAnnouncement(t('designer.announce.background', { panel: activeName }));
  };
  const clearBackground = () => {
    if (activeFrame) apply({ type: 'setBackground', panelId: activeFrame.panelId, colour: null });
  };

  const editingKeys = (event: EditingKeyEvent, objectId: string | null) => {
    const command = editingCommand(event);
    if (command?.type === 'undo' || command?.type === 'redo') {
      event.preventDefault();
      if (command.type === 'undo') undo();
      else redo();
      return;
    }
    const object = document.objects.find((candidate) => candidate.id === objectId);
    if (!command || !object) return;
    event.preventDefault();
    if (command.type === 'move') move(object, command.dx, command.dy);
    else if (command.type === 'scale') scale(object, command.factor);
    else remove(object);
  };

  const addText = () => {
    if (!activeFrame) return;
    const object = placeText(activeFrame, t('designer.newText'), nanoid(10));
    apply({ type: 'add', object });
    setSelectedId(object.id);
    setAnnouncement(t('designer.announce.added', { name: objectName(object) }));
  };

  const addUpload = (upload: UploadedArtwork) => {
    if (!activeFrame) return;
    const object = placeImage(activeFrame, placeableUpload(upload), nanoid(10));
    apply({ type: 'add', object });
    setSelectedId(object.id);
    setAnnouncement(t('designer.announce.added', { name: objectName(object) }));
    const width = `${number(object.width, 2)} ${t('common.units.in')}`;
    const dpi = effectiveDpi(object);
    setPlacedNote(
      dpi === null ? t('upload.placedVector', { width }) : t('upload.placed', { width, dpi }),
    );
  };

  // A file uploaded with the box (the upload button) goes on the first panel once.
  const placedInitial = useRef(false);
  useEffect(() => {
    if (!initialUpload || placedInitial.current) return;
    placedInitial.current = true;
    addUpload(initialUpload);
  });

  const { saved, unsaved, save } = useSaveDesign({ ...saving, document, face });

  const { setSelectedId: select, ...where } = view;
  return {
    ...where,
    select,
    document,
    dieline,
    report,
    activeName,
    panelObjects,
    background,
    showGuides,
    announcement,
    placedNote,
    saved,
    unsaved,
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    setShowGuides,
    move,
    scale,
    remove,
    reorder,
    fill,
    update,
    changeObject,
    undo,
    redo,
    setBackground,
    clearBackground,
    editingKeys,
    addText,
    addUpload,
    save,
  };
}

/** What the editor's views draw and call. */
export type DesignerEditorState = ReturnType<typeof useDesignerEditor>;
