import type { DielineIssue } from './dieline-error';
import { DielineError } from './dieline-error';
import type { Dieline, DielineStyleId } from './dieline-model';
import { DIELINE_STYLE_IDS } from './dieline-model';
import { buildEndOpenMailer } from './styles/end-open-mailer';
import { buildGableBox } from './styles/gable-box';
import { buildShipper } from './styles/shipper';
import type { DielineStyleBuilder } from './styles/style-parts';
import { trayMailer } from './styles/tray-mailer';
import type { DielineUnit } from './units';
import { fromInches, toInches } from './units';

/**
 * An inclusive range of one dimension, in inches.
 *
 * @example
 * const depth: DielineRange = { min: 1, max: 8 };
 */
export interface DielineRange {
  readonly min: number;
  readonly max: number;
}

/**
 * The custom-size limits of a box style: inside length, width and depth, and board
 * thickness, in inches.
 *
 * @example
 * BOX_STYLE_DIELINES.shipper.limits.length; // { min: 4, max: 36 }
 */
export interface DielineLimits {
  readonly length: DielineRange;
  readonly width: DielineRange;
  readonly depth: DielineRange;
  readonly thickness: DielineRange;
}

/**
 * A ready-made size of a box style (inside dimensions, inches).
 *
 * @example
 * const preset: DielinePreset = { id: '8x6x2', label: '8 x 6 x 2', length: 8, width: 6, depth: 2 };
 */
export interface DielinePreset {
  readonly id: string;
  /** Inside length x width x depth in inches, e.g. '8 x 6 x 2'. */
  readonly label: string;
  readonly length: number;
  readonly width: number;
  readonly depth: number;
}

/**
 * What a dieline is generated from: inside length, width and depth, and optionally the board
 * thickness (the style's default when left out), all in `unit` (inches by default).
 *
 * @example
 * const input: DielineInput = { length: 203.2, width: 152.4, depth: 50.8, unit: 'mm' };
 */
export interface DielineInput {
  readonly length: number;
  readonly width: number;
  readonly depth: number;
  readonly thickness?: number;
  readonly unit?: DielineUnit;
}

/**
 * One box style's dieline generator with its catalogue product slug, limits and presets.
 *
 * @example
 * const mailer: BoxStyleDieline = BOX_STYLE_DIELINES.displayMailer;
 * mailer.generate({ length: 8, width: 6, depth: 2 });
 */
export interface BoxStyleDieline {
  readonly id: DielineStyleId;
  /** The catalogue's product page slug (`/product/{productSlug}`). */
  readonly productSlug: string;
  /** English style name. */
  readonly name: string;
  /** The construction drawn. */
  readonly construction: string;
  readonly limits: DielineLimits;
  /** Board thickness used when the input gives none, inches. */
  readonly defaultThickness: number;
  /** Whether length and width must be equal (square mailer). */
  readonly squareFootprint: boolean;
  readonly presets: readonly DielinePreset[];
  /** Validates the input and draws the dieline; throws {@link DielineError} on bad input. */
  generate(input: DielineInput): Dieline;
}

type StyleDefinition = Omit<BoxStyleDieline, 'generate' | 'id'> & {
  build: DielineStyleBuilder;
};

const preset = (length: number, width: number, depth: number): DielinePreset => ({
  id: `${length}x${width}x${depth}`,
  label: `${length} x ${width} x ${depth}`,
  length,
  width,
  depth,
});

const MAILER_THICKNESS: DielineRange = { min: 0.03, max: 0.1875 };

const DEFINITIONS: Record<DielineStyleId, StyleDefinition> = {
  displayMailer: {
    productSlug: 'custom-mailer-box',
    name: 'Display mailer',
    construction: 'Roll end tuck front mailer (FEFCO 0427 type)',
    limits: {
      length: { min: 4, max: 24 },
      width: { min: 3, max: 18 },
      depth: { min: 1, max: 8 },
      thickness: MAILER_THICKNESS,
    },
    defaultThickness: 0.0625,
    squareFootprint: false,
    presets: [
      preset(8, 6, 2),
      preset(9, 6, 3),
      preset(10, 8, 4),
      preset(12, 9, 4),
      preset(14, 10, 4),
    ],
    build: trayMailer({ rolledFront: true, rolledSides: true }),
  },
  shipper: {
    productSlug: 'custom-shipper-box',
    name: 'Shipper',
    construction: 'Regular slotted container (RSC, FEFCO 0201)',
    limits: {
      length: { min: 4, max: 36 },
      width: { min: 3, max: 24 },
      depth: { min: 2, max: 36 },
      thickness: { min: 0.0625, max: 0.3125 },
    },
    defaultThickness: 0.125,
    squareFootprint: false,
    presets: [
      preset(10, 8, 6),
      preset(12, 12, 12),
      preset(16, 12, 8),
      preset(18, 14, 10),
      preset(24, 18, 12),
    ],
    build: buildShipper,
  },
  giftMailer: {
    productSlug: 'custom-gift-mailer-box',
    name: 'Gift mailer',
    construction: 'One-piece tuck top mailer with rolled sides (FEFCO 0427 type, single front)',
    limits: {
      length: { min: 4, max: 20 },
      width: { min: 3, max: 16 },
      depth: { min: 1, max: 8 },
      thickness: MAILER_THICKNESS,
    },
    defaultThickness: 0.0625,
    squareFootprint: false,
    presets: [preset(9, 6, 3), preset(11, 8, 4), preset(12, 10, 3), preset(14, 10, 5)],
    build: trayMailer({ rolledFront: false, rolledSides: true }),
  },
  squareMailer: {
    productSlug: 'custom-square-mailer-box',
    name: 'Square mailer',
    construction: 'Roll end tuck front mailer with a square footprint (FEFCO 0427 type)',
    limits: {
      length: { min: 3, max: 20 },
      width: { min: 3, max: 20 },
      depth: { min: 1, max: 8 },
      thickness: MAILER_THICKNESS,
    },
    defaultThickness: 0.0625,
    squareFootprint: true,
    presets: [preset(6, 6, 2), preset(8, 8, 4), preset(10, 10, 4), preset(12, 12, 4)],
    build: trayMailer({ rolledFront: true, rolledSides: true }),
  },
  gableBox: {
    productSlug: 'custom-gable-box',
    name: 'Gable box',
    construction: 'Gable top box with handle and tuck bottom',
    limits: {
      length: { min: 4, max: 12 },
      width: { min: 2, max: 8 },
      depth: { min: 2, max: 12 },
      thickness: { min: 0.016, max: 0.09375 },
    },
    defaultThickness: 0.0625,
    squareFootprint: false,
    presets: [preset(6, 4, 4), preset(8, 4, 8), preset(9, 5, 9), preset(10, 6, 6)],
    build: buildGableBox,
  },
  endOpenMailer: {
    productSlug: 'custom-end-open-mailer-box',
    name: 'End open mailer',
    construction: 'Glued tube with straight tuck ends',
    limits: {
      length: { min: 6, max: 40 },
      width: { min: 2, max: 16 },
      depth: { min: 0.75, max: 8 },
      thickness: MAILER_THICKNESS,
    },
    defaultThickness: 0.0625,
    squareFootprint: false,
    presets: [preset(12, 3, 3), preset(15, 10, 1.5), preset(18, 6, 2), preset(24, 4, 4)],
    build: buildEndOpenMailer,
  },
  documentMailer: {
    productSlug: 'custom-document-mailer-box',
    name: 'Document mailer',
    construction: 'Literature mailer with single walls and tuck lid',
    limits: {
      length: { min: 6, max: 18 },
      width: { min: 4, max: 15 },
      depth: { min: 0.75, max: 3 },
      thickness: { min: 0.03, max: 0.125 },
    },
    defaultThickness: 0.0625,
    squareFootprint: false,
    presets: [preset(9.5, 6.5, 1), preset(12.5, 9.5, 1), preset(13, 10, 2), preset(15, 11, 2)],
    build: trayMailer({ rolledFront: false, rolledSides: false }),
  },
};

const FIELD_LABELS = {
  length: 'Length',
  width: 'Width',
  depth: 'Depth',
  thickness: 'Board thickness',
} as const;

/** Tolerance for limits given in inches and input converted from millimetres. */
const LIMIT_TOLERANCE = 1e-9;

function isStyleId(value: unknown): value is DielineStyleId {
  return typeof value === 'string' && (DIELINE_STYLE_IDS as readonly string[]).includes(value);
}

/**
 * Every problem with a dieline request, empty when it can be drawn: unknown style or unit,
 * dimensions that are not positive numbers or lie outside the style's limits (messages and
 * `params` in the input's unit), a square mailer whose length and width differ.
 *
 * @example
 * validateDielineInput('squareMailer', { length: 8, width: 6, depth: 2 });
 * // [{ code: 'DIELINE_NOT_SQUARE', field: 'width', message: 'Length and width of a square mailer must be equal' }]
 */
export function validateDielineInput(style: string, input: DielineInput): DielineIssue[] {
  if (!isStyleId(style)) {
    return [
      {
        code: 'DIELINE_UNKNOWN_STYLE',
        field: 'style',
        message: `Unknown box style "${String(style)}"`,
        params: { style: String(style) },
      },
    ];
  }
  const unit = input.unit ?? 'in';
  if (unit !== 'in' && unit !== 'mm') {
    return [
      { code: 'DIELINE_INVALID_OPTION', field: 'unit', message: 'Unit must be "in" or "mm"' },
    ];
  }
  const definition = DEFINITIONS[style];
  const issues: DielineIssue[] = [];
  // Limits are shown rounded inwards, so a value typed as shown is always accepted.
  const factor = unit === 'mm' ? 100 : 100_000;
  const roundedUp = (inches: number): number =>
    Math.ceil(fromInches(inches, unit) * factor - 1e-6) / factor;
  const roundedDown = (inches: number): number =>
    Math.floor(fromInches(inches, unit) * factor + 1e-6) / factor;
  for (const field of ['length', 'width', 'depth', 'thickness'] as const) {
    const value: unknown = input[field];
    if (field === 'thickness' && value === undefined) continue;
    const label = FIELD_LABELS[field];
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      issues.push({
        code: 'DIELINE_INVALID_DIMENSION',
        field,
        message: `${label} must be a positive number`,
      });
      continue;
    }
    const { min, max } = definition.limits[field];
    const inches = toInches(value, unit);
    if (inches < min - LIMIT_TOLERANCE || inches > max + LIMIT_TOLERANCE) {
      const shownMin = roundedUp(min);
      const shownMax = roundedDown(max);
      issues.push({
        code: 'DIELINE_DIMENSION_OUT_OF_RANGE',
        field,
        message: `${label} must be between ${shownMin} ${unit} and ${shownMax} ${unit}`,
        params: { min: shownMin, max: shownMax, unit },
      });
    }
  }
  if (
    definition.squareFootprint &&
    !issues.some((issue) => issue.field === 'length' || issue.field === 'width') &&
    Math.abs(toInches(input.length, unit) - toInches(input.width, unit)) > 1e-6
  ) {
    issues.push({
      code: 'DIELINE_NOT_SQUARE',
      field: 'width',
      message: 'Length and width of a square mailer must be equal',
    });
  }
  return issues;
}

function generateFor(style: DielineStyleId, input: DielineInput): Dieline {
  const [first, ...rest] = validateDielineInput(style, input);
  if (first) throw new DielineError([first, ...rest]);
  const definition = DEFINITIONS[style];
  const unit = input.unit ?? 'in';
  return definition.build(
    {
      length: toInches(input.length, unit),
      width: toInches(input.width, unit),
      depth: toInches(input.depth, unit),
      thickness:
        input.thickness === undefined
          ? definition.defaultThickness
          : toInches(input.thickness, unit),
    },
    { style, styleName: definition.name, construction: definition.construction },
  );
}

/**
 * The dieline generator of each box style, keyed by the catalogue's box style ids, with the
 * catalogue product slug, custom-size limits and preset sizes.
 *
 * @example
 * BOX_STYLE_DIELINES.shipper.presets[0]; // { id: '10x8x6', label: '10 x 8 x 6', length: 10, width: 8, depth: 6 }
 * BOX_STYLE_DIELINES.gableBox.generate({ length: 8, width: 4, depth: 8 }).flatSize;
 */
export const BOX_STYLE_DIELINES: Readonly<Record<DielineStyleId, BoxStyleDieline>> =
  Object.fromEntries(
    DIELINE_STYLE_IDS.map((id) => {
      const { build: _build, ...definition } = DEFINITIONS[id];
      const entry: BoxStyleDieline = {
        id,
        ...definition,
        generate: (input) => generateFor(id, input),
      };
      return [id, entry];
    }),
  ) as Record<DielineStyleId, BoxStyleDieline>;

/**
 * Draws the dieline of a box style (by catalogue id) from inside dimensions. Throws
 * {@link DielineError} for an unknown style or bad dimensions.
 *
 * @example
 * const dieline = generateDieline('displayMailer', { length: 8, width: 6, depth: 2, thickness: 0.0625 });
 * dieline.panels.find((panel) => panel.id === 'inside-lid')?.face; // 'inside'
 */
export function generateDieline(style: DielineStyleId, input: DielineInput): Dieline {
  if (!isStyleId(style)) {
    const [issue] = validateDielineInput(style, input);
    throw new DielineError([issue as DielineIssue]);
  }
  return generateFor(style, input);
}

/**
 * The box style with this catalogue id or product slug (e.g. 'custom-gable-box'), if any.
 *
 * @example
 * findBoxStyleDieline('custom-mailer-box')?.id; // 'displayMailer'
 */
export function findBoxStyleDieline(idOrSlug: string): BoxStyleDieline | undefined {
  if (isStyleId(idOrSlug)) return BOX_STYLE_DIELINES[idOrSlug];
  return Object.values(BOX_STYLE_DIELINES).find((style) => style.productSlug === idOrSlug);
}
