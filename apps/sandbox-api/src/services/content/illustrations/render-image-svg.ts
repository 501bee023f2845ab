import type { BoxSubject, ImageSpec, ImageSubject } from '../images.ts';
import { IMAGE_SIZES } from '../images.ts';
import { BOX_DRAWINGS } from './box-drawings.ts';
import { sampleBadge } from './brand-marks.ts';
import { PALETTES } from './brand-palettes.ts';
import type { Palette } from './brand-palettes.ts';
import { fitted } from './isometric.ts';
import { dieline, SCENE_DRAWINGS } from './scene-drawings.ts';
import { escapeXml, round } from './svg-markup.ts';

const DRAWINGS = { ...BOX_DRAWINGS, ...SCENE_DRAWINGS };

/** The English description of a subject, used as the SVG's title. */
export function subjectLabel(subject: ImageSubject): string {
  const labels: Record<string, string> = {
    'mailer-box': 'Printed mailer box with a tuck front',
    'shipper-box': 'Printed corrugated shipping box with taped flaps',
    'gift-mailer-box': 'Gift mailer box with a printed ribbon',
    'square-mailer-box': 'Square mailer box with a round logo',
    'gable-box': 'Gable box with a carry handle',
    'end-open-mailer-box': 'End open mailer with its end flap open',
    'document-mailer-box': 'Flat document mailer with a tear strip',
    'box-insert': 'Corrugated insert dividing a box into six cells',
    service: 'Printed proof sheet with crop marks and a check mark',
    hero: 'A shipping box, a mailer box and a gift mailer',
    showroom: 'Three box styles on a showroom plinth',
    dieline: 'Flat dieline of a mailer box with cut and fold lines',
    'blog-recycling': 'Mailer box printed with a recycling symbol',
    'blog-measuring': 'Shipping box with its length, width and height marked',
  };
  const base = subject.replace(/-sample$/, '');
  const label = labels[base] ?? base;
  return subject.endsWith('-sample') ? `${label}, $1 sample` : label;
}

/** Where the subject and the wordmark go on the canvas of one image shape. */
interface Layout {
  viewWidth: number;
  viewHeight: number;
  scene: { x: number; y: number; width: number; height: number };
  /** The brand's wordmark with its two accent bars (carousel images only). */
  banner: (palette: Palette) => string;
}

/**
 * The wordmark and its two accent bars, starting at `x` (or centred on it with `centred`),
 * the name shrunk so it stays within `maxWidth` when one is given.
 */
function wordmarkBanner(
  palette: Palette,
  { x, y, maxWidth, centred }: { x: number; y: number; maxWidth?: number; centred: boolean },
): string {
  // 0.6 em is a generous average glyph width, so the name fits whatever font the viewer has.
  const size =
    maxWidth === undefined ? 84 : round(Math.min(84, maxWidth / (0.6 * palette.wordmark.length)));
  const bar = (top: number, width: number, opacity: string) =>
    `<rect x="${centred ? x - width / 2 : x}" y="${top}" width="${width}" height="8" fill="${palette.accent}"${opacity}/>`;
  return (
    `<text x="${x}" y="${y}" font-family="${escapeXml(palette.font)}" font-size="${size}" font-weight="700" fill="${palette.accent}"${centred ? ' text-anchor="middle"' : ''}>${escapeXml(palette.wordmark)}</text>` +
    bar(y + 40, 240, '') +
    bar(y + 62, 160, ' opacity="0.5"')
  );
}

/**
 * The layout of an image shape: wide (the desktop carousel: the wordmark on the left, the
 * subject on the right), tall (the phone carousel: the wordmark on top, the subject below,
 * both centred) or square (the subject alone).
 */
function layoutFor(width: number, height: number): Layout {
  if (width > height) {
    return {
      viewWidth: 1000,
      viewHeight: 400,
      scene: { x: 560, y: 40, width: 400, height: 320 },
      banner: (palette) => wordmarkBanner(palette, { x: 80, y: 190, centred: false }),
    };
  }
  if (height > width) {
    // The spec's phone aspect of 0.75: 600 × 800.
    const viewWidth = 600;
    return {
      viewWidth,
      viewHeight: Math.round((viewWidth * height) / width),
      scene: { x: 40, y: 300, width: 520, height: 440 },
      banner: (palette) =>
        wordmarkBanner(palette, { x: viewWidth / 2, y: 170, maxWidth: 480, centred: true }),
    };
  }
  return {
    viewWidth: 400,
    viewHeight: 400,
    scene: { x: 40, y: 40, width: 320, height: 320 },
    banner: () => '',
  };
}

/**
 * The SVG document of an image: the brand's background, the subject drawn in the brand's
 * colours and, for carousel images, the brand's wordmark (beside the subject on the wide
 * desktop rendition, above it on the tall phone one). `width`/`height` carry the slot's
 * intrinsic size; the drawing scales with `viewBox`.
 *
 * @example
 * renderImageSvg({ brand: 'boxup', subject: 'mailer-box', size: 'tile' }).startsWith('<svg'); // true
 */
export function renderImageSvg(spec: ImageSpec): string {
  const palette = PALETTES[spec.brand];
  const { width, height } = IMAGE_SIZES[spec.size];
  const { viewWidth, viewHeight, scene, banner } = layoutFor(width, height);
  const title = subjectLabel(spec.subject);
  const { x: sceneX, y: sceneY, width: sceneWidth, height: sceneHeight } = scene;

  let drawing: string;
  if (spec.subject === 'dieline') {
    drawing = dieline(palette, sceneX, sceneY, sceneWidth, sceneHeight);
  } else if (spec.subject.endsWith('-sample')) {
    const base = spec.subject.slice(0, -'-sample'.length) as BoxSubject;
    drawing =
      fitted(
        BOX_DRAWINGS[base],
        palette,
        sceneX + 20,
        sceneY + 30,
        sceneWidth - 40,
        sceneHeight - 40,
      ) + sampleBadge(palette, sceneX + sceneWidth - 34, sceneY + 34, 34);
  } else {
    const drawScene = DRAWINGS[spec.subject as keyof typeof DRAWINGS];
    drawing = fitted(drawScene, palette, sceneX, sceneY, sceneWidth, sceneHeight);
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewWidth} ${viewHeight}" role="img" aria-labelledby="title">` +
    `<title id="title">${escapeXml(title)}</title>` +
    `<rect width="${viewWidth}" height="${viewHeight}" fill="${palette.background}"/>` +
    `<ellipse cx="${sceneX + sceneWidth / 2}" cy="${sceneY + sceneHeight / 2}" rx="${sceneWidth / 2 + 10}" ry="${sceneHeight / 2 + 10}" fill="${palette.halo}"/>` +
    banner(palette) +
    drawing +
    '</svg>'
  );
}
