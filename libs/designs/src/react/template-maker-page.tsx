import { Button } from '@storefront/ui-kit';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { BOX_STYLE_DIELINES } from '../lib/dielines/box-style-dielines';
import type { DielineStyleId } from '../lib/dielines/dieline-model';
import type { DielineUnit } from '../lib/dielines/units';
import type { BoxSize, BoxSizeValues } from './template/box-size';
import { initialBoxSizeValues, readBoxSize } from './template/box-size';
import { BoxSizeFields } from './template/box-size-fields';
import { BoxStylePicker } from './template/box-style-picker';
import { DielineDownloads } from './template/dieline-downloads';
import { DielinePreview } from './template/dieline-preview';
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
 * Props of {@link TemplateMakerPage}.
 *
 * @example
 * const props: TemplateMakerPageProps = { defaultUnit: 'mm', onDesignOnline: (template) => navigate(designerUrl(template)) };
 */
export interface TemplateMakerPageProps {
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
 * <TemplateMakerPage defaultUnit="mm" onDesignOnline={({ style, size }) => navigate(`/template-designer?style=${style}&l=${size.length}&w=${size.width}&d=${size.depth}`)} />
 */
export function TemplateMakerPage({
  initialStyle = 'displayMailer',
  initialSize,
  defaultUnit = 'in',
  onDesignOnline,
  headingLevel = 1,
}: TemplateMakerPageProps) {
  const { t } = useDesignsFormat();
  const id = useId();
  const [style, setStyle] = useState<DielineStyleId>(initialStyle);
  const [unit, setUnit] = useState<DielineUnit>(defaultUnit);
  const form = useForm<BoxSizeValues>({
    defaultValues: initialBoxSizeValues(initialStyle, defaultUnit, initialSize),
  });
  const values = useWatch({ control: form.control }) as BoxSizeValues;
  const { size } = readBoxSize(style, unit, values);
  const dieline = useMemo(
    () => (size ? BOX_STYLE_DIELINES[style].generate(size) : null),
    // The size object is new on every render; its numbers decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [style, size?.length, size?.width, size?.depth],
  );

  const chooseStyle = (next: DielineStyleId) => {
    setStyle(next);
    const presets = BOX_STYLE_DIELINES[next].presets;
    if (!presets.some((preset) => preset.id === form.getValues('presetId'))) {
      form.setValue('presetId', presets[0]?.id ?? '');
    }
  };

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const Section = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <Heading className="text-ink text-3xl font-bold">{t('templateMaker.title')}</Heading>
        <p className="text-ink-muted max-w-3xl">{t('templateMaker.intro')}</p>
      </header>
      <BoxStylePicker value={style} onChange={chooseStyle} />
      <section aria-labelledby={`${id}-size`} className="flex flex-col gap-3">
        <Section id={`${id}-size`} className="text-ink text-lg font-semibold">
          {t('sizeForm.sizeLegend')}
        </Section>
        <BoxSizeFields form={form} style={style} unit={unit} onUnitChange={setUnit} />
      </section>
      <section aria-labelledby={`${id}-dieline`} className="flex flex-col gap-3">
        <Section id={`${id}-dieline`} className="text-ink text-lg font-semibold">
          {t('templateMaker.previewHeading')}
        </Section>
        {dieline ? (
          <DielinePreview dieline={dieline} unit={unit} />
        ) : (
          <p className="text-ink-muted">{t('templateMaker.fixSize')}</p>
        )}
        <DielineLegend />
      </section>
      <section aria-labelledby={`${id}-download`} className="flex flex-col gap-3">
        <Section id={`${id}-download`} className="text-ink text-lg font-semibold">
          {t('templateMaker.downloadHeading')}
        </Section>
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
      </section>
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
