import type { BoxStyleId } from '@storefront/catalog';
import type { PrintOption } from './attributes.ts';
import type { BoxDimensions } from './sizes.ts';

// How the seeded price tiers were made (seed.ts calls these; the routes read the stored tiers).
// A digital corrugated printer's cost sheet: board and ink are paid per square foot of the flat
// blank, folding and packing per box, and make-ready once per order. The result is marked up and
// scaled by a volume factor per price break, then rounded to whole cents per box.

/** What one box style costs to make, per the printer's cost sheet. */
export interface BoxCostModel {
  /** Flat blank area ÷ outside surface area (flaps, tucks, dust flaps, glue joint). */
  blankFactor: number;
  /** Corrugated board, cents per square foot of blank. */
  boardCentsPerSqFt: number;
  /** Die-cutting, folding and packing, cents per box. */
  handlingCents: number;
  /** Make-ready (file check, machine set-up), cents per order, spread over the quantity. */
  setupCents: number;
}

/** Cost sheet per box style. */
export const BOX_COST_MODELS: Readonly<Record<BoxStyleId, BoxCostModel>> = {
  // Roll end tuck front: double front wall and dust flaps, E-flute.
  displayMailer: { blankFactor: 1.45, boardCentsPerSqFt: 28, handlingCents: 45, setupCents: 1200 },
  // Regular slotted container: four flaps top and bottom, B-flute.
  shipper: { blankFactor: 1.15, boardCentsPerSqFt: 32, handlingCents: 35, setupCents: 1500 },
  // Mailer with a deeper lid and premium white liner.
  giftMailer: { blankFactor: 1.5, boardCentsPerSqFt: 34, handlingCents: 55, setupCents: 1500 },
  squareMailer: { blankFactor: 1.45, boardCentsPerSqFt: 28, handlingCents: 45, setupCents: 1200 },
  // Gable top with a handle: the roof and handle add a lot of board.
  gableBox: { blankFactor: 1.65, boardCentsPerSqFt: 30, handlingCents: 60, setupCents: 2500 },
  endOpenMailer: { blankFactor: 1.25, boardCentsPerSqFt: 26, handlingCents: 35, setupCents: 1500 },
  documentMailer: { blankFactor: 1.3, boardCentsPerSqFt: 24, handlingCents: 30, setupCents: 1500 },
};

/** Ink and press time, cents per square foot of blank. */
export const PRINT_CENTS_PER_SQFT: Readonly<Record<PrintOption, number>> = {
  'Outside only 1 colour': 6,
  'Outside full colour': 22,
  'Outside + inside full colour': 40,
};

/** Markup on board and ink. */
export const MARKUP = 1.6;

/**
 * Volume factor per price break, applied to the per-box cost: small runs pay for press time
 * and waste, large runs buy board by the truckload.
 */
export const VOLUME_FACTORS: ReadonlyMap<number, number> = new Map([
  [1, 3.2],
  [10, 2.1],
  [25, 1.6],
  [50, 1.35],
  [100, 1.18],
  [250, 1],
  [500, 0.9],
  [1000, 0.8],
  [2500, 0.7],
  [5000, 0.64],
  [10000, 0.6],
]);

function volumeFactor(quantity: number): number {
  const factor = VOLUME_FACTORS.get(quantity);
  if (factor === undefined) throw new Error(`No volume factor for a price break at ${quantity}`);
  return factor;
}

/** Outside surface area of a box in square feet: 2(LW + LD + WD) / 144. */
export function surfaceSqFt({ length, width, depth }: BoxDimensions): number {
  return (2 * (length * width + length * depth + width * depth)) / 144;
}

/**
 * Unit price in whole cents of a printed box at a price break. Falls with the quantity: the
 * volume factor never rises and the set-up is spread over more boxes.
 *
 * @example
 * ```ts
 * boxUnitCents('displayMailer', { length: 9, width: 6, depth: 3 }, 'Outside full colour', 250);
 * ```
 */
export function boxUnitCents(
  style: BoxStyleId,
  dimensions: BoxDimensions,
  printOption: PrintOption,
  quantity: number,
): number {
  const model = BOX_COST_MODELS[style];
  const blankSqFt = surfaceSqFt(dimensions) * model.blankFactor;
  const perBox =
    MARKUP * blankSqFt * (model.boardCentsPerSqFt + PRINT_CENTS_PER_SQFT[printOption]) +
    model.handlingCents;
  return Math.round(perBox * volumeFactor(quantity) + model.setupCents / quantity);
}

/**
 * Unit price in whole cents of an unprinted corrugated pad that lies in a shipper of the given
 * size (L × W, B-flute), at a price break.
 *
 * @example
 * ```ts
 * insertUnitCents({ length: 12, width: 12, depth: 12 }, 100);
 * ```
 */
export function insertUnitCents({ length, width }: BoxDimensions, quantity: number): number {
  const perPad = MARKUP * ((length * width) / 144) * 32 + 8;
  return Math.round(perPad * volumeFactor(quantity));
}
