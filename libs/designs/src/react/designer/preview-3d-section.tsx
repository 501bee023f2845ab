// The 3D preview of the box, behind a toggle (the three.js chunk loads only when opened).
import { Button } from '@storefront/ui-kit';
import { Suspense, lazy, useState } from 'react';
import type { Dieline } from '../../lib/dielines/dieline-model';
import type { EditorDocument } from '../../lib/editor/editor-document';
import { useDesignsFormat } from '../use-designs-format';
import { BOARD_COLOUR } from './board';

const BoxPreview3d = lazy(() => import('./box-preview-3d'));

/** A section with a button that opens and closes the 3D preview of the designed box. */
export function Preview3dSection({
  dieline,
  document,
  id,
  headingLevel,
}: {
  dieline: Dieline;
  document: EditorDocument;
  id: string;
  headingLevel: 2 | 3;
}) {
  const { t, styleName } = useDesignsFormat();
  const [show3d, setShow3d] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
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
  );
}
