// The end of the editor: the print check (with Continue), and saving the design.
import type { Design } from '../../lib/api/design';
import { PreflightReport } from '../preflight-report';
import { SaveDesignForm } from '../save-design-form';
import { useDesignsFormat } from '../use-designs-format';
import type { DesignerEditorState } from './use-designer-editor';

/** The preflight report, the "save first" hint, the save state and the save form. */
export function DesignerSaveSection({
  editor,
  id,
  headingLevel,
  onContinue,
}: {
  editor: DesignerEditorState;
  id: string;
  headingLevel: 2 | 3;
  onContinue?: (design: Design) => void;
}) {
  const { t } = useDesignsFormat();
  const { saved, unsaved } = editor;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <PreflightReport
        report={editor.report}
        style={editor.document.style}
        onShowObject={editor.showObject}
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
        <SaveDesignForm defaultName={saved?.name ?? ''} onSave={editor.save} />
      </section>
    </>
  );
}
