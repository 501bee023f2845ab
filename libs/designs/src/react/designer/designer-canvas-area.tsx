// The canvas of the editor (a lazy Konva chunk), its description and the announcements.
import { Suspense, lazy, useState } from 'react';
import type { RefObject } from 'react';
import { useDesignsFormat } from '../use-designs-format';
import { BOARD_COLOUR } from './board';
import type { DesignCanvasHandle } from './design-canvas';
import type { DesignerEditorState } from './use-designer-editor';
import { useContainerWidth } from './use-container-width';

const DesignCanvas = lazy(() => import('./design-canvas'));

/** Whether this browser can draw on a 2D canvas (jsdom and some locked-down browsers cannot). */
function canvasSupported(): boolean {
  try {
    return Boolean(document.createElement('canvas').getContext('2d'));
  } catch {
    return false;
  }
}

/**
 * The labelled canvas group (hidden from assistive technology inside: the object list is the
 * accessible way in), the count of objects on the face and the live announcements.
 */
export function DesignerCanvasArea({
  editor,
  canvas,
  id,
}: {
  editor: DesignerEditorState;
  /** Receives the drawn canvas (saving takes its preview from it). */
  canvas: RefObject<DesignCanvasHandle | null>;
  /** The editor's id prefix (the canvas description and the keyboard help). */
  id: string;
}) {
  const { t, styleName } = useDesignsFormat();
  const [canDraw] = useState(canvasSupported);
  const { element: canvasBox, width: canvasWidth } = useContainerWidth(720);
  const { document, frames, activeFrame } = editor;
  return (
    <div className="flex flex-col gap-2">
      <div
        ref={canvasBox}
        role="group"
        aria-label={t('designer.canvasLabel', {
          face: t(`faces.${editor.face}`),
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
                view={editor.view}
                document={document}
                activePanelId={activeFrame?.panelId ?? ''}
                turn={editor.turn}
                exportTurn={editor.previewTurn}
                selectedId={editor.selected?.id ?? null}
                showGuides={editor.showGuides}
                boardColour={BOARD_COLOUR}
                width={canvasWidth}
                onSelectPanel={editor.selectPanel}
                onSelectObject={editor.selectFromCanvas}
                onChangeObject={editor.changeObject}
              />
            </div>
          </Suspense>
        ) : (
          <p className="text-ink-muted p-4">{t('designer.canvasUnavailable')}</p>
        )}
      </div>
      <p id={`${id}-canvas-description`} className="text-ink-muted text-sm">
        {t('designer.canvasDescription', {
          panel: editor.activeName,
          count: document.objects.filter((object) => frames.has(object.panelId)).length,
        })}
      </p>
      <p role="status" className="sr-only">
        {editor.announcement}
      </p>
    </div>
  );
}
