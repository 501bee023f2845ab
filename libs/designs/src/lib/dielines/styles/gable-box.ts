import { DielineLayout } from '../dieline-layout';
import type { Dieline, DielineDimensions } from '../dieline-model';
import { chamferedRectPolygon, rectPolygon } from '../geometry';
import type { DielineStyleMeta, TubeWall } from './style-parts';
import {
  MEASURE_INSET as inset,
  addGlueFlap,
  annotateMeasures,
  dustFlapChamfer,
  hingeTubeWalls,
  measureAcross,
  measureDown,
  tubeWallPanel,
  tubeWalls,
  tuckFlapPolygon,
} from './style-parts';

/** Width of the glue flap of a gable box, inches. */
export const GABLE_GLUE_FLAP = 0.75;

/** Height of each of the two handle panels of a gable box, inches. */
export const GABLE_HANDLE_HEIGHT = 1.5;

/**
 * Gable box with handle: a glued tube (front, right side, back, left side) with a 45° gable
 * top — roof panels on front and back, gussets with diagonal creases on the sides, two handle
 * panels with a hand hole — and a tuck bottom. From inside length L, width W, depth D and
 * board thickness T: front and back L + T wide, sides W + T wide, body D + T high, roof
 * panels (W + T) / √2 high, handle panels 1.5 in with a min(3.5, 0.6 (L + T)) × 0.75 in hole,
 * bottom panel (W + T) deep on the front with a tuck flap min(max((W + T) / 2, 0.5), 1.25)
 * deep and 2T narrower each side, side dust flaps min(L / 2, W + T) deep, a 0.75 in glue
 * flap.
 */
export function buildGableBox(dimensions: DielineDimensions, meta: DielineStyleMeta): Dieline {
  const { length: L, width: W, depth: D, thickness: T } = dimensions;
  const wide = L + T;
  const narrow = W + T;
  const body = D + T;
  const roof = narrow / Math.SQRT2;
  const handle = GABLE_HANDLE_HEIGHT;
  const tuck = Math.min(Math.max(narrow / 2, 0.5), 1.25);
  const dust = Math.min(L / 2, narrow);
  const glue = GABLE_GLUE_FLAP;
  const dustChamfer = dustFlapChamfer(dust, narrow);
  const holeWidth = Math.min(3.5, 0.6 * wide);
  const holeHeight = 0.75;
  const holeChamfer = holeHeight / 3;

  const walls = tubeWalls(glue, wide, narrow);
  const [front, right, back, left] = walls as [TubeWall, TubeWall, TubeWall, TubeWall];
  const xEnd = left.x + narrow;
  const yRoof = handle;
  const yBody = yRoof + roof;
  const yBottom = yBody + body;
  const flatHeight = yBottom + narrow + tuck;

  const layout = addGlueFlap(new DielineLayout(), glue, yBody, yBottom, 'front');
  for (const wall of walls) {
    const sideName = wall.name.toLowerCase();
    layout.region(tubeWallPanel(wall, yBody, body));
    if (wall.major) {
      layout
        .region({
          id: `roof-${wall.id}`,
          name: `Roof (${sideName})`,
          kind: 'panel',
          polygon: rectPolygon(wall.x, yRoof, wall.width, roof),
        })
        .region({
          id: `handle-${wall.id}`,
          name: `Handle (${sideName})`,
          kind: 'panel',
          polygon: rectPolygon(wall.x, 0, wall.width, handle),
        })
        .hole(
          chamferedRectPolygon(
            wall.x + (wall.width - holeWidth) / 2,
            (handle - holeHeight) / 2,
            holeWidth,
            holeHeight,
            [holeChamfer, holeChamfer, holeChamfer, holeChamfer],
          ),
        )
        .hinge(wall.id, `roof-${wall.id}`)
        .hinge(`roof-${wall.id}`, `handle-${wall.id}`);
    } else {
      const centre = wall.x + wall.width / 2;
      layout
        .region({
          id: `gusset-${wall.id}`,
          name: `Gable gusset (${sideName})`,
          kind: 'flap',
          polygon: rectPolygon(wall.x, yRoof, wall.width, roof),
        })
        .crease({ x: wall.x, y: yBody }, { x: centre, y: yRoof })
        .crease({ x: wall.x + wall.width, y: yBody }, { x: centre, y: yRoof })
        .hinge(wall.id, `gusset-${wall.id}`);
    }
  }
  hingeTubeWalls(layout)
    .hinge('roof-front', 'gusset-right-side')
    .hinge('gusset-right-side', 'roof-back')
    .hinge('roof-back', 'gusset-left-side')
    .region({
      id: 'bottom',
      name: 'Bottom',
      kind: 'panel',
      polygon: rectPolygon(front.x, yBottom, wide, narrow),
      inside: { id: 'inside-bottom', name: 'Inside bottom' },
    })
    .region({
      id: 'tuck-flap',
      name: 'Tuck flap',
      kind: 'flap',
      polygon: tuckFlapPolygon(front.x, yBottom + narrow, wide, tuck, 2 * T, 'bottom'),
    })
    .region({
      id: 'dust-flap-right',
      name: 'Dust flap (right)',
      kind: 'flap',
      polygon: chamferedRectPolygon(right.x, yBottom, narrow, dust, [0, 0, dustChamfer, 0]),
    })
    .region({
      id: 'dust-flap-left',
      name: 'Dust flap (left)',
      kind: 'flap',
      polygon: chamferedRectPolygon(left.x, yBottom, narrow, dust, [
        0,
        0,
        dustChamfer,
        dustChamfer,
      ]),
    })
    .hinge('front', 'bottom')
    .hinge('bottom', 'tuck-flap')
    .hinge('right-side', 'dust-flap-right')
    .hinge('left-side', 'dust-flap-left');

  annotateMeasures(layout, xEnd, flatHeight, [
    measureAcross('front-width', 'Front width', front.x, right.x, yBody + inset),
    measureAcross('side-width', 'Side width', right.x, back.x, yBody + inset),
    measureDown('body-height', 'Body height', right.x - inset, yBody, yBottom),
    measureDown('roof-height', 'Roof height', front.x + inset, yRoof, yBody),
  ]);
  return layout.build({ ...meta, dimensions });
}
