import type { FaceView } from './face-view';
import type { PanelFrame, PanelPlacement } from './panel-frames';

/**
 * A 2D affine transform in the canvas convention: `(x, y)` maps to
 * `(a·x + c·y + e, b·x + d·y + f)`.
 *
 * @example
 * const identity: AffineMatrix = [1, 0, 0, 1, 0, 0];
 */
export type AffineMatrix = readonly [
  a: number,
  b: number,
  c: number,
  d: number,
  e: number,
  f: number,
];

/** A quarter turn, clockwise as drawn (y grows downwards). */
export type QuarterTurn = PanelPlacement['rotation'];

const COS: Record<QuarterTurn, number> = { 0: 1, 90: 0, 180: -1, 270: 0 };
const SIN: Record<QuarterTurn, number> = { 0: 0, 90: 1, 180: 0, 270: -1 };

/**
 * The transform `rotate(rotation)` then `translate(x, y)` (what a canvas group with these
 * attributes draws).
 *
 * @example
 * rotationMatrix(180, 10, 5); // [-1, 0, 0, -1, 10, 5]
 */
export function rotationMatrix(rotation: QuarterTurn, x: number, y: number): AffineMatrix {
  const cos = COS[rotation];
  const sin = SIN[rotation];
  return [cos, sin, -sin, cos, x, y];
}

/**
 * `outer ∘ inner`: first `inner`, then `outer`.
 *
 * @example
 * multiplyMatrices(rotationMatrix(180, 0, 0), rotationMatrix(180, 0, 0)); // identity
 */
export function multiplyMatrices(outer: AffineMatrix, inner: AffineMatrix): AffineMatrix {
  const [a1, b1, c1, d1, e1, f1] = outer;
  const [a2, b2, c2, d2, e2, f2] = inner;
  return [
    a1 * a2 + c1 * b2,
    b1 * a2 + d1 * b2,
    a1 * c2 + c1 * d2,
    b1 * c2 + d1 * d2,
    a1 * e2 + c1 * f2 + e1,
    b1 * e2 + d1 * f2 + f1,
  ];
}

/**
 * The determinant of a transform's linear part: negative for a reflection (mirrored
 * artwork), positive for rotations and scales.
 *
 * @example
 * matrixDeterminant([-1, 0, 0, 1, 0, 0]); // -1 (a mirror)
 */
export function matrixDeterminant(matrix: AffineMatrix): number {
  return matrix[0] * matrix[3] - matrix[1] * matrix[2];
}

/**
 * Where a panel's artwork (frame coordinates, inches) lands in its face's view: the frame
 * turned by its placement's rotation, never mirrored.
 *
 * @example
 * panelMatrix(lid); // [-1, 0, 0, -1, 12.19, 8.06] for a lid turned 180°
 */
export function panelMatrix(frame: PanelFrame): AffineMatrix {
  const { x, y, rotation } = frame.placement;
  return rotationMatrix(rotation, x, y);
}

/**
 * How far the designer turns a face's view (clockwise, degrees) so that `frame` reads the
 * right way up on screen: a lid lying upside down on the flat blank is shown turned 180°.
 *
 * @example
 * viewTurnFor(lid); // 180
 */
export function viewTurnFor(frame: PanelFrame | undefined): QuarterTurn {
  if (!frame) return 0;
  return ((360 - frame.placement.rotation) % 360) as QuarterTurn;
}

/**
 * A face's view turned by `turn`: its size on screen (inches) and the transform from
 * face-view coordinates to the turned view (origin at its top-left corner again).
 *
 * @example
 * turnedView(view, 180).matrix; // [-1, 0, 0, -1, view.width, view.height]
 */
export function turnedView(
  view: Pick<FaceView, 'width' | 'height'>,
  turn: QuarterTurn,
): { width: number; height: number; matrix: AffineMatrix } {
  const { width, height } = view;
  switch (turn) {
    case 90:
      return { width: height, height: width, matrix: rotationMatrix(90, height, 0) };
    case 180:
      return { width, height, matrix: rotationMatrix(180, width, height) };
    case 270:
      return { width: height, height: width, matrix: rotationMatrix(270, 0, width) };
    default:
      return { width, height, matrix: rotationMatrix(0, 0, 0) };
  }
}

/**
 * Where a panel's artwork lands on the designer's screen when the view is turned by `turn`
 * (inches): {@link panelMatrix} followed by the view's turn. For the panel the view was
 * turned for, it is a plain translation: its text reads upright.
 *
 * @example
 * const turn = viewTurnFor(lid);
 * screenMatrix(lid, view, turn); // [1, 0, 0, 1, x, y]
 */
export function screenMatrix(
  frame: PanelFrame,
  view: Pick<FaceView, 'width' | 'height'>,
  turn: QuarterTurn,
): AffineMatrix {
  return multiplyMatrices(turnedView(view, turn).matrix, panelMatrix(frame));
}

/**
 * Turns a direction on screen into the direction in a panel's frame, for a view turned by
 * `turn` (arrow keys move objects the way the shopper sees them).
 *
 * @example
 * screenToFrameDelta(1, 0, lid, 180); // { dx: 1, dy: 0 }: the lid is shown upright
 */
export function screenToFrameDelta(
  dx: number,
  dy: number,
  frame: PanelFrame,
  turn: QuarterTurn,
): { dx: number; dy: number } {
  const onScreen = ((frame.placement.rotation + turn) % 360) as QuarterTurn;
  // The inverse of a rotation is its transpose.
  const cos = COS[onScreen];
  const sin = SIN[onScreen];
  const clean = (value: number) => (Object.is(value, -0) ? 0 : value);
  return { dx: clean(cos * dx + sin * dy), dy: clean(-sin * dx + cos * dy) };
}
