import { RadioGroup, Select, TextField } from '@storefront/ui-kit';
import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { BOX_STYLE_DIELINES } from '../../lib/dielines/box-style-dielines';
import type { DielineStyleId } from '../../lib/dielines/dieline-model';
import type { DielineUnit } from '../../lib/dielines/units';
import { useDesignsFormat } from '../use-designs-format';
import type { BoxSizeFieldError, BoxSizeValues, SizeField } from './box-size';
import { SIZE_FIELDS, formatFieldValue, readBoxSize, shownLimits } from './box-size';
import { UnitSelect } from './unit-select';

/**
 * The size of a box template (internal): a preset, or custom inside dimensions in inches or
 * millimetres with the style's limits as hints. Errors show once a field was changed and
 * never clear what was typed; changing the unit converts the numbers typed.
 */
export function BoxSizeFields({
  form,
  style,
  unit,
  onUnitChange,
}: {
  form: UseFormReturn<BoxSizeValues>;
  style: DielineStyleId;
  unit: DielineUnit;
  onUnitChange: (unit: DielineUnit) => void;
}) {
  const { t, number } = useDesignsFormat();
  const values = useWatch({ control: form.control }) as BoxSizeValues;
  const { errors } = readBoxSize(style, unit, values);
  const { dirtyFields, touchedFields } = form.formState;
  const definition = BOX_STYLE_DIELINES[style];

  const message = (field: SizeField, error: BoxSizeFieldError | undefined) => {
    if (!error || (!dirtyFields[field] && !touchedFields[field])) return undefined;
    const params = { ...error.params };
    for (const key of ['min', 'max'] as const) {
      if (typeof params[key] === 'number') params[key] = number(params[key] as number, 5);
    }
    if (typeof params['unit'] === 'string') params['unit'] = t(`common.units.${params['unit']}`);
    return t(`sizeForm.errors.${error.key}`, { ...params, field: t(`fields.${field}`) });
  };

  const changeUnit = (target: DielineUnit) => {
    if (target === unit) return;
    for (const field of SIZE_FIELDS) {
      const typed = Number(String(form.getValues(field)).trim().replace(',', '.'));
      if (String(form.getValues(field)).trim() !== '' && Number.isFinite(typed)) {
        const inches = unit === 'mm' ? typed / 25.4 : typed;
        form.setValue(field, formatFieldValue(inches, target));
      }
    }
    onUnitChange(target);
  };

  return (
    <div className="flex flex-col gap-4">
      <RadioGroup
        label={t('sizeForm.mode')}
        options={[
          { value: 'preset', label: t('sizeForm.preset') },
          { value: 'custom', label: t('sizeForm.custom') },
        ]}
        value={values.mode}
        onChange={(mode) => form.setValue('mode', mode === 'custom' ? 'custom' : 'preset')}
        className="sm:[&>div]:flex-row"
      />
      {values.mode === 'preset' ? (
        <Select
          label={t('sizeForm.presets')}
          options={definition.presets.map((preset) => ({
            value: preset.id,
            label: t('sizeForm.presetOption', { label: preset.label }),
          }))}
          value={values.presetId}
          onChange={(presetId) => {
            form.setValue('presetId', presetId);
            const preset = definition.presets.find((candidate) => candidate.id === presetId);
            // Start the custom fields from the preset, unless the shopper typed there.
            if (preset && !SIZE_FIELDS.some((field) => dirtyFields[field])) {
              for (const field of SIZE_FIELDS) {
                form.resetField(field, { defaultValue: formatFieldValue(preset[field], unit) });
              }
            }
          }}
        />
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-ink-muted text-sm">{t('sizeForm.insideHint')}</p>
          <div className="grid gap-3 sm:grid-cols-3">
            {SIZE_FIELDS.map((field) => {
              const limits = shownLimits(style, field, unit);
              return (
                <TextField
                  key={field}
                  label={t(`fields.${field}`)}
                  inputMode="decimal"
                  autoComplete="off"
                  required
                  hint={t('sizeForm.fieldHint', {
                    min: number(limits.min, 5),
                    max: number(limits.max, 5),
                    unit: t(`common.units.${unit}`),
                  })}
                  error={message(field, errors[field])}
                  {...form.register(field)}
                />
              );
            })}
          </div>
        </div>
      )}
      <UnitSelect value={unit} onChange={changeUnit} className="max-w-48" />
    </div>
  );
}
