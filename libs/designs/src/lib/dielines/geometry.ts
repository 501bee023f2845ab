/**
 * A point of a dieline's flat layout, in inches. The origin is the top-left corner of the
 * blank; `x` grows to the right and `y` grows downwards (as in SVG), seen from the outside
 * (printed) face of the board.
 *
 * @example
 * const corner: DielinePoint = { x: 1.25, y: 0 };
 */
export interface DielinePoint {
  readonly x: number;
  readonly y: number;
}

/**
 * A closed polygon: its points in order, the last one joined back to the first. Polygons of
 * a dieline run clockwise as drawn on screen (a positive shoelace area with `y` downwards).
 *
 * @example
 * const square: DielinePolygon = [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 1 }, { x: 0, y: 1 }];
 */
export type DielinePolygon = readonly DielinePoint[];

/**
 * A straight line from one point to another (a crease or a slit).
 *
 * @example
 * const crease: DielineSegment = { from: { x: 0, y: 2 }, to: { x: 8, y: 2 } };
 */
export interface DielineSegment {
  readonly from: DielinePoint;
  readonly to: DielinePoint;
}

/**
 * An axis-aligned rectangle: top-left corner, width and height, in inches.
 *
 * @example
 * const lid: DielineRect = { x: 4.25, y: 0.94, width: 8.13, height: 6.13 };
 */
export interface DielineRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Lengths closer than this (in inches) are treated as equal. */
export const GEOMETRY_EPSILON = 1e-7;

/** The polygon of an axis-aligned rectangle, clockwise on screen. */
export function rectPolygon(x: number, y: number, width: number, height: number): DielinePolygon {
  return [
    { x, y },
    { x: x + width, y },
    { x: x + width, y: y + height },
    { x, y: y + height },
  ];
}

/**
 * A rectangle with some corners cut at 45°: `chamfers` gives the cut length for the
 * top-left, top-right, bottom-right and bottom-left corners (0 keeps the corner square).
 */
export function chamferedRectPolygon(
  x: number,
  y: number,
  width: number,
  height: number,
  chamfers: readonly [number, number, number, number],
): DielinePolygon {
  const [tl, tr, br, bl] = chamfers;
  const right = x + width;
  const bottom = y + height;
  const points: DielinePoint[] = [];
  if (tl > 0) points.push({ x, y: y + tl }, { x: x + tl, y });
  else points.push({ x, y });
  if (tr > 0) points.push({ x: right - tr, y }, { x: right, y: y + tr });
  else points.push({ x: right, y });
  if (br > 0) points.push({ x: right, y: bottom - br }, { x: right - br, y: bottom });
  else points.push({ x: right, y: bottom });
  if (bl > 0) points.push({ x: x + bl, y: bottom }, { x, y: bottom - bl });
  else points.push({ x, y: bottom });
  return points;
}

/** The signed shoelace area: positive for polygons that run clockwise on screen. */
export function signedArea(polygon: DielinePolygon): number {
  let sum = 0;
  for (let i = 0; i < polygon.length; i += 1) {
    const a = polygon[i] as DielinePoint;
    const b = polygon[(i + 1) % polygon.length] as DielinePoint;
    sum += a.x * b.y - b.x * a.y;
  }
  return sum / 2;
}

/** The area of a polygon, whatever its orientation. */
export function polygonArea(polygon: DielinePolygon): number {
  return Math.abs(signedArea(polygon));
}

/** The polygon running clockwise on screen (reversed when it ran the other way). */
export function clockwise(polygon: DielinePolygon): DielinePolygon {
  return signedArea(polygon) < 0 ? [...polygon].reverse() : polygon;
}

/** The smallest axis-aligned rectangle around some points. */
export function boundsOf(points: readonly DielinePoint[]): DielineRect {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const { x, y } of points) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** The centre of gravity of a polygon's area. */
export function centroid(polygon: DielinePolygon): DielinePoint {
  let cx = 0;
  let cy = 0;
  let twiceArea = 0;
  for (let i = 0; i < polygon.length; i += 1) {
    const a = polygon[i] as DielinePoint;
    const b = polygon[(i + 1) % polygon.length] as DielinePoint;
    const cross = a.x * b.y - b.x * a.y;
    twiceArea += cross;
    cx += (a.x + b.x) * cross;
    cy += (a.y + b.y) * cross;
  }
  return { x: cx / (3 * twiceArea), y: cy / (3 * twiceArea) };
}

/** Whether two points are the same within {@link GEOMETRY_EPSILON}. */
export function samePoint(a: DielinePoint, b: DielinePoint): boolean {
  return Math.abs(a.x - b.x) <= GEOMETRY_EPSILON && Math.abs(a.y - b.y) <= GEOMETRY_EPSILON;
}

function cross(o: DielinePoint, a: DielinePoint, b: DielinePoint): number {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

/** The distance from a point to a segment. */
export function distanceToSegment(p: DielinePoint, a: DielinePoint, b: DielinePoint): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0
      ? 0
      : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** Whether a point lies on a segment (within {@link GEOMETRY_EPSILON}). */
export function isOnSegment(p: DielinePoint, a: DielinePoint, b: DielinePoint): boolean {
  return distanceToSegment(p, a, b) <= GEOMETRY_EPSILON;
}

/** Whether a point lies on the boundary of a polygon. */
export function isOnBoundary(p: DielinePoint, polygon: DielinePolygon): boolean {
  return polygon.some((a, i) =>
    isOnSegment(p, a, polygon[(i + 1) % polygon.length] as DielinePoint),
  );
}

/** Whether a point lies strictly inside a polygon (even-odd rule; the boundary is outside). */
export function isStrictlyInside(p: DielinePoint, polygon: DielinePolygon): boolean {
  if (isOnBoundary(p, polygon)) return false;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const a = polygon[i] as DielinePoint;
    const b = polygon[j] as DielinePoint;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) {
      inside = !inside;
    }
  }
  return inside;
}

/** Whether a point lies inside a polygon or on its boundary. */
export function isInsideOrOn(p: DielinePoint, polygon: DielinePolygon): boolean {
  return isOnBoundary(p, polygon) || isStrictlyInside(p, polygon);
}

/**
 * Whether two segments cross at a point inside both (touching at an end, or running along
 * each other, does not count).
 */
export function segmentsCross(
  a: DielinePoint,
  b: DielinePoint,
  c: DielinePoint,
  d: DielinePoint,
): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  const eps = GEOMETRY_EPSILON;
  return (
    ((d1 > eps && d2 < -eps) || (d1 < -eps && d2 > eps)) &&
    ((d3 > eps && d4 < -eps) || (d3 < -eps && d4 > eps))
  );
}

/**
 * Whether a polygon is simple: no two edges meet except neighbours at their shared corner,
 * and no edge has zero length.
 */
export function isSimplePolygon(polygon: DielinePolygon): boolean {
  const n = polygon.length;
  if (n < 3) return false;
  const edge = (i: number): [DielinePoint, DielinePoint] => [
    polygon[i % n] as DielinePoint,
    polygon[(i + 1) % n] as DielinePoint,
  ];
  for (let i = 0; i < n; i += 1) {
    const [a, b] = edge(i);
    if (samePoint(a, b)) return false;
    for (let j = i + 1; j < n; j += 1) {
      const [c, d] = edge(j);
      const neighbours = j === i + 1 || (i === 0 && j === n - 1);
      if (segmentsCross(a, b, c, d)) return false;
      if (neighbours) {
        // Neighbours may only share their common corner: the edge after must not fold back.
        const shared = j === i + 1 ? b : a;
        const other = j === i + 1 ? d : c;
        const own = j === i + 1 ? a : b;
        if (isOnSegment(other, own, shared) || isOnSegment(own, shared, other)) return false;
        continue;
      }
      // Non-neighbours may not touch at all.
      if (
        isOnSegment(a, c, d) ||
        isOnSegment(b, c, d) ||
        isOnSegment(c, a, b) ||
        isOnSegment(d, a, b)
      ) {
        return false;
      }
    }
  }
  return true;
}

/** The polygon without points that lie on the straight line between their neighbours. */
export function withoutCollinearPoints(polygon: DielinePolygon): DielinePolygon {
  let points = [...polygon];
  let changed = true;
  while (changed && points.length > 3) {
    changed = false;
    for (let i = 0; i < points.length; i += 1) {
      const prev = points[(i - 1 + points.length) % points.length] as DielinePoint;
      const here = points[i] as DielinePoint;
      const next = points[(i + 1) % points.length] as DielinePoint;
      if (samePoint(prev, here) || isOnSegment(here, prev, next)) {
        points = points.filter((_, index) => index !== i);
        changed = true;
        break;
      }
    }
  }
  return points;
}

/**
 * The polygon moved `distance` outwards (negative: inwards), every edge parallel to its
 * original at exactly that distance, corners mitred. The polygon must run clockwise on
 * screen and have no collinear points.
 */
export function offsetPolygon(polygon: DielinePolygon, distance: number): DielinePolygon {
  const n = polygon.length;
  const lines = polygon.map((a, i) => {
    const b = polygon[(i + 1) % n] as DielinePoint;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    const dx = (b.x - a.x) / length;
    const dy = (b.y - a.y) / length;
    // Outward normal of a clockwise (on screen) polygon.
    const nx = dy;
    const ny = -dx;
    return { px: a.x + nx * distance, py: a.y + ny * distance, dx, dy, nx, ny };
  });
  return polygon.map((corner, i) => {
    const before = lines[(i - 1 + n) % n] as (typeof lines)[number];
    const after = lines[i] as (typeof lines)[number];
    const denominator = before.dx * after.dy - before.dy * after.dx;
    if (Math.abs(denominator) < 1e-12) {
      return { x: corner.x + after.nx * distance, y: corner.y + after.ny * distance };
    }
    const t = ((after.px - before.px) * after.dy - (after.py - before.py) * after.dx) / denominator;
    return { x: before.px + before.dx * t, y: before.py + before.dy * t };
  });
}

/**
 * The signed distance from a point to the line through a polygon edge (positive outside of
 * a clockwise-on-screen polygon).
 */
export function distanceOutsideEdge(p: DielinePoint, a: DielinePoint, b: DielinePoint): number {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  const nx = (b.y - a.y) / length;
  const ny = -(b.x - a.x) / length;
  return (p.x - a.x) * nx + (p.y - a.y) * ny;
}
