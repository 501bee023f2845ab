import type { BoxSubject, ImageSpec, ImageSubject } from '../images.ts';
import { IMAGE_SIZES } from '../images.ts';
import { BOX_DRAWINGS } from './box-drawings.ts';
import { sampleBadge } from './brand-marks.ts';
import { PALETTES } from './brand-palettes.ts';
import { fitted } from './isometric.ts';
import { dieline, SCENE_DRAWINGS } from './scene-drawings.ts';
import { escapeXml } from './svg-markup.ts';

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

/**
 * The SVG document of an image: the brand's background, the subject drawn in the brand's
 * colours and, for carousel images, the brand's wordmark. `width`/`height` carry the slot's
 * intrinsic size; the drawing scales with `viewBox`.
 *
 * @example
 * renderImageSvg({ brand: 'boxup', subject: 'mailer-box', size: 'tile' }).startsWith('<svg'); // true
 */
export function renderImageSvg(spec: ImageSpec): string {
  const palette = PALETTES[spec.brand];
  const { width, height } = IMAGE_SIZES[spec.size];
  const wide = width > height;
  const viewWidth = wide ? 1000 : 400;
  const viewHeight = 400;
  const title = subjectLabel(spec.subject);

  const sceneX = wide ? 560 : 40;
  const sceneY = 40;
  const sceneWidth = wide ? 400 : 320;
  const sceneHeight = 320;

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
    const scene = DRAWINGS[spec.subject as keyof typeof DRAWINGS];
    drawing = fitted(scene, palette, sceneX, sceneY, sceneWidth, sceneHeight);
  }

  const banner = wide
    ? `<text x="80" y="190" font-family="${escapeXml(palette.font)}" font-size="84" font-weight="700" fill="${palette.accent}">${escapeXml(palette.wordmark)}</text>` +
      `<rect x="80" y="230" width="240" height="8" fill="${palette.accent}"/>` +
      `<rect x="80" y="252" width="160" height="8" fill="${palette.accent}" opacity="0.5"/>`
    : '';

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewWidth} ${viewHeight}" role="img" aria-labelledby="title">` +
    `<title id="title">${escapeXml(title)}</title>` +
    `<rect width="${viewWidth}" height="${viewHeight}" fill="${palette.background}"/>` +
    `<ellipse cx="${sceneX + sceneWidth / 2}" cy="${sceneY + sceneHeight / 2}" rx="${sceneWidth / 2 + 10}" ry="${sceneHeight / 2 + 10}" fill="${palette.halo}"/>` +
    banner +
    drawing +
    '</svg>'
  );
}
