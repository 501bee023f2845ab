import type { DielineLayout, LayoutRegion } from '../dieline-layout';
import type { Dieline, DielineDimensions, DielineStyleId } from '../dieline-model';
import type { DielinePoint, DielinePolygon } from '../geometry';
import { chamferedRectPolygon, rectPolygon } from '../geometry';

// The parts the box styles share: the tapered glue flap, the four walls of a glued tube,
// tuck and dust flap cuts, and the dimension lines every dieline carries.

/** What a box style's dieline says about itself (the catalogue's id, name and construction). */
export interface DielineStyleMeta {
  style: DielineStyleId;
  styleName: string;
  construction: string;
}

/** Draws one box style from inside dimensions (inches). */
export type DielineStyleBuilder = (
  dimensions: DielineDimensions,
  meta: DielineStyleMeta,
) => Dieline;

/** How far the ends of a glue flap are cut back, per inch of flap width (a 15° taper). */
export const GLUE_FLAP_TAPER = Math.tan(Math.PI / 12);

/**
 * Adds the glue flap (manufacturer's joint) at the left edge of the layout: `width` wide, from
 * `top` to `bottom`, both ends cut back at 15°, glued and hinged on `wallId`.
 */
export function addGlueFlap(
  layout: DielineLayout,
  width: number,
  top: number,
  bottom: number,
  wallId: string,
): DielineLayout {
  const taper = width * GLUE_FLAP_TAPER;
  return layout
    .region({
      id: 'glue-flap',
      name: 'Glue flap',
      kind: 'glue-flap',
      polygon: [
        { x: 0, y: top + taper },
        { x: width, y: top },
        { x: width, y: bottom },
        { x: 0, y: bottom - taper },
      ],
    })
    .glue('glue-flap')
    .hinge('glue-flap', wallId);
}

/** One wall of a glued tube of four: front and back are the major (length) walls. */
export interface TubeWall {
  id: 'front' | 'right-side' | 'back' | 'left-side';
  name: string;
  x: number;
  width: number;
  major: boolean;
}

/** The walls of a glued tube left to right from `x`: front, right side, back, left side. */
export function tubeWalls(x: number, lengthWall: number, widthWall: number): TubeWall[] {
  const xRight = x + lengthWall;
  const xBack = xRight + widthWall;
  const xLeft = xBack + lengthWall;
  return [
    { id: 'front', name: 'Front', x, width: lengthWall, major: true },
    { id: 'right-side', name: 'Right side', x: xRight, width: widthWall, major: false },
    { id: 'back', name: 'Back', x: xBack, width: lengthWall, major: true },
    { id: 'left-side', name: 'Left side', x: xLeft, width: widthWall, major: false },
  ];
}

/** A tube wall as a printable panel `height` high from `y`, printed inside as well. */
export function tubeWallPanel(wall: TubeWall, y: number, height: number): LayoutRegion {
  return {
    id: wall.id,
    name: wall.name,
    kind: 'panel',
    polygon: rectPolygon(wall.x, y, wall.width, height),
    inside: { id: `inside-${wall.id}`, name: `Inside ${wall.name.toLowerCase()}` },
  };
}

/** Hinges the four walls of a glued tube to each other (the glue flap closes the tube). */
export function hingeTubeWalls(layout: DielineLayout): DielineLayout {
  return layout.hinge('front', 'right-side').hinge('right-side', 'back').hinge('back', 'left-side');
}

/**
 * A tuck flap: `inset` narrower than its panel on each side, its two corners on the free
 * edge chamfered by min(0.375, depth / 3, width / 6).
 */
export function tuckFlapPolygon(
  x: number,
  y: number,
  panelWidth: number,
  depth: number,
  inset: number,
  freeEdge: 'top' | 'bottom',
): DielinePolygon {
  const width = panelWidth - 2 * inset;
  const chamfer = Math.min(0.375, depth / 3, width / 6);
  return chamferedRectPolygon(
    x + inset,
    y,
    width,
    depth,
    freeEdge === 'top' ? [chamfer, chamfer, 0, 0] : [0, 0, chamfer, chamfer],
  );
}

/** The corner chamfer of a dust flap `depth` deep on a hinge `hingeLength` long. */
export function dustFlapChamfer(depth: number, hingeLength: number): number {
  return Math.min(depth / 2, hingeLength / 3, 0.5);
}

/** How far inside a panel its dimension lines are drawn, inches. */
export const MEASURE_INSET = 0.35;

/** A dimension line of a dieline. */
export interface Measure {
  id: string;
  label: string;
  from: DielinePoint;
  to: DielinePoint;
}

/** A horizontal dimension line at `y` from `fromX` to `toX`. */
export function measureAcross(
  id: string,
  label: string,
  fromX: number,
  toX: number,
  y: number,
): Measure {
  return { id, label, from: { x: fromX, y }, to: { x: toX, y } };
}

/** A vertical dimension line at `x` from `fromY` to `toY`. */
export function measureDown(
  id: string,
  label: string,
  x: number,
  fromY: number,
  toY: number,
): Measure {
  return { id, label, from: { x, y: fromY }, to: { x, y: toY } };
}

/**
 * Annotates the flat width (below the layout) and flat height (to its right), then the
 * style's own dimension lines.
 */
export function annotateMeasures(
  layout: DielineLayout,
  flatWidth: number,
  flatHeight: number,
  measures: readonly Measure[],
): DielineLayout {
  layout
    .annotate(
      'flat-width',
      'Flat width',
      { x: 0, y: flatHeight + 0.4 },
      { x: flatWidth, y: flatHeight + 0.4 },
    )
    .annotate(
      'flat-height',
      'Flat height',
      { x: flatWidth + 0.4, y: 0 },
      { x: flatWidth + 0.4, y: flatHeight },
    );
  for (const { id, label, from, to } of measures) layout.annotate(id, label, from, to);
  return layout;
}
