import { DielineLayout } from '../dieline-layout';
import type { Dieline, DielineDimensions } from '../dieline-model';
import { chamferedRectPolygon, rectPolygon } from '../geometry';
import type { DielineStyleBuilder, DielineStyleMeta } from './style-parts';
import {
  MEASURE_INSET as inset,
  annotateMeasures,
  dustFlapChamfer,
  measureAcross,
  measureDown,
  tuckFlapPolygon,
} from './style-parts';

/** How one tray-style mailer is built. */
export interface TrayMailerVariant {
  /** The front wall is rolled over into the box (double wall) rather than single. */
  rolledFront: boolean;
  /** The side walls are rolled over into the box (double walls) rather than single. */
  rolledSides: boolean;
}

/**
 * The allowances of the tray mailers (FEFCO 0427 family), from inside length L, width W,
 * depth D and board thickness T:
 * - bottom, back wall, lid and front: L + 2T long (the side walls stand inside them);
 * - bottom: W + T deep, lid: W + 2T deep (it closes over the walls);
 * - outer walls (back, front, sides): D + T high; rolled inner walls: D high, inset by T at
 *   each end so they fit inside the outer ones;
 * - tuck flap: D − T deep, narrower by 2T on each side; lid dust flaps and the ears of the
 *   back and front walls: min(D − T, W / 2) wide.
 */
export function buildTrayMailer(
  variant: TrayMailerVariant,
  dimensions: DielineDimensions,
  meta: DielineStyleMeta,
): Dieline {
  const { length: L, width: W, depth: D, thickness: T } = dimensions;
  const { rolledFront, rolledSides } = variant;

  const bottomLength = L + 2 * T;
  const bottomWidth = W + T;
  const lidWidth = W + 2 * T;
  const outerWall = D + T;
  const innerWall = D;
  const tuckDepth = D - T;
  const tuckInset = 2 * T;
  const ear = Math.min(D - T, W / 2);
  const side = outerWall + (rolledSides ? innerWall : 0);

  const x0 = side;
  const x1 = x0 + bottomLength;
  const yLid = tuckDepth;
  const yBack = yLid + lidWidth;
  const yBottom = yBack + outerWall;
  const yFront = yBottom + bottomWidth;
  const yFrontEnd = yFront + outerWall;

  const lidFlapChamfer = Math.min(ear / 2, lidWidth / 4, 0.5);
  const earChamfer = dustFlapChamfer(ear, outerWall);
  const innerChamfer = Math.min(0.25, innerWall / 4);

  const layout = new DielineLayout()
    .region({
      id: 'tuck-flap',
      name: 'Tuck flap',
      kind: 'flap',
      polygon: tuckFlapPolygon(x0, 0, bottomLength, tuckDepth, tuckInset, 'top'),
      inside: { id: 'inside-tuck-flap', name: 'Inside tuck flap' },
    })
    .region({
      id: 'top',
      name: 'Top (lid)',
      kind: 'panel',
      polygon: rectPolygon(x0, yLid, bottomLength, lidWidth),
      rotation: 180,
      inside: { id: 'inside-lid', name: 'Inside lid' },
    })
    .region({
      id: 'lid-dust-flap-right',
      name: 'Lid dust flap (right)',
      kind: 'flap',
      polygon: chamferedRectPolygon(x0 - ear, yLid, ear, lidWidth, [lidFlapChamfer, 0, 0, 0]),
    })
    .region({
      id: 'lid-dust-flap-left',
      name: 'Lid dust flap (left)',
      kind: 'flap',
      polygon: chamferedRectPolygon(x1, yLid, ear, lidWidth, [0, lidFlapChamfer, 0, 0]),
    })
    .region({
      id: 'back',
      name: 'Back',
      kind: 'panel',
      polygon: rectPolygon(x0, yBack, bottomLength, outerWall),
      inside: { id: 'inside-back', name: 'Inside back' },
    })
    .region({
      id: 'dust-flap-back-right',
      name: 'Dust flap (back right)',
      kind: 'flap',
      polygon: rectPolygon(x0 - ear, yBack, ear, outerWall),
    })
    .region({
      id: 'dust-flap-back-left',
      name: 'Dust flap (back left)',
      kind: 'flap',
      polygon: rectPolygon(x1, yBack, ear, outerWall),
    })
    .region({
      id: 'bottom',
      name: 'Bottom',
      kind: 'panel',
      polygon: rectPolygon(x0, yBottom, bottomLength, bottomWidth),
      inside: { id: 'inside-bottom', name: 'Inside bottom' },
    })
    .region({
      id: 'right-side',
      name: 'Right side',
      kind: 'panel',
      polygon: rectPolygon(x0 - outerWall, yBottom, outerWall, bottomWidth),
      rotation: 270,
    })
    .region({
      id: 'left-side',
      name: 'Left side',
      kind: 'panel',
      polygon: rectPolygon(x1, yBottom, outerWall, bottomWidth),
      rotation: 90,
    })
    .region({
      id: 'front',
      name: 'Front',
      kind: 'panel',
      polygon: rectPolygon(x0, yFront, bottomLength, outerWall),
      rotation: 180,
      ...(rolledFront
        ? {}
        : { inside: { id: 'inside-front', name: 'Inside front', rotation: 180 as const } }),
    })
    .region({
      id: 'dust-flap-front-right',
      name: 'Dust flap (front right)',
      kind: 'flap',
      polygon: chamferedRectPolygon(x0 - ear, yFront, ear, outerWall, [0, 0, 0, earChamfer]),
    })
    .region({
      id: 'dust-flap-front-left',
      name: 'Dust flap (front left)',
      kind: 'flap',
      polygon: chamferedRectPolygon(x1, yFront, ear, outerWall, [0, 0, earChamfer, 0]),
    })
    .hinge('tuck-flap', 'top')
    .hinge('top', 'lid-dust-flap-right')
    .hinge('top', 'lid-dust-flap-left')
    .hinge('top', 'back')
    .hinge('back', 'dust-flap-back-right')
    .hinge('back', 'dust-flap-back-left')
    .hinge('back', 'bottom')
    .hinge('bottom', 'right-side')
    .hinge('bottom', 'left-side')
    .hinge('bottom', 'front')
    .hinge('front', 'dust-flap-front-right')
    .hinge('front', 'dust-flap-front-left');

  if (rolledSides) {
    const innerLength = bottomWidth - 2 * T;
    const chamfer = Math.min(innerChamfer, innerLength / 4);
    layout
      .region({
        id: 'right-side-inner',
        name: 'Right side (inner wall)',
        kind: 'panel',
        polygon: chamferedRectPolygon(
          x0 - outerWall - innerWall,
          yBottom + T,
          innerWall,
          innerLength,
          [chamfer, 0, 0, chamfer],
        ),
        rotation: 90,
      })
      .region({
        id: 'left-side-inner',
        name: 'Left side (inner wall)',
        kind: 'panel',
        polygon: chamferedRectPolygon(x1 + outerWall, yBottom + T, innerWall, innerLength, [
          0,
          chamfer,
          chamfer,
          0,
        ]),
        rotation: 270,
      })
      .hinge('right-side', 'right-side-inner')
      .hinge('left-side', 'left-side-inner');
  }
  if (rolledFront) {
    layout
      .region({
        id: 'front-inner',
        name: 'Front (inner wall)',
        kind: 'panel',
        polygon: chamferedRectPolygon(x0 + T, yFrontEnd, bottomLength - 2 * T, innerWall, [
          0,
          0,
          innerChamfer,
          innerChamfer,
        ]),
      })
      .hinge('front', 'front-inner');
  }

  const flatWidth = bottomLength + 2 * side;
  const flatHeight = yFrontEnd + (rolledFront ? innerWall : 0);
  annotateMeasures(layout, flatWidth, flatHeight, [
    measureAcross('bottom-length', 'Bottom length', x0, x1, yBottom + inset),
    measureDown('bottom-width', 'Bottom width', x0 + inset, yBottom, yFront),
    measureDown('wall-height', 'Wall height', x1 - inset, yBack, yBottom),
  ]);
  return layout.build({ ...meta, dimensions });
}

/**
 * The builder of one tray mailer variant.
 *
 * @example
 * const build = trayMailer({ rolledFront: false, rolledSides: false }); // the document mailer
 */
export function trayMailer(variant: TrayMailerVariant): DielineStyleBuilder {
  return (dimensions, meta) => buildTrayMailer(variant, dimensions, meta);
}
