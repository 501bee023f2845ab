import { DielineLayout } from '../dieline-layout';
import type { Dieline, DielineDimensions } from '../dieline-model';
import { chamferedRectPolygon, rectPolygon } from '../geometry';
import { GLUE_FLAP_TAPER } from './shipper';

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
export function buildGableBox(dimensions: DielineDimensions): Dieline {
  const { length: L, width: W, depth: D, thickness: T } = dimensions;
  const wide = L + T;
  const narrow = W + T;
  const body = D + T;
  const roof = narrow / Math.SQRT2;
  const handle = GABLE_HANDLE_HEIGHT;
  const tuck = Math.min(Math.max(narrow / 2, 0.5), 1.25);
  const tuckInset = 2 * T;
  const dust = Math.min(L / 2, narrow);
  const glue = GABLE_GLUE_FLAP;
  const taper = glue * GLUE_FLAP_TAPER;
  const tuckChamfer = Math.min(0.375, tuck / 3, (wide - 2 * tuckInset) / 6);
  const dustChamfer = Math.min(dust / 2, narrow / 3, 0.5);
  const holeWidth = Math.min(3.5, 0.6 * wide);
  const holeHeight = 0.75;
  const holeChamfer = holeHeight / 3;

  const xFront = glue;
  const xRight = xFront + wide;
  const xBack = xRight + narrow;
  const xLeft = xBack + wide;
  const xEnd = xLeft + narrow;
  const yRoof = handle;
  const yBody = yRoof + roof;
  const yBottom = yBody + body;
  const flatHeight = yBottom + narrow + tuck;

  const layout = new DielineLayout()
    .region({
      id: 'glue-flap',
      name: 'Glue flap',
      kind: 'glue-flap',
      polygon: [
        { x: 0, y: yBody + taper },
        { x: glue, y: yBody },
        { x: glue, y: yBottom },
        { x: 0, y: yBottom - taper },
      ],
    })
    .glue('glue-flap')
    .hinge('glue-flap', 'front');

  const columns = [
    { id: 'front', name: 'Front', x: xFront, width: wide },
    { id: 'right-side', name: 'Right side', x: xRight, width: narrow },
    { id: 'back', name: 'Back', x: xBack, width: wide },
    { id: 'left-side', name: 'Left side', x: xLeft, width: narrow },
  ];
  for (const column of columns) {
    const sideName = column.name.toLowerCase();
    layout.region({
      id: column.id,
      name: column.name,
      kind: 'panel',
      polygon: rectPolygon(column.x, yBody, column.width, body),
      inside: { id: `inside-${column.id}`, name: `Inside ${sideName}` },
    });
    if (column.id === 'front' || column.id === 'back') {
      layout
        .region({
          id: `roof-${column.id}`,
          name: `Roof (${sideName})`,
          kind: 'panel',
          polygon: rectPolygon(column.x, yRoof, column.width, roof),
        })
        .region({
          id: `handle-${column.id}`,
          name: `Handle (${sideName})`,
          kind: 'panel',
          polygon: rectPolygon(column.x, 0, column.width, handle),
        })
        .hole(
          chamferedRectPolygon(
            column.x + (column.width - holeWidth) / 2,
            (handle - holeHeight) / 2,
            holeWidth,
            holeHeight,
            [holeChamfer, holeChamfer, holeChamfer, holeChamfer],
          ),
        )
        .hinge(column.id, `roof-${column.id}`)
        .hinge(`roof-${column.id}`, `handle-${column.id}`);
    } else {
      const centre = column.x + column.width / 2;
      layout
        .region({
          id: `gusset-${column.id}`,
          name: `Gable gusset (${sideName})`,
          kind: 'flap',
          polygon: rectPolygon(column.x, yRoof, column.width, roof),
        })
        .crease({ x: column.x, y: yBody }, { x: centre, y: yRoof })
        .crease({ x: column.x + column.width, y: yBody }, { x: centre, y: yRoof })
        .hinge(column.id, `gusset-${column.id}`);
    }
  }
  layout
    .hinge('front', 'right-side')
    .hinge('right-side', 'back')
    .hinge('back', 'left-side')
    .hinge('roof-front', 'gusset-right-side')
    .hinge('gusset-right-side', 'roof-back')
    .hinge('roof-back', 'gusset-left-side')
    .region({
      id: 'bottom',
      name: 'Bottom',
      kind: 'panel',
      polygon: rectPolygon(xFront, yBottom, wide, narrow),
      inside: { id: 'inside-bottom', name: 'Inside bottom' },
    })
    .region({
      id: 'tuck-flap',
      name: 'Tuck flap',
      kind: 'flap',
      polygon: chamferedRectPolygon(
        xFront + tuckInset,
        yBottom + narrow,
        wide - 2 * tuckInset,
        tuck,
        [0, 0, tuckChamfer, tuckChamfer],
      ),
    })
    .region({
      id: 'dust-flap-right',
      name: 'Dust flap (right)',
      kind: 'flap',
      polygon: chamferedRectPolygon(xRight, yBottom, narrow, dust, [0, 0, dustChamfer, 0]),
    })
    .region({
      id: 'dust-flap-left',
      name: 'Dust flap (left)',
      kind: 'flap',
      polygon: chamferedRectPolygon(xLeft, yBottom, narrow, dust, [0, 0, dustChamfer, dustChamfer]),
    })
    .hinge('front', 'bottom')
    .hinge('bottom', 'tuck-flap')
    .hinge('right-side', 'dust-flap-right')
    .hinge('left-side', 'dust-flap-left');

  const inset = 0.35;
  layout
    .annotate(
      'flat-width',
      'Flat width',
      { x: 0, y: flatHeight + 0.4 },
      { x: xEnd, y: flatHeight + 0.4 },
    )
    .annotate(
      'flat-height',
      'Flat height',
      { x: xEnd + 0.4, y: 0 },
      { x: xEnd + 0.4, y: flatHeight },
    )
    .annotate(
      'front-width',
      'Front width',
      { x: xFront, y: yBody + inset },
      { x: xRight, y: yBody + inset },
    )
    .annotate(
      'side-width',
      'Side width',
      { x: xRight, y: yBody + inset },
      { x: xBack, y: yBody + inset },
    )
    .annotate(
      'body-height',
      'Body height',
      { x: xRight - inset, y: yBody },
      { x: xRight - inset, y: yBottom },
    )
    .annotate(
      'roof-height',
      'Roof height',
      { x: xFront + inset, y: yRoof },
      { x: xFront + inset, y: yBody },
    );

  return layout.build({
    style: 'gableBox',
    styleName: 'Gable box',
    construction: 'Gable top box with handle and tuck bottom',
    dimensions,
  });
}
