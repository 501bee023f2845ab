import { Select } from '@storefront/ui-kit';
import { useMemo, useState } from 'react';
import type { ArtworkDownloadLine, ArtworkDownloadProductConfig } from '../lib/artwork-download';
import { isArtworkDownloadEnabled } from '../lib/artwork-download';
import {
  BOX_STYLE_DIELINES,
  findBoxStyleDieline,
  validateDielineInput,
} from '../lib/dielines/box-style-dielines';
import type { Dieline, DielineStyleId } from '../lib/dielines/dieline-model';
import { DIELINE_STYLE_IDS } from '../lib/dielines/dieline-model';
import type { DielineUnit } from '../lib/dielines/units';
import { DesignsPageHeader, DesignsSection } from './designs-page-parts';
import { DielineDownloads } from './template/dieline-downloads';
import { UnitSelect } from './template/unit-select';
import { useDesignsFormat } from './use-designs-format';

/**
 * An order line as the artwork downloads need it (the orders library maps its lines to this).
 *
 * @example
 * const line: ArtworkOrderLine = {
 *   lineId: 'li_1', orderNumber: '100234', productName: 'Custom Mailer Box', productKey: 'custom-mailer-box',
 *   size: '9 x 6 x 3', documentReferenceUrl: null,
 *   uploads: [{ artworkName: 'lid.pdf', artworkUrl: 'https://assets.example/uploads/upl_1' }],
 * };
 */
export interface ArtworkOrderLine extends ArtworkDownloadLine {
  lineId: string;
  /** The order number, or null while the order has none yet. */
  orderNumber: string | null;
  productName: string;
  /** The catalogue product (`custom-mailer-box`), for the line's template. */
  productKey?: string;
  /** Inside size `L x W x D` in inches, for the line's template. */
  size?: string;
  productConfig?: ArtworkDownloadProductConfig | null;
  /** The line's uploaded artwork files. */
  uploads: { artworkName: string; artworkUrl?: string | null; artworkUploadUrl?: string | null }[];
}

/**
 * Props of {@link DownloadArtworkView}.
 *
 * @example
 * const props: DownloadArtworkViewProps = { defaultUnit: 'mm' };
 */
export interface DownloadArtworkViewProps {
  /** The signed-in customer's order lines; leave out for the templates only. */
  orderLines?: readonly ArtworkOrderLine[];
  /** Unit of the template downloads at first: `in` (default) or `mm`. */
  defaultUnit?: DielineUnit;
  /** The box style shown at first. */
  initialStyle?: DielineStyleId;
  /** Level of the page heading; 1 by default. */
  headingLevel?: 1 | 2;
}

function lineDieline(line: ArtworkOrderLine): Dieline | null {
  const style = line.productKey ? findBoxStyleDieline(line.productKey) : undefined;
  const numbers = line.size?.split(/\s*[x×]\s*/i).map((part) => Number(part.replace(/["\s]/g, '')));
  if (!style || !numbers || numbers.length !== 3) return null;
  const [length, width, depth] = numbers as [number, number, number];
  if (validateDielineInput(style.id, { length, width, depth }).length > 0) return null;
  return style.generate({ length, width, depth });
}

/**
 * The download artwork page (`/download-artwork`): dieline templates of every box style and
 * preset size as SVG or PDF (the PDF writer loads only on request), and, with `orderLines`,
 * each order line's artwork files and template where the artwork download rule
 * (`isArtworkDownloadEnabled`) enables them. Needs only the `designs` i18n namespace.
 *
 * @example
 * <DownloadArtworkView orderLines={lines.map(toArtworkOrderLine)} />
 */
export function DownloadArtworkView({
  orderLines,
  defaultUnit = 'in',
  initialStyle = 'displayMailer',
  headingLevel = 1,
}: DownloadArtworkViewProps) {
  const { t, styleName, size } = useDesignsFormat();
  const [style, setStyle] = useState<DielineStyleId>(initialStyle);
  const [unit, setUnit] = useState<DielineUnit>(defaultUnit);
  const presets = useMemo(
    () =>
      BOX_STYLE_DIELINES[style].presets.map((preset) => ({
        preset,
        dieline: BOX_STYLE_DIELINES[style].generate(preset),
      })),
    [style],
  );
  const section = headingLevel === 1 ? 2 : 3;
  const Item = headingLevel === 1 ? 'h3' : 'h4';

  return (
    <div className="flex flex-col gap-8">
      <DesignsPageHeader page="downloadArtwork" level={headingLevel} />

      <DesignsSection
        level={section}
        heading={t('downloadArtwork.templatesHeading')}
        large
        className="flex flex-col gap-4"
      >
        <div className="flex flex-wrap gap-4">
          <Select
            label={t('downloadArtwork.style')}
            options={DIELINE_STYLE_IDS.map((value) => ({ value, label: styleName(value) }))}
            value={style}
            onChange={(value) => setStyle(value as DielineStyleId)}
            className="w-72"
          />
          <UnitSelect value={unit} onChange={setUnit} className="w-44" />
        </div>
        <ul className="flex flex-col gap-3">
          {presets.map(({ preset, dieline }) => {
            const label = size(dieline.dimensions, unit);
            return (
              <li
                key={preset.id}
                className="border-border rounded-brand flex flex-col gap-2 border p-3"
              >
                <Item className="text-ink font-semibold">
                  {t('downloadArtwork.template', { style: styleName(style), size: label })}
                </Item>
                <DielineDownloads dieline={dieline} unit={unit} namedByDieline />
              </li>
            );
          })}
        </ul>
      </DesignsSection>

      {orderLines ? (
        <DesignsSection
          level={section}
          heading={t('downloadArtwork.ordersHeading')}
          large
          className="flex flex-col gap-4"
        >
          {orderLines.length === 0 ? (
            <p className="text-ink-muted">{t('downloadArtwork.ordersEmpty')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {orderLines.map((line) => (
                <OrderLineArtwork key={line.lineId} line={line} unit={unit} Item={Item} />
              ))}
            </ul>
          )}
        </DesignsSection>
      ) : null}
    </div>
  );
}

function OrderLineArtwork({
  line,
  unit,
  Item,
}: {
  line: ArtworkOrderLine;
  unit: DielineUnit;
  Item: 'h3' | 'h4';
}) {
  const { t } = useDesignsFormat();
  const enabled = isArtworkDownloadEnabled(line, line.productConfig);
  const dieline = useMemo(() => (enabled ? lineDieline(line) : null), [enabled, line]);
  const files = line.uploads
    .map((upload) => ({
      name: upload.artworkName,
      url: upload.artworkUrl || upload.artworkUploadUrl,
    }))
    .filter((file): file is { name: string; url: string } => Boolean(file.url));
  return (
    <li className="border-border rounded-brand flex flex-col gap-2 border p-3">
      <Item className="text-ink font-semibold">
        {line.orderNumber
          ? t('downloadArtwork.orderLine', { order: line.orderNumber, product: line.productName })
          : t('downloadArtwork.orderPending', { product: line.productName })}
      </Item>
      {!enabled ? (
        <p className="text-ink-muted">{t('downloadArtwork.prepared')}</p>
      ) : (
        <>
          {files.length === 0 ? (
            <p className="text-ink-muted">{t('downloadArtwork.noArtwork')}</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {files.map((file) => (
                <li key={file.url}>
                  <a
                    href={file.url}
                    download={file.name}
                    className="text-brand-primary font-semibold underline"
                  >
                    {t('downloadArtwork.artwork', { name: file.name })}
                  </a>
                </li>
              ))}
            </ul>
          )}
          {dieline ? (
            <div className="flex flex-col gap-1">
              <p className="text-ink text-sm font-semibold">{t('downloadArtwork.lineTemplate')}</p>
              <DielineDownloads dieline={dieline} unit={unit} namedByDieline />
            </div>
          ) : null}
        </>
      )}
    </li>
  );
}
