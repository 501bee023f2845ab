import type {
  Dieline,
  DielineFace,
  DielinePanel,
  DielinePanelKind,
} from '../dielines/dieline-model';
import type { DielinePoint, DielinePolygon } from '../dielines/geometry';
import { GEOMETRY_EPSILON, isOnBoundary, isOnSegment } from '../dielines/geometry';

/**
 * A side of a panel's upright frame.
 *
 * @example
 * const side: PanelSide = 'left';
 */
export type PanelSide = 'top' | 'right' | 'bottom' | 'left';

/**
 * Where a panel's frame sits in the drawing of its face: the frame's origin (its top-left
 * corner as the artwork reads) in the face view, in inches, and the clockwise turn from the
 * frame to the face view. The face view of the inside is the flat layout mirrored left to
 * right (what someone looking at the printed inside sees).
 *
 * @example
 * const placement: PanelPlacement = { x: 12.19, y: 8.06, rotation: 180 };
 */
export interface PanelPlacement {
  readonly x: number;
  readonly y: number;
  readonly rotation: 0 | 90 | 180 | 270;
}

/**
 * A panel as the designer edits it: upright (turned so its artwork reads the right way up on
 * the folded box), with its outline and safe zone in frame coordinates (inches, origin at the
 * frame's top-left corner) and the sides that are cut edges — on the outline or on a slit
 * (artwork touching them needs bleed; the others are folds to a neighbouring panel).
 *
 * @example
 * const lid = panelFrames(dieline).find((frame) => frame.panelId === 'top');
 * lid?.width; // 8.125 (8 x 6 x 2 display mailer)
 */
export interface PanelFrame {
  readonly panelId: string;
  /** English panel name from the dieline. */
  readonly name: string;
  readonly face: DielineFace;
  readonly kind: DielinePanelKind;
  /** Width of the upright frame, inches. */
  readonly width: number;
  /** Height of the upright frame, inches. */
  readonly height: number;
  /** The panel's outline in frame coordinates. */
  readonly polygon: DielinePolygon;
  /** The safe zone (outline moved 1/8 in inwards) in frame coordinates. */
  readonly safeZone: DielinePolygon;
  /** Frame sides on which the panel meets the cut line. */
  readonly cutSides: readonly PanelSide[];
  /** Where the frame sits in its face's view. */
  readonly placement: PanelPlacement;
}

/** The face view of a point of the flat layout: mirrored left to right for the inside. */
function toFaceView(point: DielinePoint, face: DielineFace, flatWidth: number): DielinePoint {
  return face === 'inside' ? { x: flatWidth - point.x, y: point.y } : point;
}

/**
 * The frame placement and the mapping from face-view points to frame coordinates of a panel
 * whose bounds in the face view are `bounds`.
 */
function frameTransform(
  bounds: { x: number; y: number; width: number; height: number },
  rotation: 0 | 90 | 180 | 270,
): {
  width: number;
  height: number;
  placement: PanelPlacement;
  toFrame: (point: DielinePoint) => DielinePoint;
} {
  const { x, y, width, height } = bounds;
  switch (rotation) {
    case 90:
      return {
        width: height,
        height: width,
        placement: { x: x + width, y, rotation },
        toFrame: (p) => ({ x: p.y - y, y: x + width - p.x }),
      };
    case 180:
      return {
        width,
        height,
        placement: { x: x + width, y: y + height, rotation },
        toFrame: (p) => ({ x: x + width - p.x, y: y + height - p.y }),
      };
    case 270:
      return {
        width: height,
        height: width,
        placement: { x, y: y + height, rotation },
        toFrame: (p) => ({ x: y + height - p.y, y: p.x - x }),
      };
    default:
      return {
        width,
        height,
        placement: { x, y, rotation: 0 },
        toFrame: (p) => ({ x: p.x - x, y: p.y - y }),
      };
  }
}

const round = (value: number) => Math.round(value * 1e9) / 1e9;

/** The frame side a segment (in frame coordinates) lies on, if any. */
function sideOf(
  a: DielinePoint,
  b: DielinePoint,
  width: number,
  height: number,
): PanelSide | undefined {
  const near = (value: number, target: number) => Math.abs(value - target) <= 1e-6;
  if (near(a.y, 0) && near(b.y, 0)) return 'top';
  if (near(a.y, height) && near(b.y, height)) return 'bottom';
  if (near(a.x, 0) && near(b.x, 0)) return 'left';
  if (near(a.x, width) && near(b.x, width)) return 'right';
  return undefined;
}

/**
 * The upright frame of one panel of a dieline.
 *
 * @example
 * const frame = panelFrame(dieline, dieline.panels[0]);
 */
export function panelFrame(dieline: Dieline, panel: DielinePanel): PanelFrame {
  const flatWidth = dieline.flatSize.width;
  const viewPolygon = panel.polygon.map((point) => toFaceView(point, panel.face, flatWidth));
  const xs = viewPolygon.map((point) => point.x);
  const ys = viewPolygon.map((point) => point.y);
  const bounds = {
    x: Math.min(...xs),
    y: Math.min(...ys),
    width: Math.max(...xs) - Math.min(...xs),
    height: Math.max(...ys) - Math.min(...ys),
  };
  const transform = frameTransform(bounds, panel.rotation);
  const inFrame = (point: DielinePoint): DielinePoint => {
    const mapped = transform.toFrame(toFaceView(point, panel.face, flatWidth));
    return { x: round(mapped.x), y: round(mapped.y) };
  };
  const polygon = panel.polygon.map(inFrame);
  const cutSides = new Set<PanelSide>();
  panel.polygon.forEach((from, index) => {
    const to = panel.polygon[(index + 1) % panel.polygon.length] as DielinePoint;
    const middle = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
    const length = Math.hypot(to.x - from.x, to.y - from.y);
    const cut =
      isOnBoundary(middle, dieline.outline) ||
      dieline.slits.some((slit) => isOnSegment(middle, slit.from, slit.to));
    if (length <= GEOMETRY_EPSILON || !cut) return;
    const side = sideOf(inFrame(from), inFrame(to), transform.width, transform.height);
    if (side) cutSides.add(side);
  });
  const order: PanelSide[] = ['top', 'right', 'bottom', 'left'];
  return {
    panelId: panel.id,
    name: panel.name,
    face: panel.face,
    kind: panel.kind,
    width: round(transform.width),
    height: round(transform.height),
    polygon,
    safeZone: panel.safeZone.map(inFrame),
    cutSides: order.filter((side) => cutSides.has(side)),
    placement: {
      x: round(transform.placement.x),
      y: round(transform.placement.y),
      rotation: transform.placement.rotation,
    },
  };
}

/**
 * The upright frames of every panel of a dieline, in the dieline's panel order.
 *
 * @example
 * const frames = panelFrames(generateDieline('displayMailer', { length: 8, width: 6, depth: 2 }));
 * frames.filter((frame) => frame.face === 'inside').map((frame) => frame.panelId);
 * // ['inside-tuck-flap', 'inside-lid', 'inside-back', 'inside-bottom']
 */
export function panelFrames(dieline: Dieline): PanelFrame[] {
  return dieline.panels.map((panel) => panelFrame(dieline, panel));
}
