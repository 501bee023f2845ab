// The background colour of the panel being edited.
import { Button } from '@storefront/ui-kit';
import { useDesignsFormat } from '../use-designs-format';
import type { DesignerEditorState } from './use-designer-editor';

/** A colour input for the active panel's background, with a button to take it off. */
export function BackgroundControl({ editor, id }: { editor: DesignerEditorState; id: string }) {
  const { t } = useDesignsFormat();
  const { background, activeName } = editor;
  return (
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
          onChange={(event) => editor.setBackground(event.currentTarget.value)}
          className="rounded-brand border-ink-muted h-10 w-16 border"
        />
        <Button size="sm" variant="ghost" disabled={!background} onClick={editor.clearBackground}>
          {t('designer.noBackground')}
        </Button>
      </div>
      <p id={`${id}-background-hint`} className="text-ink-muted text-sm">
        {t('designer.backgroundHint', { panel: activeName })}
      </p>
    </div>
  );
}
