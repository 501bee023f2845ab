import type { BoxSubject } from '../images.ts';
import { logoDisc, wordmark } from './brand-marks.ts';
import type { Palette } from './brand-palettes.ts';
import type { Scene } from './isometric.ts';
import { box, edgeStroke } from './isometric.ts';
import { round, thin } from './svg-markup.ts';

// The seven box styles, each a box of its proportions with its print: the product images, and
// (with a $1 badge) the sample images.

const mailer: Scene = (iso, p) =>
  box(iso, p, 1.5, 1, 0.45, {
    topDecoration:
      `<rect x="0" y="0.82" width="1.5" height="0.18" fill="${p.accent}" opacity="0.85"/>` +
      wordmark(p, 0.75, 0.42, 0.2),
    leftDecoration: `<line x1="0.05" y1="0.09" x2="1.45" y2="0.09" ${thin(p.edge)}/>`,
  });

const shipper: Scene = (iso, p) =>
  box(iso, p, 1.2, 1, 1, {
    topDecoration:
      `<line x1="0" y1="0.5" x2="1.2" y2="0.5" ${thin(p.edge)}/>` +
      `<rect x="0" y="0.42" width="1.2" height="0.16" fill="${p.paper}" opacity="0.55"/>`,
    rightDecoration: `<rect x="0.42" y="0" width="0.16" height="0.28" fill="${p.paper}" opacity="0.55"/>`,
    leftDecoration: wordmark(p, 0.6, 0.5, 0.22) + arrows(p, 0.12, 0.2),
  });

function arrows(p: Palette, x: number, y: number): string {
  const arrow = (dx: number) =>
    `<path d="M${round(x + dx)} ${round(y + 0.16)} V${round(y)} M${round(x + dx - 0.04)} ${round(y + 0.05)} L${round(x + dx)} ${round(y)} L${round(x + dx + 0.04)} ${round(y + 0.05)}" ${thin(p.ink)}/>`;
  return arrow(0) + arrow(0.1);
}

const giftMailer: Scene = (iso, p) =>
  box(iso, p, 1.3, 1, 0.4, {
    topDecoration:
      `<rect x="0" y="0.44" width="1.3" height="0.12" fill="${p.accent}"/>` +
      `<rect x="0.59" y="0" width="0.12" height="1" fill="${p.accent}"/>` +
      `<ellipse cx="0.52" cy="0.4" rx="0.14" ry="0.09" fill="none" stroke="${p.accent}" stroke-width="0.05"/>` +
      `<ellipse cx="0.78" cy="0.6" rx="0.14" ry="0.09" fill="none" stroke="${p.accent}" stroke-width="0.05"/>`,
    leftDecoration: `<rect x="0.59" y="0" width="0.12" height="0.4" fill="${p.accent}"/>`,
    rightDecoration: `<rect x="0.44" y="0" width="0.12" height="0.4" fill="${p.accent}"/>`,
  });

const squareMailer: Scene = (iso, p) =>
  box(iso, p, 1.1, 1.1, 0.45, {
    topDecoration: logoDisc(p, 0.55, 0.55, 0.22),
    leftDecoration:
      `<line x1="0.05" y1="0.09" x2="1.05" y2="0.09" ${thin(p.edge)}/>` +
      wordmark(p, 0.55, 0.28, 0.13),
  });

const gable: Scene = (iso, p) => {
  const w = 0.9;
  const d = 0.6;
  const h = 0.7;
  const r = 0.28;
  const stroke = edgeStroke(p);
  return (
    box(iso, p, w, d, h, { top: false, leftDecoration: wordmark(p, w / 2, h * 0.55, 0.15) }) +
    iso.polygon(
      [
        [0, d, h],
        [w, d, h],
        [w, d / 2, h + r],
        [0, d / 2, h + r],
      ],
      `fill="${p.top}" ${stroke}`,
    ) +
    iso.polygon(
      [
        [w, 0, h],
        [w, d, h],
        [w, d / 2, h + r],
      ],
      `fill="${p.right}" ${stroke}`,
    ) +
    iso.polygon(
      [
        [0.12, d / 2, h + r],
        [w - 0.12, d / 2, h + r],
        [w - 0.12, d / 2, h + r + 0.26],
        [0.12, d / 2, h + r + 0.26],
      ],
      `fill="${p.left}" ${stroke}`,
    ) +
    iso.face(
      [0.12, d / 2, h + r + 0.26],
      [1, 0, 0],
      [0, 0, -1],
      `<rect x="0.18" y="0.07" width="0.3" height="0.09" rx="0.045" fill="${p.inside}"/>`,
    )
  );
};

const endOpenMailer: Scene = (iso, p) => {
  const w = 1.7;
  const d = 0.9;
  const h = 0.35;
  const stroke = edgeStroke(p);
  return (
    box(iso, p, w, d, h, {
      topDecoration: wordmark(p, 0.8, 0.45, 0.2),
      leftDecoration: `<line x1="0.05" y1="0.12" x2="1.55" y2="0.12" ${thin(p.accent, true)}/>`,
    }) +
    iso.polygon(
      [
        [w, 0.04, 0.03],
        [w, d - 0.04, 0.03],
        [w, d - 0.04, h - 0.03],
        [w, 0.04, h - 0.03],
      ],
      `fill="${p.inside}"`,
    ) +
    iso.polygon(
      [
        [w, 0, h],
        [w, d, h],
        [w + 0.34, d, h + 0.14],
        [w + 0.34, 0, h + 0.14],
      ],
      `fill="${p.top}" ${stroke}`,
    )
  );
};

const documentMailer: Scene = (iso, p) =>
  box(iso, p, 1.6, 1.2, 0.12, {
    topDecoration:
      wordmark(p, 0.8, 0.6, 0.24) +
      `<line x1="0.1" y1="0.12" x2="1.5" y2="0.12" ${thin(p.accent, true)}/>` +
      `<line x1="0.1" y1="1.08" x2="1.5" y2="1.08" ${thin(p.edge)}/>`,
    leftDecoration: `<rect x="0.1" y="0.03" width="1.4" height="0.05" fill="${p.paper}" opacity="0.7"/>`,
  });

/** The drawing of each box style. */
export const BOX_DRAWINGS: Record<BoxSubject, Scene> = {
  'mailer-box': mailer,
  'shipper-box': shipper,
  'gift-mailer-box': giftMailer,
  'square-mailer-box': squareMailer,
  'gable-box': gable,
  'end-open-mailer-box': endOpenMailer,
  'document-mailer-box': documentMailer,
};
