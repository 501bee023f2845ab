// The template designer's editor, loaded lazily by TemplateDesignerView (never in a first
// load). The Konva canvas and the 3D preview are further lazy chunks inside it. The logic
// lives in useDesignerEditor; this file only lays out its views.
import { useId, useRef } from 'react';
import type { Design } from '../../lib/api/design';
import type { DesignCanvasHandle } from './design-canvas';
import { DesignerCanvasArea } from './designer-canvas-area';
import { DesignerSaveSection } from './designer-save-section';
import { DesignerToolbar } from './designer-toolbar';
import { DesignerTools } from './designer-tools';
import { Preview3dSection } from './preview-3d-section';
import { useDesignerEditor, type DesignerEditorOptions } from './use-designer-editor';
import { useEditorHistoryKeys } from './use-editor-history-keys';

export interface DesignerEditorProps extends Omit<DesignerEditorOptions, 'canvas'> {
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
  onContinue,
  headingLevel,
  ...options
}: DesignerEditorProps) {
  const id = useId();
  const canvas = useRef<DesignCanvasHandle>(null);
  const editor = useDesignerEditor({ ...options, canvas });
  const root = useEditorHistoryKeys(editor.editingKeys);

  return (
    <div ref={root} className="flex flex-col gap-6">
      <DesignerToolbar editor={editor} />

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <DesignerCanvasArea editor={editor} canvas={canvas} id={id} />
        <DesignerTools editor={editor} id={id} headingLevel={headingLevel} />
      </div>

      <Preview3dSection
        dieline={editor.dieline}
        document={editor.document}
        id={id}
        headingLevel={headingLevel}
      />

      <DesignerSaveSection
        editor={editor}
        id={id}
        headingLevel={headingLevel}
        onContinue={onContinue}
      />
    </div>
  );
}
