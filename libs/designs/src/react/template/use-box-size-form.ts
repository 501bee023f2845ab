import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { BOX_STYLE_DIELINES } from '../../lib/dielines/box-style-dielines';
import type { DielineStyleId } from '../../lib/dielines/dieline-model';
import type { DielineUnit } from '../../lib/dielines/units';
import { initialBoxSizeValues, readBoxSize, type BoxSize, type BoxSizeValues } from './box-size';

/**
 * The box chosen on a template page (internal): its style, the size form (`BoxSizeFields`)
 * in a unit, and the size it reads (`null` while a field is wrong). Choosing another style
 * keeps the preset when the new style has it, else takes the style's first.
 *
 * @example
 * const box = useBoxSizeForm('displayMailer', 'in');
 * <BoxStylePicker value={box.style} onChange={box.chooseStyle} />
 * <BoxSizeFields form={box.form} style={box.style} unit={box.unit} onUnitChange={box.setUnit} />
 */
export function useBoxSizeForm(
  initialStyle: DielineStyleId,
  defaultUnit: DielineUnit,
  initialSize?: BoxSize,
) {
  const [style, setStyle] = useState<DielineStyleId>(initialStyle);
  const [unit, setUnit] = useState<DielineUnit>(defaultUnit);
  const form = useForm<BoxSizeValues>({
    defaultValues: initialBoxSizeValues(initialStyle, defaultUnit, initialSize),
  });
  const values = useWatch({ control: form.control }) as BoxSizeValues;
  const { size } = readBoxSize(style, unit, values);

  const chooseStyle = (next: DielineStyleId) => {
    setStyle(next);
    const presets = BOX_STYLE_DIELINES[next].presets;
    if (!presets.some((preset) => preset.id === form.getValues('presetId'))) {
      form.setValue('presetId', presets[0]?.id ?? '');
    }
  };

  return { style, chooseStyle, unit, setUnit, form, size };
}
