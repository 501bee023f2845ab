import type { Palette } from './brand-palettes.ts';
import { round } from './svg-markup.ts';

type Point = readonly [number, number];

const COS30 = Math.cos(Math.PI / 6);
const SIN30 = 0.5;

/** An isometric projection of world units (x right-back, y left-back, z up) onto the canvas. */
export class Iso {
  readonly seen: Point[] = [];

  constructor(
    private readonly scale = 1,
    private readonly offsetX = 0,
    private readonly offsetY = 0,
  ) {}

  project(x: number, y: number, z: number): Point {
    const point: Point = [
      this.offsetX + (x - y) * COS30 * this.scale,
      this.offsetY + ((x + y) * SIN30 - z) * this.scale,
    ];
    this.seen.push(point);
    return point;
  }

  polygon(points: ReadonlyArray<readonly [number, number, number]>, attributes: string): string {
    const coordinates = points
      .map(([x, y, z]) => this.project(x, y, z))
      .map(([x, y]) => `${round(x)},${round(y)}`)
      .join(' ');
    return `<polygon points="${coordinates}" ${attributes}/>`;
  }

  /**
   * A group whose local coordinates lie on a box face, in world units: X to the right on
   * screen, Y down (or, on a top face, towards the viewer's left).
   */
  face(
    origin: readonly [number, number, number],
    xAxis: readonly [number, number, number],
    yAxis: readonly [number, number, number],
    content: string,
  ): string {
    const [ox, oy] = this.project(...origin);
    const [ax, ay] = this.project(origin[0] + xAxis[0], origin[1] + xAxis[1], origin[2] + xAxis[2]);
    const [bx, by] = this.project(origin[0] + yAxis[0], origin[1] + yAxis[1], origin[2] + yAxis[2]);
    const matrix = [ax - ox, ay - oy, bx - ox, by - oy, ox, oy].map(round).join(' ');
    return `<g transform="matrix(${matrix})">${content}</g>`;
  }
}

/** A drawing in world units, projected by `iso`, in the colours of `palette`. */
export type Scene = (iso: Iso, palette: Palette) => string;

/**
 * The stroke of a box's edges (and of any board drawn beside a box).
 *
 * @example
 * iso.polygon(corners, `fill="${p.top}" ${edgeStroke(p)}`);
 */
export function edgeStroke(palette: Palette): string {
  return `stroke="${palette.edge}" stroke-width="0.6" stroke-linejoin="round" vector-effect="non-scaling-stroke"`;
}

interface BoxOptions {
  at?: readonly [number, number, number];
  top?: boolean;
  /** Drawn on the left (front) face, in its local coordinates (w × h). */
  leftDecoration?: string;
  /** Drawn on the right face, in its local coordinates (d × h). */
  rightDecoration?: string;
  /** Drawn on the top face, in its local coordinates (w × d). */
  topDecoration?: string;
}

/**
 * A closed box of w × d × h world units: its front, right and (unless `top: false`) top faces,
 * each with its decoration drawn in the face's own coordinates.
 *
 * @example
 * box(iso, palette, 1.5, 1, 0.45, { topDecoration: wordmark(palette, 0.75, 0.42, 0.2) });
 */
export function box(
  iso: Iso,
  palette: Palette,
  w: number,
  d: number,
  h: number,
  options: BoxOptions = {},
): string {
  const [x, y, z] = options.at ?? [0, 0, 0];
  const stroke = edgeStroke(palette);
  const parts = [
    iso.polygon(
      [
        [x, y + d, z],
        [x + w, y + d, z],
        [x + w, y + d, z + h],
        [x, y + d, z + h],
      ],
      `fill="${palette.left}" ${stroke}`,
    ),
    iso.polygon(
      [
        [x + w, y, z],
        [x + w, y + d, z],
        [x + w, y + d, z + h],
        [x + w, y, z + h],
      ],
      `fill="${palette.right}" ${stroke}`,
    ),
  ];
  if (options.top !== false) {
    parts.push(
      iso.polygon(
        [
          [x, y, z + h],
          [x + w, y, z + h],
          [x + w, y + d, z + h],
          [x, y + d, z + h],
        ],
        `fill="${palette.top}" ${stroke}`,
      ),
    );
  }
  if (options.leftDecoration) {
    parts.push(iso.face([x, y + d, z + h], [1, 0, 0], [0, 0, -1], options.leftDecoration));
  }
  if (options.rightDecoration) {
    parts.push(iso.face([x + w, y + d, z + h], [0, -1, 0], [0, 0, -1], options.rightDecoration));
  }
  if (options.topDecoration) {
    parts.push(iso.face([x, y, z + h], [1, 0, 0], [0, 1, 0], options.topDecoration));
  }
  return parts.join('');
}

/**
 * Draws a scene fitted into a rectangle of the canvas: drawn once to measure it, then again
 * scaled and centred.
 *
 * @example
 * fitted(BOX_DRAWINGS['mailer-box'], PALETTES.boxup, 40, 40, 320, 320);
 */
export function fitted(
  scene: Scene,
  palette: Palette,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  const probe = new Iso();
  scene(probe, palette);
  const xs = probe.seen.map(([px]) => px);
  const ys = probe.seen.map(([, py]) => py);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const scale = Math.min(width / (maxX - minX), height / (maxY - minY));
  const offsetX = x + (width - (maxX - minX) * scale) / 2 - minX * scale;
  const offsetY = y + (height - (maxY - minY) * scale) / 2 - minY * scale;
  return scene(new Iso(scale, offsetX, offsetY), palette);
}
