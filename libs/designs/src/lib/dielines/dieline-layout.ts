import type {
  Dieline,
  DielineAnnotation,
  DielineDimensions,
  DielinePanel,
  DielinePanelKind,
  DielineStyleId,
} from './dieline-model';
import { DIELINE_BLEED, DIELINE_SAFE_MARGIN } from './dieline-model';
import type { DielinePoint, DielinePolygon, DielineSegment } from './geometry';
import {
  boundsOf,
  clockwise,
  isOnSegment,
  offsetPolygon,
  samePoint,
  signedArea,
  withoutCollinearPoints,
} from './geometry';

type Rotation = DielinePanel['rotation'];

/** One region of the blank with its outside-face panel (and optionally its inside face). */
export interface LayoutRegion {
  id: string;
  name: string;
  kind: DielinePanelKind;
  polygon: DielinePolygon;
  rotation?: Rotation;
  /** The inside face of the same region, when artwork can go there. */
  inside?: { id: string; name: string; rotation?: Rotation };
}

interface DirectedEdge {
  from: DielinePoint;
  to: DielinePoint;
  owner: string;
}

const keyOf = (p: DielinePoint): string => `${Math.round(p.x * 1e6)}:${Math.round(p.y * 1e6)}`;

/**
 * Collects the regions of a blank (each a convex polygon; together they tile the blank),
 * which of them are joined by a fold, extra creases and cut-outs, and derives the rest: the
 * outer cut path is every region edge no other region shares, a shared edge is a crease when
 * its two regions are hinged and a slit otherwise.
 */
export class DielineLayout {
  private readonly regions: LayoutRegion[] = [];
  private readonly hinges = new Set<string>();
  private readonly extraCreases: DielineSegment[] = [];
  private readonly holes: DielinePolygon[] = [];
  private readonly glued: string[] = [];
  private readonly annotations: DielineAnnotation[] = [];

  /** Adds a region; returns its polygon's bounds for placing neighbours. */
  region(region: LayoutRegion): this {
    if (this.regions.some((r) => r.id === region.id)) {
      throw new Error(`Dieline region ${region.id} added twice`);
    }
    this.regions.push({ ...region, polygon: withoutCollinearPoints(clockwise(region.polygon)) });
    return this;
  }

  /** Joins two regions by a fold along their shared edge. */
  hinge(a: string, b: string): this {
    this.hinges.add([a, b].sort().join('|'));
    return this;
  }

  /** A fold line inside a region (e.g. the diagonals of a gable gusset). */
  crease(from: DielinePoint, to: DielinePoint): this {
    this.extraCreases.push({ from, to });
    return this;
  }

  /** A closed cut-out inside a region. */
  hole(polygon: DielinePolygon): this {
    this.holes.push(withoutCollinearPoints(clockwise(polygon)));
    return this;
  }

  /** Marks a region as the glue area. */
  glue(regionId: string): this {
    this.glued.push(regionId);
    return this;
  }

  /** A dimension line from `from` to `to`. */
  annotate(id: string, label: string, from: DielinePoint, to: DielinePoint): this {
    this.annotations.push({ id, label, from, to, value: Math.hypot(to.x - from.x, to.y - from.y) });
    return this;
  }

  build(meta: {
    style: DielineStyleId;
    styleName: string;
    construction: string;
    dimensions: DielineDimensions;
  }): Dieline {
    const { outline, shared } = this.traceOutline();
    const slits: DielineSegment[] = [];
    const creases: DielineSegment[] = [...this.extraCreases];
    for (const edge of shared) {
      (this.hinges.has(edge.owners) ? creases : slits).push({ from: edge.from, to: edge.to });
    }
    const bounds = boundsOf(outline);
    if (Math.abs(bounds.x) > 1e-9 || Math.abs(bounds.y) > 1e-9) {
      throw new Error(`Dieline ${meta.style} does not start at the origin`);
    }

    const panels: DielinePanel[] = [];
    for (const region of this.regions) {
      const safeZone = offsetPolygon(region.polygon, -DIELINE_SAFE_MARGIN);
      const common = {
        kind: region.kind,
        polygon: region.polygon,
        bounds: boundsOf(region.polygon),
        safeZone,
      };
      panels.push({
        id: region.id,
        name: region.name,
        face: 'outside',
        rotation: region.rotation ?? 0,
        ...common,
      });
      if (region.inside) {
        panels.push({
          id: region.inside.id,
          name: region.inside.name,
          face: 'inside',
          rotation: region.inside.rotation ?? 0,
          ...common,
        });
      }
    }

    const glueAreas = this.glued.map((id) => {
      const region = this.regions.find((r) => r.id === id);
      if (!region) throw new Error(`Glue on unknown region ${id}`);
      return region.polygon;
    });

    return {
      ...meta,
      flatSize: { width: bounds.width, height: bounds.height },
      outline,
      holes: this.holes,
      slits: mergeSegments(slits),
      creases: mergeSegments(creases),
      glueAreas,
      bleed: {
        outline: offsetPolygon(outline, DIELINE_BLEED),
        holes: this.holes.map((hole) => offsetPolygon(hole, -DIELINE_BLEED)),
      },
      panels,
      annotations: this.annotations,
    };
  }

  /**
   * Splits every region edge at the corners of other regions lying on it; edges used once
   * form the outline, edges used twice (in opposite directions) are shared.
   */
  private traceOutline(): {
    outline: DielinePolygon;
    shared: { from: DielinePoint; to: DielinePoint; owners: string }[];
  } {
    const corners = new Map<string, DielinePoint>();
    for (const region of this.regions) for (const p of region.polygon) corners.set(keyOf(p), p);
    const cornerList = [...corners.values()];

    const edges: DirectedEdge[] = [];
    for (const region of this.regions) {
      const polygon = region.polygon;
      polygon.forEach((from, i) => {
        const to = polygon[(i + 1) % polygon.length] as DielinePoint;
        const length = Math.hypot(to.x - from.x, to.y - from.y);
        const cuts = cornerList
          .filter((p) => !samePoint(p, from) && !samePoint(p, to) && isOnSegment(p, from, to))
          .map((p) => ({ p, t: Math.hypot(p.x - from.x, p.y - from.y) / length }))
          .sort((a, b) => a.t - b.t)
          .map(({ p }) => p);
        const points = [from, ...cuts, to];
        for (let j = 0; j + 1 < points.length; j += 1) {
          edges.push({
            from: points[j] as DielinePoint,
            to: points[j + 1] as DielinePoint,
            owner: region.id,
          });
        }
      });
    }

    const byUndirected = new Map<string, DirectedEdge[]>();
    for (const edge of edges) {
      const key = [keyOf(edge.from), keyOf(edge.to)].sort().join('>');
      byUndirected.set(key, [...(byUndirected.get(key) ?? []), edge]);
    }

    const boundary = new Map<string, DirectedEdge>();
    const shared: { from: DielinePoint; to: DielinePoint; owners: string }[] = [];
    for (const group of byUndirected.values()) {
      const [first, second] = group;
      if (!first) continue;
      if (group.length === 1) {
        const start = keyOf(first.from);
        if (boundary.has(start)) throw new Error(`Dieline outline branches at ${start}`);
        boundary.set(start, first);
      } else if (
        group.length === 2 &&
        second &&
        keyOf(first.from) === keyOf(second.to) &&
        first.owner !== second.owner
      ) {
        shared.push({
          from: first.from,
          to: first.to,
          owners: [first.owner, second.owner].sort().join('|'),
        });
      } else {
        throw new Error(`Dieline regions overlap along ${keyOf(first.from)}-${keyOf(first.to)}`);
      }
    }

    const [start] = boundary.values();
    if (!start) throw new Error('Dieline has no outline');
    const loop: DielinePoint[] = [];
    let edge: DirectedEdge | undefined = start;
    while (edge) {
      loop.push(edge.from);
      boundary.delete(keyOf(edge.from));
      edge = boundary.get(keyOf(edge.to));
    }
    if (boundary.size > 0) throw new Error('Dieline outline is not one closed path');
    const outline = withoutCollinearPoints(loop);
    if (signedArea(outline) <= 0) throw new Error('Dieline outline runs the wrong way');
    return { outline, shared };
  }
}

/** Joins segments that continue each other in a straight line. */
function mergeSegments(segments: readonly DielineSegment[]): DielineSegment[] {
  const result = [...segments];
  let merged = true;
  while (merged) {
    merged = false;
    outer: for (let i = 0; i < result.length; i += 1) {
      for (let j = i + 1; j < result.length; j += 1) {
        const a = result[i] as DielineSegment;
        const b = result[j] as DielineSegment;
        const joined = joinCollinear(a, b);
        if (joined) {
          result.splice(j, 1);
          result[i] = joined;
          merged = true;
          break outer;
        }
      }
    }
  }
  return result;
}

function joinCollinear(a: DielineSegment, b: DielineSegment): DielineSegment | null {
  // The two segments share an end point, their other ends lie on opposite sides of it, and
  // all three points are on one line.
  for (const [shared, endA] of [
    [a.to, a.from],
    [a.from, a.to],
  ] as const) {
    const endB = samePoint(b.from, shared) ? b.to : samePoint(b.to, shared) ? b.from : null;
    if (!endB || samePoint(endA, endB)) continue;
    const cross =
      (endA.x - shared.x) * (endB.y - shared.y) - (endA.y - shared.y) * (endB.x - shared.x);
    if (Math.abs(cross) < 1e-9 && isOnSegment(shared, endA, endB)) return { from: endA, to: endB };
  }
  return null;
}
