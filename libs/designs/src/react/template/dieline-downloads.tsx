import { Button } from '@storefront/ui-kit';
import { useState } from 'react';
import type { Dieline, DielinePanel } from '../../lib/dielines/dieline-model';
import type { DielineUnit } from '../../lib/dielines/units';
import { useDesignsFormat } from '../use-designs-format';
import type { DielineFormat } from './dieline-files';
import { dielineFile, saveFile } from './dieline-files';

/**
 * SVG and PDF download buttons for a dieline (internal), with the panel labels in the
 * shopper's language, a status line while the PDF is prepared and an alert when it fails.
 */
export function DielineDownloads({
  dieline,
  unit,
  namedByDieline = false,
}: {
  dieline: Dieline | null;
  unit: DielineUnit;
  /**
   * Whether the buttons' names say the dieline's style and size ('Download SVG: Gable box
   * 8 × 4 × 8 in'), for a list of templates; 'Download SVG' and 'Download PDF' otherwise.
   */
  namedByDieline?: boolean;
}) {
  const { t, panelName, styleName, size } = useDesignsFormat();
  const [status, setStatus] = useState<{
    format: DielineFormat;
    state: 'busy' | 'done' | 'failed';
  } | null>(null);

  const download = async (format: DielineFormat) => {
    if (!dieline) return;
    setStatus({ format, state: 'busy' });
    try {
      const { blob, filename } = await dielineFile(dieline, format, {
        unit,
        title: t('templateMaker.previewTitle', {
          style: styleName(dieline.style),
          size: size(dieline.dimensions, unit),
        }),
        panelLabel: (panel: DielinePanel) => panelName(dieline.style, panel),
      });
      saveFile(blob, filename);
      setStatus({ format, state: 'done' });
    } catch {
      setStatus({ format, state: 'failed' });
    }
  };

  const formatName = (format: DielineFormat) => format.toUpperCase();
  const buttonName = (format: DielineFormat) =>
    dieline && namedByDieline
      ? t('downloadArtwork.downloadFormat', {
          format: formatName(format),
          style: styleName(dieline.style),
          size: size(dieline.dimensions, unit),
        })
      : t(format === 'svg' ? 'templateMaker.downloadSvg' : 'templateMaker.downloadPdf');
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-3">
        {(['svg', 'pdf'] as const).map((format) => (
          <Button
            key={format}
            variant={format === 'svg' ? 'primary' : 'secondary'}
            disabled={!dieline}
            loading={status?.format === format && status.state === 'busy'}
            onClick={() => void download(format)}
          >
            {buttonName(format)}
          </Button>
        ))}
      </div>
      <p role="status" className="text-ink-muted min-h-5 text-sm">
        {status?.state === 'busy'
          ? t('templateMaker.preparing', { format: formatName(status.format) })
          : status?.state === 'done'
            ? t('templateMaker.ready', { format: formatName(status.format) })
            : ''}
      </p>
      {status?.state === 'failed' ? (
        <p role="alert" className="text-danger text-sm font-medium">
          {t('templateMaker.failed')}
        </p>
      ) : null}
    </div>
  );
}
