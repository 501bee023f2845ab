import type { SceneSubject } from '../images.ts';
import { logoDisc, wordmark } from './brand-marks.ts';
import type { Palette } from './brand-palettes.ts';
import type { Scene } from './isometric.ts';
import { box } from './isometric.ts';
import { escapeXml, round, thin } from './svg-markup.ts';

// The images that show no single box style: the insert, the proof service, the hero and
// showroom carousels, the blog pictures and the dieline of the design-only brand.

const insert: Scene = (iso, p) => {
  const w = 1.2;
  const d = 1;
  const h = 0.6;
  const wall = `stroke="${p.edge}" stroke-width="0.6" vector-effect="non-scaling-stroke"`;
  const partitions: string[] = [];
  for (const x of [w / 3, (2 * w) / 3]) {
    partitions.push(
      iso.polygon(
        [
          [x, 0, 0],
          [x, d, 0],
          [x, d, h * 0.92],
          [x, 0, h * 0.92],
        ],
        `fill="${p.right}" ${wall}`,
      ),
    );
  }
  partitions.push(
    iso.polygon(
      [
        [0, d / 2, 0],
        [w, d / 2, 0],
        [w, d / 2, h * 0.92],
        [0, d / 2, h * 0.92],
      ],
      `fill="${p.left}" ${wall}`,
    ),
  );
  return (
    iso.polygon(
      [
        [0, 0, 0],
        [w, 0, 0],
        [w, d, 0],
        [0, d, 0],
      ],
      `fill="${p.inside}"`,
    ) +
    iso.polygon(
      [
        [0, 0, 0],
        [w, 0, 0],
        [w, 0, h],
        [0, 0, h],
      ],
      `fill="${p.inside}" ${wall}`,
    ) +
    iso.polygon(
      [
        [0, 0, 0],
        [0, d, 0],
        [0, d, h],
        [0, 0, h],
      ],
      `fill="${p.inside}" ${wall}`,
    ) +
    partitions.join('') +
    box(iso, p, w, d, h, { top: false })
  );
};

const service: Scene = (iso, p) =>
  box(iso, { ...p, top: p.paper, left: p.paper, right: p.paper }, 1.4, 1, 0.03, {
    topDecoration:
      ['M0.05 0.15 H0.15 M0.15 0.05 V0.15', 'M1.35 0.15 H1.25 M1.25 0.05 V0.15']
        .concat(['M0.05 0.85 H0.15 M0.15 0.95 V0.85', 'M1.35 0.85 H1.25 M1.25 0.95 V0.85'])
        .map((d) => `<path d="${d}" ${thin(p.ink)}/>`)
        .join('') +
      `<rect x="0.3" y="0.25" width="0.8" height="0.5" fill="none" stroke="${p.edge}" stroke-width="0.02" stroke-dasharray="0.05 0.03"/>` +
      `<path d="M0.55 0.5 L0.67 0.62 L0.9 0.36" fill="none" stroke="${p.accent}" stroke-width="0.06" stroke-linecap="round" stroke-linejoin="round"/>`,
  });

const hero: Scene = (iso, p) =>
  box(iso, p, 1.2, 1, 1, {
    at: [-0.2, -1.3, 0],
    leftDecoration: wordmark(p, 0.6, 0.5, 0.22),
  }) +
  box(iso, p, 1.5, 1, 0.45, {
    at: [-0.1, 0.1, 0],
    topDecoration:
      `<rect x="0" y="0.82" width="1.5" height="0.18" fill="${p.accent}"/>` +
      logoDisc(p, 0.75, 0.4, 0.2),
  }) +
  box(iso, p, 1.1, 0.9, 0.35, {
    at: [1.6, -0.2, 0],
    topDecoration:
      `<rect x="0" y="0.39" width="1.1" height="0.12" fill="${p.accent}"/>` +
      `<rect x="0.49" y="0" width="0.12" height="0.9" fill="${p.accent}"/>`,
  });

const showroom: Scene = (iso, p) =>
  box(iso, { ...p, top: p.halo, left: p.edge, right: p.inside }, 3.4, 1.4, 0.12, {
    at: [-0.3, -0.2, 0],
  }) +
  box(iso, p, 1, 0.9, 0.9, { at: [0, 0, 0.12], leftDecoration: wordmark(p, 0.5, 0.45, 0.2) }) +
  box(iso, p, 1, 1, 0.35, {
    at: [1.2, 0, 0.12],
    topDecoration: logoDisc(p, 0.5, 0.5, 0.2),
  }) +
  box(iso, p, 0.8, 0.8, 0.6, {
    at: [2.2, 0.1, 0.12],
    topDecoration: `<rect x="0.34" y="0" width="0.12" height="0.8" fill="${p.accent}"/>`,
  });

const recycling: Scene = (iso, p) =>
  box(iso, p, 1.5, 1, 0.6, {
    leftDecoration:
      `<g fill="none" stroke="${p.accent}" stroke-width="0.045" stroke-linecap="round" stroke-linejoin="round">` +
      '<path d="M0.62 0.18 L0.75 0.1 L0.88 0.18"/><path d="M0.75 0.1 L0.92 0.4"/>' +
      '<path d="M0.95 0.33 L0.92 0.48 L0.78 0.48"/><path d="M0.92 0.48 L0.58 0.48"/>' +
      '<path d="M0.6 0.5 L0.55 0.38 L0.62 0.27"/><path d="M0.55 0.38 L0.72 0.1"/></g>',
    topDecoration: wordmark(p, 0.75, 0.5, 0.18),
  });

const measuring: Scene = (iso, p) =>
  box(iso, p, 1.2, 0.9, 0.8, {
    leftDecoration:
      `<path d="M0.08 0.1 H1.12 M0.08 0.05 V0.15 M1.12 0.05 V0.15" stroke="${p.accent}" stroke-width="0.02" fill="none"/>` +
      `<text x="0.6" y="0.25" font-family="${escapeXml(p.font)}" font-size="0.11" fill="${p.ink}" text-anchor="middle">L</text>` +
      `<path d="M1.1 0.25 V0.75 M1.05 0.25 H1.15 M1.05 0.75 H1.15" stroke="${p.accent}" stroke-width="0.02" fill="none"/>` +
      `<text x="0.98" y="0.53" font-family="${escapeXml(p.font)}" font-size="0.11" fill="${p.ink}" text-anchor="middle">H</text>`,
    rightDecoration:
      `<path d="M0.08 0.1 H0.82 M0.08 0.05 V0.15 M0.82 0.05 V0.15" stroke="${p.accent}" stroke-width="0.02" fill="none"/>` +
      `<text x="0.45" y="0.25" font-family="${escapeXml(p.font)}" font-size="0.11" fill="${p.ink}" text-anchor="middle">W</text>`,
  });

/** The drawing of each scene but the dieline (drawn flat, by {@link dieline}). */
export const SCENE_DRAWINGS: Record<Exclude<SceneSubject, 'dieline'>, Scene> = {
  'box-insert': insert,
  service,
  hero,
  showroom,
  'blog-recycling': recycling,
  'blog-measuring': measuring,
};

/**
 * A flat dieline (unfolded mailer) in plan view, for the design-only brand, fitted into a
 * rectangle of the canvas.
 *
 * @example
 * dieline(PALETTES.kartonwerk, 40, 40, 320, 320); // '<path d="M… Z" …/>…'
 */
export function dieline(p: Palette, x: number, y: number, width: number, height: number): string {
  const u = Math.min(width / 5.2, height / 4.2);
  const ox = x + (width - 5.2 * u) / 2;
  const oy = y + (height - 4.2 * u) / 2;
  const at = (px: number, py: number) => `${round(ox + px * u)} ${round(oy + py * u)}`;
  const cut = [
    `M${at(1, 0)} H${round(ox + 3 * u)} V${round(oy + u)} H${round(ox + 4 * u)} L${at(4.3, 1.2)} V${round(oy + 2.8 * u)} L${at(4, 3)} H${round(ox + 3 * u)} V${round(oy + 4.2 * u)} H${round(ox + u)} V${round(oy + 3 * u)} H${round(ox)} V${round(oy + u)} H${round(ox + u)} Z`,
  ];
  const folds = [
    `M${at(1, 1)} H${round(ox + 3 * u)}`,
    `M${at(1, 3)} H${round(ox + 3 * u)}`,
    `M${at(1, 1)} V${round(oy + 3 * u)}`,
    `M${at(3, 1)} V${round(oy + 3 * u)}`,
    `M${at(4, 1)} V${round(oy + 3 * u)}`,
  ];
  return (
    `<path d="${cut.join(' ')}" fill="${p.halo}" stroke="${p.accent}" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="${folds.join(' ')}" fill="none" stroke="${p.edge}" stroke-width="1.5" stroke-dasharray="8 5"/>` +
    `<rect x="${round(ox + 1.15 * u)}" y="${round(oy + 1.15 * u)}" width="${round(1.7 * u)}" height="${round(1.7 * u)}" fill="none" stroke="${p.accent}" stroke-width="1" stroke-dasharray="3 3"/>` +
    wordmark(p, ox + 2 * u, oy + 2 * u, u * 0.32)
  );
}
