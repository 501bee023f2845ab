import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOX_STYLE_DIELINES,
  findBoxStyleDieline,
  generateDieline,
  validateDielineInput,
} from './box-style-dielines';
import { DielineError, isDielineError } from './dieline-error';
import type { DielineStyleId } from './dieline-model';
import { DIELINE_STYLE_IDS } from './dieline-model';

const catchError = (run: () => unknown): unknown => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
};

describe('BOX_STYLE_DIELINES', () => {
  it("is keyed by the catalogue's seven box style ids with their product slugs", () => {
    // The ids and slugs of @storefront/catalog's BOX_STYLES (spec product page routes).
    expect(
      Object.fromEntries(
        Object.values(BOX_STYLE_DIELINES).map((style) => [style.id, style.productSlug]),
      ),
    ).toEqual({
      displayMailer: 'custom-mailer-box',
      shipper: 'custom-shipper-box',
      giftMailer: 'custom-gift-mailer-box',
      squareMailer: 'custom-square-mailer-box',
      gableBox: 'custom-gable-box',
      endOpenMailer: 'custom-end-open-mailer-box',
      documentMailer: 'custom-document-mailer-box',
    });
    expect(Object.keys(BOX_STYLE_DIELINES)).toEqual([...DIELINE_STYLE_IDS]);
  });

  it('has presets inside its limits and a default board inside the thickness limits', () => {
    for (const style of Object.values(BOX_STYLE_DIELINES)) {
      const { limits } = style;
      for (const preset of style.presets) {
        expect(validateDielineInput(style.id, preset), `${style.id} ${preset.label}`).toEqual([]);
        expect(preset.id).toBe(`${preset.length}x${preset.width}x${preset.depth}`);
      }
      expect(style.defaultThickness).toBeGreaterThanOrEqual(limits.thickness.min);
      expect(style.defaultThickness).toBeLessThanOrEqual(limits.thickness.max);
      for (const field of ['length', 'width', 'depth', 'thickness'] as const) {
        expect(limits[field].min).toBeGreaterThan(0);
        expect(limits[field].max).toBeGreaterThan(limits[field].min);
      }
    }
    expect(BOX_STYLE_DIELINES.displayMailer.presets.map((p) => p.label)).toContain('8 x 6 x 2');
  });

  it('finds a style by id or by product slug', () => {
    expect(findBoxStyleDieline('custom-mailer-box')?.id).toBe('displayMailer');
    expect(findBoxStyleDieline('gableBox')?.productSlug).toBe('custom-gable-box');
    expect(findBoxStyleDieline('custom-pizza-box')).toBeUndefined();
  });
});

describe('dieline input validation', () => {
  it('rejects dimensions that are not positive numbers', () => {
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, '8', null, undefined]) {
      const error = catchError(() =>
        generateDieline('shipper', { length: bad as number, width: 10, depth: 8 }),
      );
      expect(isDielineError(error, 'DIELINE_INVALID_DIMENSION')).toBe(true);
      expect(error).toMatchObject({ field: 'length', message: 'Length must be a positive number' });
    }
    expect(
      catchError(() =>
        generateDieline('shipper', { length: 12, width: 10, depth: 8, thickness: -0.1 }),
      ),
    ).toMatchObject({
      reason: 'DIELINE_INVALID_DIMENSION',
      field: 'thickness',
      message: 'Board thickness must be a positive number',
    });
  });

  it('rejects every size outside the style limits, naming the field and the limits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DIELINE_STYLE_IDS),
        fc.constantFrom('length', 'width', 'depth', 'thickness' as const),
        fc.boolean(),
        fc.double({ min: 1.001, max: 10, noNaN: true }),
        (style: DielineStyleId, field, tooBig, factor) => {
          const definition = BOX_STYLE_DIELINES[style];
          const preset = definition.presets[0];
          if (!preset) throw new Error('no preset');
          const { min, max } = definition.limits[field];
          const value = tooBig ? max * factor : min / factor;
          const input = { ...preset, thickness: definition.defaultThickness, [field]: value };
          if (definition.squareFootprint && field === 'length') input.width = value;
          if (definition.squareFootprint && field === 'width') input.length = value;
          const error = catchError(() => definition.generate(input));
          expect(error).toBeInstanceOf(DielineError);
          const issue = (error as DielineError).issues.find((i) => i.field === field);
          expect(issue?.code).toBe('DIELINE_DIMENSION_OUT_OF_RANGE');
          expect(issue?.message).toMatch(new RegExp(`must be between ${min} in and ${max} in$`));
        },
      ),
    );
  });

  it('words the limits in millimetres for input in millimetres', () => {
    const issues = validateDielineInput('displayMailer', {
      length: 50,
      width: 152.4,
      depth: 50.8,
      unit: 'mm',
    });
    expect(issues).toEqual([
      {
        code: 'DIELINE_DIMENSION_OUT_OF_RANGE',
        field: 'length',
        message: 'Length must be between 101.6 mm and 609.6 mm',
        params: { min: 101.6, max: 609.6, unit: 'mm' },
      },
    ]);
    // Limits that are not whole hundredths of a millimetre are shown rounded inwards, and a
    // value typed as shown is accepted.
    const board = { length: 203.2, width: 152.4, depth: 50.8, unit: 'mm' } as const;
    expect(validateDielineInput('displayMailer', { ...board, thickness: 0.1 })[0]?.message).toBe(
      'Board thickness must be between 0.77 mm and 4.76 mm',
    );
    expect(validateDielineInput('displayMailer', { ...board, thickness: 0.77 })).toEqual([]);
    expect(validateDielineInput('displayMailer', { ...board, thickness: 4.76 })).toEqual([]);
    // The limits themselves, converted from millimetres, are accepted.
    expect(
      validateDielineInput('displayMailer', {
        length: 609.6,
        width: 457.2,
        depth: 25.4,
        unit: 'mm',
      }),
    ).toEqual([]);
  });

  it('reports every bad field at once; the error carries the first', () => {
    const error = catchError(() => generateDieline('gableBox', { length: 2, width: 20, depth: 0 }));
    expect(error).toMatchObject({ reason: 'DIELINE_DIMENSION_OUT_OF_RANGE', field: 'length' });
    expect((error as DielineError).issues.map((issue) => [issue.field, issue.code])).toEqual([
      ['length', 'DIELINE_DIMENSION_OUT_OF_RANGE'],
      ['width', 'DIELINE_DIMENSION_OUT_OF_RANGE'],
      ['depth', 'DIELINE_INVALID_DIMENSION'],
    ]);
  });

  it('requires a square footprint for the square mailer', () => {
    const error = catchError(() =>
      generateDieline('squareMailer', { length: 8, width: 6, depth: 2 }),
    );
    expect(isDielineError(error, 'DIELINE_NOT_SQUARE')).toBe(true);
    expect(error).toMatchObject({
      field: 'width',
      message: 'Length and width of a square mailer must be equal',
    });
    expect(() =>
      generateDieline('squareMailer', { length: 203.2, width: 203.2, depth: 50.8, unit: 'mm' }),
    ).not.toThrow();
  });

  it('rejects an unknown style and an unknown unit', () => {
    const style = catchError(() =>
      generateDieline('pizzaBox' as DielineStyleId, { length: 8, width: 8, depth: 2 }),
    );
    expect(style).toMatchObject({
      reason: 'DIELINE_UNKNOWN_STYLE',
      field: 'style',
      message: 'Unknown box style "pizzaBox"',
    });
    const unit = catchError(() =>
      generateDieline('shipper', { length: 8, width: 8, depth: 8, unit: 'cm' as 'mm' }),
    );
    expect(unit).toMatchObject({ reason: 'DIELINE_INVALID_OPTION', field: 'unit' });
  });
});
