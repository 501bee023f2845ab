import type { DielinePoint, DielinePolygon, DielineRect, DielineSegment } from './geometry';

// The seven box styles of the catalogue, by the ids `@storefront/catalog` gives them
// (`BOX_STYLES[].id`), in its order. They are repeated here rather than imported: designs does
// not depend on the catalogue package. Written once; the type is read from the list.
const STYLE_IDS = [
  'displayMailer',
  'shipper',
  'giftMailer',
  'squareMailer',
  'gableBox',
  'endOpenMailer',
  'documentMailer',
] as const;

/**
 * One of the seven box styles of the catalogue, by the id `@storefront/catalog` gives it
 * (`BOX_STYLES[].id`).
 *
 * @example
 * const style: DielineStyleId = 'shipper';
 */
export type DielineStyleId = (typeof STYLE_IDS)[number];

/**
 * The seven box style ids in the order the catalogue lists them.
 *
 * @example
 * DIELINE_STYLE_IDS.includes('gableBox'); // true
 */
export const DIELINE_STYLE_IDS: readonly DielineStyleId[] = STYLE_IDS;

/**
 * Bleed: how far artwork must run past the cut line, in inches (1/8 in).
 *
 * @example
 * DIELINE_BLEED; // 0.125
 */
export const DIELINE_BLEED = 0.125;

/**
 * Safe zone: how far important artwork must stay inside each panel's edges, in inches
 * (1/8 in).
 *
 * @example
 * DIELINE_SAFE_MARGIN; // 0.125
 */
export const DIELINE_SAFE_MARGIN = 0.125;

/**
 * The named layers of a dieline, in drawing order: glue area, bleed, safe zone, creases,
 * cut, panel labels, dimensions.
 *
 * @example
 * const layer: DielineLayerId = 'crease';
 */
export type DielineLayerId =
  'glue' | 'bleed' | 'safe-zone' | 'crease' | 'cut' | 'panels' | 'dimensions';

/**
 * How one layer is drawn in the SVG and PDF outputs.
 *
 * @example
 * const cut: DielineLayerStyle = DIELINE_LAYERS.cut;
 */
export interface DielineLayerStyle {
  readonly id: DielineLayerId;
  /** Layer name shown in PDF viewers and design tools. */
  readonly name: string;
  /** Stroke (or fill, for the glue area) colour as `#rrggbb`. */
  readonly colour: string;
  /** Line width in inches. */
  readonly lineWidth: number;
  /** Dash pattern in inches (on, off), or null for a solid line. */
  readonly dash: readonly [number, number] | null;
}

/**
 * The layers with their colours and line styles: cut solid magenta, crease dashed cyan, glue
 * area yellow, bleed green, safe zone dashed orange, labels and dimensions dark grey.
 *
 * @example
 * DIELINE_LAYERS.crease.dash; // [0.08, 0.05]
 */
export const DIELINE_LAYERS: Readonly<Record<DielineLayerId, DielineLayerStyle>> = {
  glue: { id: 'glue', name: 'Glue', colour: '#f5c400', lineWidth: 0.006, dash: null },
  bleed: { id: 'bleed', name: 'Bleed', colour: '#00a651', lineWidth: 0.006, dash: null },
  'safe-zone': {
    id: 'safe-zone',
    name: 'Safe zone',
    colour: '#f39200',
    lineWidth: 0.006,
    dash: [0.04, 0.04],
  },
  crease: { id: 'crease', name: 'Crease', colour: '#0096d6', lineWidth: 0.01, dash: [0.08, 0.05] },
  cut: { id: 'cut', name: 'Cut', colour: '#e6007e', lineWidth: 0.01, dash: null },
  panels: { id: 'panels', name: 'Panels', colour: '#4a4a4a', lineWidth: 0.006, dash: null },
  dimensions: {
    id: 'dimensions',
    name: 'Dimensions',
    colour: '#1f1f1f',
    lineWidth: 0.006,
    dash: null,
  },
};

/**
 * Every layer id in drawing order.
 *
 * @example
 * DIELINE_LAYER_IDS[0]; // 'glue'
 */
export const DIELINE_LAYER_IDS: readonly DielineLayerId[] = [
  'glue',
  'bleed',
  'safe-zone',
  'crease',
  'cut',
  'panels',
  'dimensions',
];

/**
 * Which face of the board a panel's artwork is printed on: `outside` is the face the flat
 * layout shows; `inside` is the reverse (its artwork is printed mirrored left to right).
 *
 * @example
 * const face: DielineFace = 'inside';
 */
export type DielineFace = 'outside' | 'inside';

/**
 * What a panel is: a `panel` is a face of the box (top, walls, bottom), a `flap` closes or
 * locks it (tuck, dust flaps, minor flaps), the `glue-flap` is glued under another panel.
 *
 * @example
 * const kind: DielinePanelKind = 'flap';
 */
export type DielinePanelKind = 'panel' | 'flap' | 'glue-flap';

/**
 * A named surface of a dieline where artwork can go.
 *
 * @example
 * const lid = dieline.panels.find((panel) => panel.id === 'top');
 * lid?.bounds; // { x: 4.0625, y: 1.9375, width: 8.125, height: 6.125 } (8 x 6 x 2 display mailer)
 */
export interface DielinePanel {
  /** Stable id, e.g. `top`, `front`, `left-side`, `inside-lid`, `tuck-flap`, `glue-flap`. */
  readonly id: string;
  /** English name, e.g. 'Inside lid'. */
  readonly name: string;
  readonly kind: DielinePanelKind;
  readonly face: DielineFace;
  /** The panel's outline in the flat layout (always in outside-face coordinates). */
  readonly polygon: DielinePolygon;
  /** The rectangle around {@link polygon}. */
  readonly bounds: DielineRect;
  /** The polygon moved {@link DIELINE_SAFE_MARGIN} inwards on every edge. */
  readonly safeZone: DielinePolygon;
  /**
   * Degrees (clockwise, as drawn) to turn artwork so it reads upright on the assembled box
   * for someone facing this panel. For inside faces it applies to the inside view, i.e. the
   * layout mirrored left to right.
   */
  readonly rotation: 0 | 90 | 180 | 270;
}

/**
 * A dimension line: drawn from `from` to `to`, labelled with `value` (its length, inches).
 *
 * @example
 * const flatWidth = dieline.annotations.find((annotation) => annotation.id === 'flat-width');
 */
export interface DielineAnnotation {
  /** `flat-width`, `flat-height`, or a panel measure such as `bottom-length`. */
  readonly id: string;
  /** English label, e.g. 'Flat width'. */
  readonly label: string;
  readonly from: DielinePoint;
  readonly to: DielinePoint;
  /** The measured length in inches. */
  readonly value: number;
}

/**
 * Inside dimensions and board thickness of a box, in inches.
 *
 * @example
 * const size: DielineDimensions = { length: 8, width: 6, depth: 2, thickness: 0.0625 };
 */
export interface DielineDimensions {
  readonly length: number;
  readonly width: number;
  readonly depth: number;
  readonly thickness: number;
}

/**
 * A parametric dieline: the flat blank of one box, in inches, with the origin at the
 * blank's top-left corner seen from the outside face.
 *
 * @example
 * const dieline: Dieline = generateDieline('displayMailer', { length: 8, width: 6, depth: 2 });
 * dieline.flatSize; // { width: 16.25, height: 20.25 }
 */
export interface Dieline {
  readonly style: DielineStyleId;
  /** English style name, e.g. 'Display mailer'. */
  readonly styleName: string;
  /** The construction drawn, e.g. 'Roll end tuck front mailer (FEFCO 0427 type)'. */
  readonly construction: string;
  /** Inside dimensions and board thickness (inches). */
  readonly dimensions: DielineDimensions;
  /** Width and height of the blank (the cut outline's bounding box), inches. */
  readonly flatSize: { readonly width: number; readonly height: number };
  /** Cut layer: the closed outer cut path. */
  readonly outline: DielinePolygon;
  /** Cut layer: closed cut-outs inside the blank (e.g. a handle hole). */
  readonly holes: readonly DielinePolygon[];
  /** Cut layer: slits between flaps that are cut apart but share an edge. */
  readonly slits: readonly DielineSegment[];
  /** Crease layer: fold lines. */
  readonly creases: readonly DielineSegment[];
  /** Glue layer: the areas glue goes on (the glue flap); empty for glue-free styles. */
  readonly glueAreas: readonly DielinePolygon[];
  /** Bleed layer: the outline moved {@link DIELINE_BLEED} outwards, holes moved inwards. */
  readonly bleed: { readonly outline: DielinePolygon; readonly holes: readonly DielinePolygon[] };
  /** Every artwork surface: one outside-face panel per region of the blank, plus inside faces. */
  readonly panels: readonly DielinePanel[];
  /** Dimension lines. */
  readonly annotations: readonly DielineAnnotation[];
}
