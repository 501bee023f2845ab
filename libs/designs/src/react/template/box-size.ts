import { z } from 'zod';
import type { DielineIssue } from '../../lib/dielines/dieline-error';
import { BOX_STYLE_DIELINES, validateDielineInput } from '../../lib/dielines/box-style-dielines';
import type { DielineStyleId } from '../../lib/dielines/dieline-model';
import type { DielineUnit } from '../../lib/dielines/units';
import { fromInches, toInches } from '../../lib/dielines/units';

/** The size fields a shopper fills in (internal): preset or custom, custom values as typed. */
export interface BoxSizeValues {
  mode: 'preset' | 'custom';
  presetId: string;
  length: string;
  width: string;
  depth: string;
}

/** A box's inside size in inches. */
export interface BoxSize {
  length: number;
  width: number;
  depth: number;
}

/** A field problem as an i18n key of `sizeForm.errors` and its values. */
export interface BoxSizeFieldError {
  key: string;
  params: Record<string, string | number>;
}

export const SIZE_FIELDS = ['length', 'width', 'depth'] as const;
export type SizeField = (typeof SIZE_FIELDS)[number];

const typedNumber = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .transform((text) => Number(text.replace(',', '.')));

/**
 * Reads the size fields of a style in a unit: the preset, or the custom values checked
 * against the style's limits (`validateDielineInput`), each problem on its field.
 */
export function readBoxSize(
  style: DielineStyleId,
  unit: DielineUnit,
  values: BoxSizeValues,
): { size: BoxSize | null; errors: Partial<Record<SizeField, BoxSizeFieldError>> } {
  const definition = BOX_STYLE_DIELINES[style];
  if (values.mode === 'preset') {
    const preset = definition.presets.find((candidate) => candidate.id === values.presetId);
    return {
      size: preset ? { length: preset.length, width: preset.width, depth: preset.depth } : null,
      errors: {},
    };
  }
  const errors: Partial<Record<SizeField, BoxSizeFieldError>> = {};
  const numbers: Partial<Record<SizeField, number>> = {};
  for (const field of SIZE_FIELDS) {
    const parsed = typedNumber.safeParse(values[field]);
    if (!parsed.success) errors[field] = { key: 'required', params: {} };
    else numbers[field] = parsed.data;
  }
  const issues: DielineIssue[] = validateDielineInput(style, {
    length: numbers.length ?? Number.NaN,
    width: numbers.width ?? Number.NaN,
    depth: numbers.depth ?? Number.NaN,
    unit,
  });
  for (const issue of issues) {
    const field = issue.field as SizeField;
    if (!SIZE_FIELDS.includes(field) || errors[field]) continue;
    errors[field] = { key: issue.code, params: { ...issue.params } };
  }
  if (Object.keys(errors).length > 0) return { size: null, errors };
  return {
    size: {
      length: toInches(numbers.length as number, unit),
      width: toInches(numbers.width as number, unit),
      depth: toInches(numbers.depth as number, unit),
    },
    errors,
  };
}

/** A length in a unit as a field shows it (3 decimals for inches, 1 for millimetres). */
export function formatFieldValue(inches: number, unit: DielineUnit): string {
  const factor = unit === 'mm' ? 10 : 1000;
  return String(Math.round(fromInches(inches, unit) * factor) / factor);
}

/** The limits of a field in a unit, rounded inwards as the validation shows them. */
export function shownLimits(
  style: DielineStyleId,
  field: SizeField,
  unit: DielineUnit,
): { min: number; max: number } {
  const { min, max } = BOX_STYLE_DIELINES[style].limits[field];
  // The same rounding as validateDielineInput's messages, so hint and error agree.
  const factor = unit === 'mm' ? 100 : 100_000;
  return {
    min: Math.ceil(fromInches(min, unit) * factor - 1e-6) / factor,
    max: Math.floor(fromInches(max, unit) * factor + 1e-6) / factor,
  };
}

/** Starting values: the first preset (or the given size as custom values). */
export function initialBoxSizeValues(
  style: DielineStyleId,
  unit: DielineUnit,
  size?: BoxSize,
): BoxSizeValues {
  const presets = BOX_STYLE_DIELINES[style].presets;
  const matching = size
    ? presets.find(
        (preset) =>
          Math.abs(preset.length - size.length) < 1e-6 &&
          Math.abs(preset.width - size.width) < 1e-6 &&
          Math.abs(preset.depth - size.depth) < 1e-6,
      )
    : presets[0];
  const start = size ?? matching ?? presets[0];
  return {
    mode: size && !matching ? 'custom' : 'preset',
    presetId: matching?.id ?? presets[0]?.id ?? '',
    length: start ? formatFieldValue(start.length, unit) : '',
    width: start ? formatFieldValue(start.width, unit) : '',
    depth: start ? formatFieldValue(start.depth, unit) : '',
  };
}
