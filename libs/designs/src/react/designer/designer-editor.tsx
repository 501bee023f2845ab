// The template designer's editor, loaded lazily by TemplateDesignerPage (never in a first
// load). The Konva canvas and the 3D preview are further lazy chunks inside it.
import { Button, Select } from '@storefront/ui-kit';
import { nanoid } from 'nanoid';
import type { KeyboardEvent } from 'react';
import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
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
import { PreflightReport } from '../preflight-report';
import { SaveDesignForm } from '../save-design-form';
import { UploadArtworkButton } from '../upload-artwork-button';
import { useDesignsFormat } from '../use-designs-format';
import type { DesignCanvasHandle } from './design-canvas';
import { ObjectActions, ObjectList, TextControls, useObjectName } from './object-panel';

const DesignCanvas = lazy(() => import('./design-canvas'));
const BoxPreview3d = lazy(() => import('./box-preview-3d'));

/** Colour of unprinted board in the canvas and the 3D preview. */
const BOARD_COLOUR = '#d9c3a0';
const SMALL_STEP = 1 / 16;
const LARGE_STEP = 1 / 2;
const SCALE_STEP = 1.1;

/** Whether this browser can draw on a 2D canvas (jsdom and some locked-down browsers cannot). */
function canvasSupported(): boolean {
  try {
    return Boolean(document.createElement('canvas').getContext('2d'));
  } catch {
    return false;
  }
}

/** What the editing keys need of a keyboard event (React's or the DOM's). */
type EditingKeyEvent = Pick<
  KeyboardEvent,
  'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'preventDefault'
>;

function useContainerWidth(fallback: number) {
  const element = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const node = element.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { element, width };
}

/** The catalogue selection of a document: its size as `L x W x D`. */
function selectionOf(document: EditorDocument): Record<string, string> {
  const value = (inches: number) => String(Math.round(inches * 1000) / 1000);
  const { length, width, depth } = document.size;
  return { Size: `${value(length)} x ${value(width)} x ${value(depth)}` };
}

export interface DesignerEditorProps {
  initialDocument: EditorDocument;
  /** The saved design being edited, or null for a new one. */
  design: Design | null;
  /** A file uploaded before the editor opened: placed on the first panel at start. */
  initialUpload?: UploadedArtwork;
  productKey: string;
  onSaved?: (design: Design) => void;
  onContinue?: (design: Design) => void;
  /** Level of the editor's section headings. */
  headingLevel: 2 | 3;
}

/**
 * The editor: the faces and panels of the dieline on a Konva canvas, an accessible list of
 * the placed objects with keyboard and button controls, text and background tools, uploads,
 * undo/redo, the print check, saving and the 3D preview.
 */
export default function DesignerEditor({
  initialDocument,
  design,
  initialUpload,
  productKey,
  onSaved,
  onContinue,
  headingLevel,
}: DesignerEditorProps) {
  const { t, number, panelName, styleName, errorMessage } = useDesignsFormat();
  const client = useDesignsClient();
  const createDesign = useCreateDesign();
  const updateDesign = useUpdateDesign();
  const objectName = useObjectName();
  const id = useId();
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
  const [show3d, setShow3d] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  /** How the last upload was placed (its size and the resolution it prints at). */
  const [placedNote, setPlacedNote] = useState('');
  const [saved, setSaved] = useState<Design | null>(design);
  const [savedDocument, setSavedDocument] = useState<EditorDocument | null>(
    design ? initialDocument : null,
  );
  const [canDraw] = useState(canvasSupported);
  const canvas = useRef<DesignCanvasHandle>(null);
  const { element: canvasBox, width: canvasWidth } = useContainerWidth(720);

  const root = useRef<HTMLDivElement>(null);
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

  const showObject = (objectId: string) => {
    const object = document.objects.find((candidate) => candidate.id === objectId);
    const panel = object && dieline.panels.find((candidate) => candidate.id === object.panelId);
    if (!object || !panel) return;
    setFace(panel.face);
    setActivePanelId(panel.id);
    setSelectedId(object.id);
    requestAnimationFrame(() => {
      window.document.querySelector<HTMLElement>(`[data-object-id="${object.id}"]`)?.focus();
    });
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
  const undo = () => {
    dispatchHistory({ type: 'undo' });
    setAnnouncement(t('designer.announce.undone'));
  };
  const redo = () => {
    dispatchHistory({ type: 'redo' });
    setAnnouncement(t('designer.announce.redone'));
  };

  const editingKeys = (event: EditingKeyEvent, objectId: string | null) => {
    const object = document.objects.find((candidate) => candidate.id === objectId);
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      if (event.shiftKey) redo();
      else undo();
      return;
    }
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'y') {
      event.preventDefault();
      redo();
      return;
    }
    if (!object) return;
    const step = event.shiftKey ? LARGE_STEP : SMALL_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const delta = moves[event.key];
    if (delta) {
      event.preventDefault();
      move(object, delta[0], delta[1]);
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      scale(object, SCALE_STEP);
    } else if (event.key === '-' || event.key === '_') {
      event.preventDefault();
      scale(object, 1 / SCALE_STEP);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      remove(object);
    }
  };

  // Ctrl/Cmd+Z and +Y anywhere in the editor, except while typing in a field (the field's own
  // undo) or on an object's button (which handles them itself).
  const historyKeys = useRef(editingKeys);
  useEffect(() => {
    historyKeys.current = editingKeys;
  });
  useEffect(() => {
    const node = root.current;
    if (!node) return;
    const listener = (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (target.closest('input, textarea, [data-object-id]')) return;
      if ((event.ctrlKey || event.metaKey) && ['z', 'y'].includes(event.key.toLowerCase())) {
        historyKeys.current(event, null);
      }
    };
    node.addEventListener('keydown', listener);
    return () => node.removeEventListener('keydown', listener);
  }, []);

  /** An object picked on the canvas: its button in the list takes the keyboard from there. */
  const selectFromCanvas = (objectId: string | null) => {
    setSelectedId(objectId);
    if (!objectId) return;
    requestAnimationFrame(() => {
      window.document.querySelector<HTMLElement>(`[data-object-id="${objectId}"]`)?.focus();
    });
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

  const save = async (name: string) => {
    let previewAssetId: string | undefined;
    if (face === 'outside' && canvas.current) {
      const blob = await canvas.current.toPngBlob();
      if (blob) {
        try {
          const preview = await uploadArtwork(client, {
            name: 'design-preview.png',
            type: 'image/png',
            size: blob.size,
            arrayBuffer: () => blob.arrayBuffer(),
          });
          previewAssetId = preview.id;
        } catch {
          // A design saves without a fresh preview rather than not at all.
        }
      }
    }
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

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const faceLabel = t(`faces.${face}`);
  const background = activeFrame ? document.backgrounds[activeFrame.panelId] : undefined;

  return (
    <div ref={root} className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end gap-4">
        <Select
          label={t('designer.face')}
          options={(['outside', 'inside'] as const).map((value) => ({
            value,
            label: t(`faces.${value}`),
          }))}
          value={face}
          onChange={(value) => chooseFace(value === 'inside' ? 'inside' : 'outside')}
          className="w-44"
        />
        <Select
          label={t('designer.panel')}
          options={view.panels.map(({ frame }) => ({
            value: frame.panelId,
            label: panelName(document.style, { id: frame.panelId, name: frame.name }),
          }))}
          value={activeFrame?.panelId ?? null}
          onChange={(panelId) => {
            setActivePanelId(panelId);
            setSelectedId(null);
          }}
          className="w-72"
        />
        <div role="group" aria-label={t('designer.history')} className="flex gap-2">
          <Button variant="secondary" disabled={!canUndo(history)} onClick={undo}>
            {t('designer.undo')}
          </Button>
          <Button variant="secondary" disabled={!canRedo(history)} onClick={redo}>
            {t('designer.redo')}
          </Button>
        </div>
        <label className="text-ink flex min-h-10 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={showGuides}
            onChange={(event) => setShowGuides(event.currentTarget.checked)}
            className="accent-brand-primary size-4"
          />
          {t('designer.guides')}
        </label>
      </div>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-2">
          <div
            ref={canvasBox}
            role="group"
            aria-label={t('designer.canvasLabel', {
              face: faceLabel,
              style: styleName(document.style),
            })}
            aria-describedby={`${id}-canvas-description ${id}-help`}
            className="border-border bg-surface rounded-brand min-h-40 w-full overflow-hidden border"
          >
            {canDraw ? (
              <Suspense fallback={<p className="text-ink-muted p-4">{t('designer.loading')}</p>}>
                <div aria-hidden="true">
                  <DesignCanvas
                    ref={canvas}
                    view={view}
                    document={document}
                    activePanelId={activeFrame?.panelId ?? ''}
                    turn={turn}
                    exportTurn={previewTurn}
                    selectedId={selected?.id ?? null}
                    showGuides={showGuides}
                    boardColour={BOARD_COLOUR}
                    width={canvasWidth}
                    onSelectPanel={setActivePanelId}
                    onSelectObject={selectFromCanvas}
                    onChangeObject={(objectId, changes) =>
                      apply({ type: 'update', id: objectId, changes })
                    }
                  />
                </div>
              </Suspense>
            ) : (
              <p className="text-ink-muted p-4">{t('designer.canvasUnavailable')}</p>
            )}
          </div>
          <p id={`${id}-canvas-description`} className="text-ink-muted text-sm">
            {t('designer.canvasDescription', {
              panel: activeName,
              count: document.objects.filter((object) => frames.has(object.panelId)).length,
            })}
          </p>
          <p role="status" className="sr-only">
            {announcement}
          </p>
        </div>

        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <UploadArtworkButton onUploaded={addUpload} />
            <p role="status" className="text-ink text-sm empty:hidden">
              {placedNote}
            </p>
            <Button variant="secondary" className="self-start" onClick={addText}>
              {t('designer.addText')}
            </Button>
          </div>

          {activeFrame ? (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-background`} className="text-ink text-sm font-semibold">
                {t('designer.background')}
              </label>
              <div className="flex items-center gap-2">
                <input
                  id={`${id}-background`}
                  type="color"
                  value={background ?? '#ffffff'}
                  aria-describedby={`${id}-background-hint`}
                  onChange={(event) => {
                    apply(
                      {
                        type: 'setBackground',
                        panelId: activeFrame.panelId,
                        colour: event.currentTarget.value,
                      },
                      `background:${activeFrame.panelId}`,
                    );
                    setAnnouncement(t('designer.announce.background', { panel: activeName }));
                  }}
                  className="rounded-brand border-ink-muted h-10 w-16 border"
                />
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={!background}
                  onClick={() =>
                    apply({ type: 'setBackground', panelId: activeFrame.panelId, colour: null })
                  }
                >
                  {t('designer.noBackground')}
                </Button>
              </div>
              <p id={`${id}-background-hint`} className="text-ink-muted text-sm">
                {t('designer.backgroundHint', { panel: activeName })}
              </p>
            </div>
          ) : null}

          <ObjectList
            objects={panelObjects}
            panelName={activeName}
            selectedId={selected?.id ?? null}
            onSelect={setSelectedId}
            onKeyDown={editingKeys}
            helpId={`${id}-help`}
            headingLevel={headingLevel}
          />

          {selected ? (
            <ObjectActions
              object={selected}
              onMove={(dx, dy) => move(selected, dx, dy)}
              onScale={(factor) => scale(selected, factor)}
              onReorder={(direction) => apply({ type: 'reorder', id: selected.id, direction })}
              onFill={() => {
                const frame = frames.get(selected.panelId);
                if (frame) update(selected, fillPanelRect(frame, selected));
              }}
              onRemove={() => remove(selected)}
            />
          ) : null}
          {selected?.type === 'text' ? (
            <TextControls
              object={selected}
              onChange={(changes) => update(selected, changes, `text:${selected.id}`)}
            />
          ) : null}
        </div>
      </div>

      <section aria-labelledby={`${id}-preview`} className="flex flex-col gap-3">
        <Heading id={`${id}-preview`} className="sr-only">
          {t('designer.preview3d.open')}
        </Heading>
        <Button
          variant="secondary"
          className="self-start"
          aria-expanded={show3d}
          onClick={() => setShow3d((open) => !open)}
        >
          {show3d ? t('designer.preview3d.close') : t('designer.preview3d.open')}
        </Button>
        {show3d ? (
          <Suspense fallback={<p className="text-ink-muted">{t('designer.preview3d.loading')}</p>}>
            <BoxPreview3d
              dieline={dieline}
              document={document}
              boardColour={BOARD_COLOUR}
              label={t('designer.preview3d.label', { style: styleName(document.style) })}
              description={t('designer.preview3d.description')}
              unavailable={t('designer.preview3d.unavailable')}
              turnLeft={t('designer.preview3d.turnLeft')}
              turnRight={t('designer.preview3d.turnRight')}
            />
          </Suspense>
        ) : null}
      </section>

      <PreflightReport
        report={report}
        style={document.style}
        onShowObject={showObject}
        headingLevel={headingLevel}
        action={
          onContinue
            ? {
                label: t('designer.continue'),
                disabled: !saved || unsaved,
                onClick: () => saved && onContinue(saved),
              }
            : undefined
        }
      />
      {onContinue && (!saved || unsaved) ? (
        <p className="text-ink-muted text-sm">{t('designer.saveFirst')}</p>
      ) : null}

      <section aria-labelledby={`${id}-save`} className="flex max-w-md flex-col gap-3">
        <Heading id={`${id}-save`} className="text-ink text-lg font-semibold">
          {t('saveDesign.title')}
        </Heading>
        <p role="status" className="text-ink-muted text-sm">
          {saved && !unsaved
            ? t('designer.savedAt')
            : unsaved && saved
              ? t('designer.unsaved')
              : ''}
        </p>
        <SaveDesignForm defaultName={saved?.name ?? ''} onSave={save} />
      </section>
    </div>
  );
}
