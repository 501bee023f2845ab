import { DielineLayout } from '../dieline-layout';
import type { Dieline, DielineDimensions } from '../dieline-model';
import { chamferedRectPolygon, rectPolygon } from '../geometry';
import type { DielineStyleMeta } from './style-parts';
import {
  MEASURE_INSET as inset,
  addGlueFlap,
  annotateMeasures,
  dustFlapChamfer,
  measureAcross,
  measureDown,
  tuckFlapPolygon,
} from './style-parts';

/** Width of the glue flap of an end open mailer, inches. */
export const END_OPEN_GLUE_FLAP = 1;

/**
 * End open mailer: a glued tube (top, right side, bottom, left side) closed at both short
 * ends by an end panel with a tuck flap hinged on the top panel, and a dust flap on each
 * side panel (straight tuck ends). From inside length L (along the tube), width W, depth D
 * and board thickness T: top and bottom W + T wide, sides D + T wide, tube L + 2T long (the
 * dust flaps fold in at the ends), end panels D + T deep, tuck flaps min(max(D, 0.75), 1.5)
 * deep and 2T narrower on each side, dust flaps min(W / 2, D + T) deep, a 1 in glue flap.
 */
export function buildEndOpenMailer(dimensions: DielineDimensions, meta: DielineStyleMeta): Dieline {
  const { length: L, width: W, depth: D, thickness: T } = dimensions;
  const face = W + T;
  const side = D + T;
  const tube = L + 2 * T;
  const tuck = Math.min(Math.max(D, 0.75), 1.5);
  const tuckInset = 2 * T;
  const dust = Math.min(W / 2, side);
  const glue = END_OPEN_GLUE_FLAP;
  const dustChamfer = dustFlapChamfer(dust, side);

  const xTop = glue;
  const xRight = xTop + face;
  const xBottom = xRight + side;
  const xLeft = xBottom + face;
  const xEnd = xLeft + side;
  const yTube = tuck + side;
  const yTubeEnd = yTube + tube;
  const flatHeight = yTubeEnd + side + tuck;

  const layout = addGlueFlap(new DielineLayout(), glue, yTube, yTubeEnd, 'top')
    .region({
      id: 'top',
      name: 'Top',
      kind: 'panel',
      polygon: rectPolygon(xTop, yTube, face, tube),
      inside: { id: 'inside-top', name: 'Inside top' },
    })
    .region({
      id: 'right-side',
      name: 'Right side',
      kind: 'panel',
      polygon: rectPolygon(xRight, yTube, side, tube),
      rotation: 270,
    })
    .region({
      id: 'bottom',
      name: 'Bottom',
      kind: 'panel',
      polygon: rectPolygon(xBottom, yTube, face, tube),
      inside: { id: 'inside-bottom', name: 'Inside bottom' },
    })
    .region({
      id: 'left-side',
      name: 'Left side',
      kind: 'panel',
      polygon: rectPolygon(xLeft, yTube, side, tube),
      rotation: 90,
    })
    .hinge('top', 'right-side')
    .hinge('right-side', 'bottom')
    .hinge('bottom', 'left-side');

  // The back end is at the top of the layout, the front end at the bottom.
  for (const end of ['back', 'front'] as const) {
    const atTop = end === 'back';
    const yEndPanel = atTop ? tuck : yTubeEnd;
    const yTuck = atTop ? 0 : yTubeEnd + side;
    const yDust = atTop ? yTube - dust : yTubeEnd;
    const rightDust: [number, number, number, number] = atTop
      ? [0, dustChamfer, 0, 0]
      : [0, 0, dustChamfer, 0];
    const leftDust: [number, number, number, number] = atTop
      ? [dustChamfer, dustChamfer, 0, 0]
      : [0, 0, dustChamfer, dustChamfer];
    layout
      .region({
        id: `end-panel-${end}`,
        name: `End (${end})`,
        kind: 'panel',
        polygon: rectPolygon(xTop, yEndPanel, face, side),
        rotation: atTop ? 180 : 0,
      })
      .region({
        id: `tuck-flap-${end}`,
        name: `Tuck flap (${end})`,
        kind: 'flap',
        polygon: tuckFlapPolygon(xTop, yTuck, face, tuck, tuckInset, atTop ? 'top' : 'bottom'),
      })
      .region({
        id: `dust-flap-${end}-right`,
        name: `Dust flap (${end} right)`,
        kind: 'flap',
        polygon: chamferedRectPolygon(xRight, yDust, side, dust, rightDust),
      })
      .region({
        id: `dust-flap-${end}-left`,
        name: `Dust flap (${end} left)`,
        kind: 'flap',
        polygon: chamferedRectPolygon(xLeft, yDust, side, dust, leftDust),
      })
      .hinge('top', `end-panel-${end}`)
      .hinge(`end-panel-${end}`, `tuck-flap-${end}`)
      .hinge('right-side', `dust-flap-${end}-right`)
      .hinge('left-side', `dust-flap-${end}-left`);
  }

  annotateMeasures(layout, xEnd, flatHeight, [
    measureAcross('top-width', 'Top width', xTop, xRight, yTube + inset),
    measureDown('tube-length', 'Tube length', xRight - inset, yTube, yTubeEnd),
    measureAcross('side-depth', 'Side depth', xRight, xBottom, yTubeEnd - inset),
  ]);
  return layout.build({ ...meta, dimensions });
}
