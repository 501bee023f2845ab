import { Button } from '@storefront/ui-kit';
import { useMemo } from 'react';
import { BOX_STYLE_DIELINES } from '../lib/dielines/box-style-dielines';
import type { DielineStyleId } from '../lib/dielines/dieline-model';
import type { DielineUnit } from '../lib/dielines/units';
import { DesignsPageHeader, DesignsSection } from './designs-page-parts';
import type { BoxSize } from './template/box-size';
import { BoxSizeFields } from './template/box-size-fields';
import { BoxStylePicker } from './template/box-style-picker';
import { DielineDownloads } from './template/dieline-downloads';
import { DielinePreview } from './template/dieline-preview';
import { useBoxSizeForm } from './template/use-box-size-form';
import { useDesignsFormat } from './use-designs-format';

/**
 * A box template chosen in the template maker: style and inside size in inches.
 *
 * @example
 * const template: BoxTemplate = { style: 'displayMailer', size: { length: 8, width: 6, depth: 2 } };
 */
export interface BoxTemplate {
  style: DielineStyleId;
  size: BoxSize;
}

/**
 * Props of {@link TemplateMakerView}.
 *
 * @example
 * const props: TemplateMakerViewProps = { defaultUnit: 'mm', onDesignOnline: (template) => navigate(designerUrl(template)) };
 */
export interface TemplateMakerViewProps {
  /** The style chosen at first; the display mailer by default. */
  initialStyle?: DielineStyleId;
  /** A size to start from (inches); the style's first preset by default. */
  initialSize?: BoxSize;
  /** Unit of the custom size fields and downloads at first: `in` (default) or `mm`. */
  defaultUnit?: DielineUnit;
  /** Shows 'Design this box online' and is called with the chosen template. */
  onDesignOnline?: (template: BoxTemplate) => void;
  /** Level of the page heading; 1 by default. */
  headingLevel?: 1 | 2;
}

/**
 * The template maker page (`/template-maker`): choose one of the seven box templates, a
 * preset size or custom inside dimensions within the style's limits (clear messages, nothing
 * typed is lost), see the dieline live, and download it as SVG or PDF (the PDF writer loads
 * only when asked for). Needs only the `designs` i18n namespace — no services.
 *
 * @example
 * <TemplateMakerView defaultUnit="mm" onDesignOnline={({ style, size }) => navigate(`/template-designer?style=${style}&l=${size.length}&w=${size.width}&d=${size.depth}`)} />
 */
export function TemplateMakerView({
  initialStyle = 'displayMailer',
  initialSize,
  defaultUnit = 'in',
  onDesignOnline,
  headingLevel = 1,
}: TemplateMakerViewProps) {
  const { t } = useDesignsFormat();
  const { style, chooseStyle, unit, setUnit, form, size } = useBoxSizeForm(
    initialStyle,
    defaultUnit,
    initialSize,
  );
  const dieline = useMemo(
    () => (size ? BOX_STYLE_DIELINES[style].generate(size) : null),
    // The size object is new on every render; its numbers decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [style, size?.length, size?.width, size?.depth],
  );

  const section = headingLevel === 1 ? 2 : 3;
  return (
    <div className="flex flex-col gap-8">
      <DesignsPageHeader page="templateMaker" level={headingLevel} />
      <BoxStylePicker value={style} onChange={chooseStyle} />
      <DesignsSection level={section} heading={t('sizeForm.sizeLegend')}>
        <BoxSizeFields form={form} style={style} unit={unit} onUnitChange={setUnit} />
      </DesignsSection>
      <DesignsSection level={section} heading={t('templateMaker.previewHeading')}>
        {dieline ? (
          <DielinePreview dieline={dieline} unit={unit} />
        ) : (
          <p className="text-ink-muted">{t('templateMaker.fixSize')}</p>
        )}
        <DielineLegend />
      </DesignsSection>
      <DesignsSection level={section} heading={t('templateMaker.downloadHeading')}>
        <DielineDownloads dieline={dieline} unit={unit} />
        {onDesignOnline ? (
          <Button
            variant="ghost"
            className="self-start"
            disabled={!size}
            onClick={() => size && onDesignOnline({ style, size })}
          >
            {t('templateMaker.design')}
          </Button>
        ) : null}
      </DesignsSection>
    </div>
  );
}

function DielineLegend() {
  const { t } = useDesignsFormat();
  const items = [
    { key: 'cut', colour: '#e6007e', dash: undefined },
    { key: 'crease', colour: '#0096d6', dash: '6 4' },
    { key: 'bleed', colour: '#00a651', dash: undefined },
    { key: 'safe', colour: '#f39200', dash: '2 3' },
  ] as const;
  return (
    <ul className="text-ink flex flex-wrap gap-x-6 gap-y-1 text-sm">
      {items.map((item) => (
        <li key={item.key} className="flex items-center gap-2">
          <svg width="28" height="8" aria-hidden="true" focusable="false">
            <line
              x1="0"
              y1="4"
              x2="28"
              y2="4"
              stroke={item.colour}
              strokeWidth="2"
              strokeDasharray={item.dash}
            />
          </svg>
          {t(`templateMaker.legend.${item.key}`)}
        </li>
      ))}
    </ul>
  );
}
