import { DielineLayout } from '../dieline-layout';
import type { Dieline, DielineDimensions } from '../dieline-model';
import { rectPolygon } from '../geometry';

/** Width of the glue flap (manufacturer's joint) of a shipper, inches. */
export const SHIPPER_GLUE_FLAP = 1.25;

/** How far the ends of a glue flap are cut back, per inch of flap width (a 15° taper). */
export const GLUE_FLAP_TAPER = Math.tan(Math.PI / 12);

/**
 * Regular slotted container (FEFCO 0201) from inside length L, width W, depth D and board
 * thickness T: length panels L + T, width panels W + T, body D + 2T high, every flap half
 * the width panel ((W + T) / 2) deep so the outer flaps meet in the middle; the flaps are
 * separated by slits; a 1.25 in glue flap with 15° tapered ends joins the front to the left
 * side.
 */
export function buildShipper(dimensions: DielineDimensions): Dieline {
  const { length: L, width: W, depth: D, thickness: T } = dimensions;
  const lengthPanel = L + T;
  const widthPanel = W + T;
  const body = D + 2 * T;
  const flap = widthPanel / 2;
  const glue = SHIPPER_GLUE_FLAP;
  const taper = glue * GLUE_FLAP_TAPER;

  const xs = [
    glue,
    glue + lengthPanel,
    glue + lengthPanel + widthPanel,
    glue + 2 * lengthPanel + widthPanel,
  ];
  const [xFront, xRight, xBack, xLeft] = xs as [number, number, number, number];
  const xEnd = xLeft + widthPanel;
  const yBody = flap;
  const yBottom = flap + body;

  const walls = [
    { id: 'front', name: 'Front', x: xFront, width: lengthPanel, major: true },
    { id: 'right-side', name: 'Right side', x: xRight, width: widthPanel, major: false },
    { id: 'back', name: 'Back', x: xBack, width: lengthPanel, major: true },
    { id: 'left-side', name: 'Left side', x: xLeft, width: widthPanel, major: false },
  ];

  const layout = new DielineLayout().region({
    id: 'glue-flap',
    name: 'Glue flap',
    kind: 'glue-flap',
    polygon: [
      { x: 0, y: yBody + taper },
      { x: glue, y: yBody },
      { x: glue, y: yBottom },
      { x: 0, y: yBottom - taper },
    ],
  });
  layout.glue('glue-flap').hinge('glue-flap', 'front');

  for (const wall of walls) {
    const sideName = wall.name.toLowerCase();
    layout
      .region({
        id: wall.id,
        name: wall.name,
        kind: 'panel',
        polygon: rectPolygon(wall.x, yBody, wall.width, body),
        inside: { id: `inside-${wall.id}`, name: `Inside ${sideName}` },
      })
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
  layout.hinge('front', 'right-side').hinge('right-side', 'back').hinge('back', 'left-side');

  const flatHeight = 2 * flap + body;
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
      'length-panel',
      'Length panel',
      { x: xFront, y: yBody + inset },
      { x: xRight, y: yBody + inset },
    )
    .annotate(
      'width-panel',
      'Width panel',
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
      'flap-depth',
      'Flap depth',
      { x: xFront + inset, y: 0 },
      { x: xFront + inset, y: yBody },
    );

  return layout.build({
    style: 'shipper',
    styleName: 'Shipper',
    construction: 'Regular slotted container (RSC, FEFCO 0201)',
    dimensions,
  });
}
