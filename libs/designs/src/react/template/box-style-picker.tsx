import { cn } from '@storefront/ui-kit';
import { useId, useMemo } from 'react';
import { BOX_STYLE_DIELINES } from '../../lib/dielines/box-style-dielines';
import type { DielineStyleId } from '../../lib/dielines/dieline-model';
import { DIELINE_STYLE_IDS } from '../../lib/dielines/dieline-model';
import { dielineToSvg } from '../../lib/dielines/dieline-svg';
import { useDesignsFormat } from '../use-designs-format';

/** A small picture of a style's blank: its cut outline, as an SVG data URL. */
function thumbnail(style: DielineStyleId): string {
  const preset = BOX_STYLE_DIELINES[style].presets[0];
  if (!preset) return '';
  const svg = dielineToSvg(BOX_STYLE_DIELINES[style].generate(preset), {
    layers: ['cut', 'crease'],
    margin: 0.2,
    idPrefix: `thumb-${style}`,
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The seven box templates as cards with a picture of their blank (internal): native radio
 * buttons in a fieldset, so arrow keys move between them.
 */
export function BoxStylePicker({
  value,
  onChange,
  styles = DIELINE_STYLE_IDS,
}: {
  value: DielineStyleId;
  onChange: (style: DielineStyleId) => void;
  styles?: readonly DielineStyleId[];
}) {
  const { t } = useDesignsFormat();
  const name = useId();
  const pictures = useMemo(
    () => Object.fromEntries(styles.map((style) => [style, thumbnail(style)])),
    [styles],
  );
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-ink mb-2 text-lg font-semibold">{t('sizeForm.styleLegend')}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {styles.map((style) => {
          const checked = style === value;
          const labelId = `${name}-${style}-label`;
          const descriptionId = `${name}-${style}-description`;
          return (
            <label
              key={style}
              className={cn(
                'rounded-brand border-border bg-surface flex cursor-pointer flex-col gap-2 border p-3',
                'has-checked:border-brand-primary has-checked:bg-surface-muted',
                'has-focus-visible:outline-brand-primary has-focus-visible:outline-2 has-focus-visible:outline-offset-2',
              )}
            >
              <img
                src={pictures[style]}
                alt=""
                width={160}
                height={120}
                className="h-24 w-full object-contain"
              />
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name={name}
                  value={style}
                  checked={checked}
                  onChange={() => onChange(style)}
                  aria-labelledby={labelId}
                  aria-describedby={descriptionId}
                  className="accent-brand-primary size-4"
                />
                <span id={labelId} className="text-ink font-semibold">
                  {t(`styles.${style}`)}
                </span>
              </span>
              <span id={descriptionId} className="text-ink-muted text-sm">
                {t(`styleDescriptions.${style}`)}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
