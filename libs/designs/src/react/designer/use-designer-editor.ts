// The designer editor's logic: the document and its history, the face, panel and selection,
// the announcements, placing text and uploads, the editing keys and saving. The views in
// this folder only draw what it returns.
import { nanoid } from 'nanoid';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { Design } from '../../lib/api/design';
import { uploadArtwork } from '../../lib/api/upload-artwork';
import type { UploadedArtwork } from '../../lib/api/upload-artwork';
import { generateDieline } from '../../lib/dielines/box-style-dielines';
import type { DielineFace } from '../../lib/dielines/dieline-model';
import type { EditorDocument, EditorObject } from '../../lib/editor/editor-document';
import {
  canRedo,
  canUndo,
  createEditorHistory,
  editorHistoryReducer,
} from '../../lib/editor/editor-history';
import type { EditorAction, EditorObjectChanges } from '../../lib/editor/editor-reducer';
import { faceView } from '../../lib/editor/face-view';
import { fillPanelRect, placeImage, placeText } from '../../lib/editor/placement';
import { screenToFrameDelta, viewTurnFor } from '../../lib/editor/view-transform';
import { effectiveDpi, preflightDocument } from '../../lib/preflight/preflight';
import { useCreateDesign, useUpdateDesign } from '../design-queries';
import { useDesignsClient } from '../designs-client-provider';
import { useDesignsFormat } from '../use-designs-format';
import type { DesignCanvasHandle } from './design-canvas';
import { editingCommand, type EditingKeyEvent } from './editing-keys';
import { useObjectName } from './object-panel';

/** The catalogue selection of a document: its size as `L x W x D`. */
function selectionOf(document: EditorDocument): Record<string, string> {
  const value = (inches: number) => String(Math.round(inches * 1000) / 1000);
  const { length, width, depth } = document.size;
  return { Size: `${value(length)} x ${value(width)} x ${value(depth)}` };
}

export interface DesignerEditorOptions {
  initialDocument: EditorDocument;
  /** The saved design being edited, or null for a new one. */
  design: Design | null;
  /** A file uploaded before the editor opened: placed on the first panel at start. */
  initialUpload?: UploadedArtwork;
  productKey: string;
  onSaved?: (design: Design) => void;
  /** The drawn canvas, if any: saving the outside uploads a PNG preview of it. */
  canvas?: RefObject<DesignCanvasHandle | null>;
}

/** Focuses an object's button in the list once the list has drawn it. */
function focusObjectButton(objectId: string) {
  requestAnimationFrame(() => {
    window.document.querySelector<HTMLElement>(`[data-object-id="${objectId}"]`)?.focus();
  });
}

/**
 * The state and commands of the template designer's editor.
 *
 * @example
 * const canvas = useRef<DesignCanvasHandle>(null);
 * const editor = useDesignerEditor({ initialDocument, design: null, productKey, canvas });
 * editor.addText();
 */
export function useDesignerEditor({
  initialDocument,
  design,
  initialUpload,
  productKey,
  onSaved,
  canvas,
}: DesignerEditorOptions) {
  const { t, number, panelName, errorMessage } = useDesignsFormat();
  const client = useDesignsClient();
  const createDesign = useCreateDesign();
  const updateDesign = useUpdateDesign();
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
  const [face, setFace] = useState<DielineFace>('outside');
  const view = useMemo(() => faceView(dieline, face), [dieline, face]);
  const [activePanelId, setActivePanelId] = useState(
    () =>
      dieline.panels.find((panel) => panel.face === 'outside' && panel.kind === 'panel')?.id ?? '',
  );
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [showGuides, setShowGuides] = useState(true);
  const [announcement, setAnnouncement] = useState('');
  /** How the last upload was placed (its size and the resolution it prints at). */
  const [placedNote, setPlacedNote] = useState('');
  const [saved, setSaved] = useState<Design | null>(design);
  const [savedDocument, setSavedDocument] = useState<EditorDocument | null>(
    design ? initialDocument : null,
  );

  const report = useMemo(() => preflightDocument(document, dieline), [document, dieline]);
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
  const activeName = activeFrame
    ? panelName(document.style, { id: activeFrame.panelId, name: activeFrame.name })
    : '';
  const selected = document.objects.find((object) => object.id === selectedId) ?? null;
  const panelObjects = document.objects.filter((object) => object.panelId === activeFrame?.panelId);
  const unsaved = savedDocument !== document;
  const background = activeFrame ? document.backgrounds[activeFrame.panelId] : undefined;

  const apply = useCallback(
    (action: EditorAction, mergeKey?: string) =>
      dispatchHistory({ type: 'apply', action, ...(mergeKey ? { mergeKey } : {}) }),
    [],
  );

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
    const object = placeImage(
      activeFrame,
      {
        assetId: upload.id,
        src:
          upload.contentType === 'application/pdf' ? upload.links.preview : upload.links.original,
        filename: upload.filename,
        contentType: upload.contentType,
        pixelWidth: upload.width,
        pixelHeight: upload.height,
        dpi: upload.info.dpi,
        colorSpace: upload.info.colorSpace,
        aspectRatio: upload.info.aspectRatio,
      },
      nanoid(10),
    );
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

  /** A fresh PNG preview of the outside, or undefined (a design saves without one). */
  const uploadPreview = async (): Promise<string | undefined> => {
    const drawn = canvas?.current;
    if (face !== 'outside' || !drawn) return undefined;
    const blob = await drawn.toPngBlob();
    if (!blob) return undefined;
    try {
      const preview = await uploadArtwork(client, {
        name: 'design-preview.png',
        type: 'image/png',
        size: blob.size,
        arrayBuffer: () => blob.arrayBuffer(),
      });
      return preview.id;
    } catch {
      // A design saves without a fresh preview rather than not at all.
      return undefined;
    }
  };

  const save = async (name: string) => {
    const previewAssetId = await uploadPreview();
    try {
      const result = saved
        ? await updateDesign.mutateAsync({
            id: saved.id,
            changes: {
              version: saved.version,
              name,
              document,
              selection: { ...saved.selection, ...selectionOf(document) },
              ...(previewAssetId ? { previewAssetId } : {}),
            },
          })
        : await createDesign.mutateAsync({
            name,
            productKey,
            selection: selectionOf(document),
            document,
            ...(previewAssetId ? { previewAssetId } : {}),
          });
      setSaved(result);
      setSavedDocument(document);
      onSaved?.(result);
    } catch (error) {
      throw new Error(errorMessage(error), { cause: error });
    }
  };

  return {
    document,
    dieline,
    view,
    report,
    face,
    frames,
    activeFrame,
    activeName,
    turn,
    previewTurn,
    selected,
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
    chooseFace,
    choosePanel,
    selectPanel: setActivePanelId,
    select: setSelectedId,
    selectFromCanvas,
    showObject,
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
