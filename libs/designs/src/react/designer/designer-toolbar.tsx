// The editor's toolbar: the face and panel pickers, undo/redo and the guides switch.
import { Button, Select } from '@storefront/ui-kit';
import { useDesignsFormat } from '../use-designs-format';
import type { DesignerEditorState } from './use-designer-editor';

/** Face and panel pickers, the history buttons and the guides checkbox. */
export function DesignerToolbar({ editor }: { editor: DesignerEditorState }) {
  const { t, panelName } = useDesignsFormat();
  const { document, view, face, activeFrame } = editor;
  return (
    <div className="flex flex-wrap items-end gap-4">
      <Select
        label={t('designer.face')}
        options={(['outside', 'inside'] as const).map((value) => ({
          value,
          label: t(`faces.${value}`),
        }))}
        value={face}
        onChange={(value) => editor.chooseFace(value === 'inside' ? 'inside' : 'outside')}
        className="w-44"
      />
      <Select
        label={t('designer.panel')}
        options={view.panels.map(({ frame }) => ({
          value: frame.panelId,
          label: panelName(document.style, { id: frame.panelId, name: frame.name }),
        }))}
        value={activeFrame?.panelId ?? null}
        onChange={(panelId) => editor.choosePanel(panelId)}
        className="w-72"
      />
      <div role="group" aria-label={t('designer.history')} className="flex gap-2">
        <Button variant="secondary" disabled={!editor.canUndo} onClick={editor.undo}>
          {t('designer.undo')}
        </Button>
        <Button variant="secondary" disabled={!editor.canRedo} onClick={editor.redo}>
          {t('designer.redo')}
        </Button>
      </div>
      <label className="text-ink flex min-h-10 items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={editor.showGuides}
          onChange={(event) => editor.setShowGuides(event.currentTarget.checked)}
          className="accent-brand-primary size-4"
        />
        {t('designer.guides')}
      </label>
    </div>
  );
}
