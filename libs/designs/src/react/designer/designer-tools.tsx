// The editor's side panel: uploads and text, the background, the object list and the
// controls of the selected object.
import { Button } from '@storefront/ui-kit';
import { UploadArtworkButton } from '../upload-artwork-button';
import { useDesignsFormat } from '../use-designs-format';
import { BackgroundControl } from './background-control';
import { ObjectActions, ObjectList, TextControls } from './object-panel';
import type { DesignerEditorState } from './use-designer-editor';

/** Upload, add text, background, the objects of the panel and the selected object's tools. */
export function DesignerTools({
  editor,
  id,
  headingLevel,
}: {
  editor: DesignerEditorState;
  id: string;
  headingLevel: 2 | 3;
}) {
  const { t } = useDesignsFormat();
  const { selected } = editor;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <UploadArtworkButton onUploaded={editor.addUpload} />
        <p role="status" className="text-ink text-sm empty:hidden">
          {editor.placedNote}
        </p>
        <Button variant="secondary" className="self-start" onClick={editor.addText}>
          {t('designer.addText')}
        </Button>
      </div>

      {editor.activeFrame ? <BackgroundControl editor={editor} id={id} /> : null}

      <ObjectList
        objects={editor.panelObjects}
        panelName={editor.activeName}
        selectedId={selected?.id ?? null}
        onSelect={editor.select}
        onKeyDown={editor.editingKeys}
        helpId={`${id}-help`}
        headingLevel={headingLevel}
      />

      {selected ? (
        <ObjectActions
          object={selected}
          onMove={(dx, dy) => editor.move(selected, dx, dy)}
          onScale={(factor) => editor.scale(selected, factor)}
          onReorder={(direction) => editor.reorder(selected, direction)}
          onFill={() => editor.fill(selected)}
          onRemove={() => editor.remove(selected)}
        />
      ) : null}
      {selected?.type === 'text' ? (
        <TextControls
          object={selected}
          onChange={(changes) => editor.update(selected, changes, `text:${selected.id}`)}
        />
      ) : null}
    </div>
  );
}
