import { failDieline } from './dieline-error';
import type { DielineLayerId, DielinePanel } from './dieline-model';
import { DIELINE_LAYER_IDS } from './dieline-model';
import type { DielineUnit } from './units';

/**
 * Options of the SVG and PDF outputs.
 *
 * @example
 * const options: DielineOutputOptions = { unit: 'mm', layers: ['cut', 'crease'], margin: 0.5 };
 */
export interface DielineOutputOptions {
  /** Unit of the SVG user space and of the dimension texts; inches by default. */
  readonly unit?: DielineUnit;
  /** Layers to draw (in their fixed drawing order); all by default. */
  readonly layers?: readonly DielineLayerId[];
  /** Space around the blank for bleed and dimension lines, inches; 0.75 by default. */
  readonly margin?: number;
  /** Document title; '<style name> dieline, inside L x W x D in' by default. */
  readonly title?: string;
  /** Label of a panel (e.g. translated); the panel's English name by default. */
  readonly panelLabel?: (panel: DielinePanel) => string;
}

/** Default space around the blank, inches. */
export const DEFAULT_DIELINE_MARGIN = 0.75;

/** The options with defaults filled in; throws DielineError for bad ones. */
export function resolveOutputOptions(options: DielineOutputOptions = {}): {
  unit: DielineUnit;
  layers: readonly DielineLayerId[];
  margin: number;
  panelLabel: (panel: DielinePanel) => string;
  title: string | undefined;
} {
  const unit = options.unit ?? 'in';
  if (unit !== 'in' && unit !== 'mm') {
    failDieline({
      code: 'DIELINE_INVALID_OPTION',
      field: 'unit',
      message: 'Unit must be "in" or "mm"',
    });
  }
  const requested = options.layers ?? DIELINE_LAYER_IDS;
  const unknown = requested.find((layer) => !DIELINE_LAYER_IDS.includes(layer));
  if (unknown !== undefined) {
    failDieline({
      code: 'DIELINE_INVALID_OPTION',
      field: 'layers',
      message: `Unknown dieline layer "${String(unknown)}"; layers are ${DIELINE_LAYER_IDS.join(', ')}`,
      params: { layer: String(unknown) },
    });
  }
  const margin = options.margin ?? DEFAULT_DIELINE_MARGIN;
  if (typeof margin !== 'number' || !Number.isFinite(margin) || margin < 0) {
    failDieline({
      code: 'DIELINE_INVALID_OPTION',
      field: 'margin',
      message: 'Margin must be zero or a positive number of inches',
    });
  }
  return {
    unit,
    layers: DIELINE_LAYER_IDS.filter((layer) => requested.includes(layer)),
    margin,
    panelLabel: options.panelLabel ?? ((panel) => panel.name),
    title: options.title,
  };
}
