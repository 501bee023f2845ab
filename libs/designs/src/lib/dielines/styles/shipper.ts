import { DielineLayout } from '../dieline-layout';
import type { Dieline, DielineDimensions } from '../dieline-model';
import { rectPolygon } from '../geometry';
import type { DielineStyleMeta, TubeWall } from './style-parts';
import {
  MEASURE_INSET as inset,
  addGlueFlap,
  annotateMeasures,
  hingeTubeWalls,
  measureAcross,
  measureDown,
  tubeWallPanel,
  tubeWalls,
} from './style-parts';

/** Width of the glue flap (manufacturer's joint) of a shipper, inches. */
export const SHIPPER_GLUE_FLAP = 1.25;

/**
 * Regular slotted container (FEFCO 0201) from inside length L, width W, depth D and board
 * thickness T: length panels L + T, width panels W + T, body D + 2T high, every flap half
 * the width panel ((W + T) / 2) deep so the outer flaps meet in the middle; the flaps are
 * separated by slits; a 1.25 in glue flap with 15° tapered ends joins the front to the left
 * side.
 */
export function buildShipper(dimensions: DielineDimensions, meta: DielineStyleMeta): Dieline {
  const { length: L, width: W, depth: D, thickness: T } = dimensions;
  const lengthPanel = L + T;
  const widthPanel = W + T;
  const body = D + 2 * T;
  const flap = widthPanel / 2;
  const glue = SHIPPER_GLUE_FLAP;

  const walls = tubeWalls(glue, lengthPanel, widthPanel);
  const [front, right, back, left] = walls as [TubeWall, TubeWall, TubeWall, TubeWall];
  const xEnd = left.x + widthPanel;
  const yBody = flap;
  const yBottom = flap + body;

  const layout = addGlueFlap(new DielineLayout(), glue, yBody, yBottom, 'front');
  for (const wall of walls) {
    const sideName = wall.name.toLowerCase();
    layout
      .region(tubeWallPanel(wall, yBody, body))
      .region({
        id: `top-flap-${wall.id}`,
        name: `Top ${wall.major ? 'flap' : 'minor flap'} (${sideName})`,
        kind: 'flap',
        polygon: rectPolygon(wall.x, 0, wall.width, flap),
        rotation: wall.id === 'back' ? 180 : 0,
        ...(wall.major
          ? { inside: { id: `inside-top-flap-${wall.id}`, name: `Inside top flap (${sideName})` } }
          : {}),
      })
      .region({
        id: `bottom-flap-${wall.id}`,
        name: `Bottom ${wall.major ? 'flap' : 'minor flap'} (${sideName})`,
        kind: 'flap',
        polygon: rectPolygon(wall.x, yBottom, wall.width, flap),
      })
      .hinge(wall.id, `top-flap-${wall.id}`)
      .hinge(wall.id, `bottom-flap-${wall.id}`);
  }
  hingeTubeWalls(layout);

  annotateMeasures(layout, xEnd, 2 * flap + body, [
    measureAcross('length-panel', 'Length panel', front.x, right.x, yBody + inset),
    measureAcross('width-panel', 'Width panel', right.x, back.x, yBody + inset),
    measureDown('body-height', 'Body height', right.x - inset, yBody, yBottom),
    measureDown('flap-depth', 'Flap depth', front.x + inset, 0, yBody),
  ]);
  return layout.build({ ...meta, dimensions });
}
