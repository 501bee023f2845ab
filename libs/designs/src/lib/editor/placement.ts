import { DIELINE_BLEED, DIELINE_SAFE_MARGIN } from '../dielines/dieline-model';
import type { DielinePoint } from '../dielines/geometry';
import { isInsideOrOn } from '../dielines/geometry';
import { PREFLIGHT_RECOMMENDED_DPI } from '../preflight/preflight';
import type {
  ArtworkContentType,
  EditorFont,
  EditorImageObject,
  EditorTextObject,
  ImageColorSpace,
} from './editor-document';
import { textHeight } from './editor-document';
import type { PanelFrame } from './panel-frames';

/**
 * An uploaded file as the designer places it.
 *
 * @example
 * const image: PlaceableImage = {
 *   assetId: 'upl_V1StGXR8Z5jdHi6BmyTab', src: 'https://…/uploads/upl_…', filename: 'logo.png',
 *   contentType: 'image/png', pixelWidth: 600, pixelHeight: 300, dpi: 300, colorSpace: 'rgb',
 * };
 */
export interface PlaceableImage {
  readonly assetId: string;
  readonly src: string;
  readonly filename: string;
  readonly contentType: ArtworkContentType;
  /** Pixel size of a PNG or JPEG; `null` for vector files. */
  readonly pixelWidth: number | null;
  readonly pixelHeight: number | null;
  /**
   * The resolution the file states (PNG pHYs, JPEG JFIF), if any. Placement does not use it:
   * what prints is pixels over placed inches.
   */
  readonly dpi: number | null;
  readonly colorSpace: ImageColorSpace;
  /** Aspect ratio (width / height) of a vector file, when known. */
  readonly aspectRatio?: number | null;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
/** Rounds a size down (to 1/10 000 in), so rounding never lowers the print resolution. */
const roundDown = (value: number) => Math.floor(value * 10_000 + 1e-6) / 10_000;

/** The safe area of a frame: its rectangle moved 1/8 in inwards. */
function safeRect(frame: PanelFrame) {
  const margin = Math.min(DIELINE_SAFE_MARGIN, frame.width / 4, frame.height / 4);
  return {
    x: margin,
    y: margin,
    width: frame.width - 2 * margin,
    height: frame.height - 2 * margin,
  };
}

/**
 * The largest rectangle of the given proportions, at most `width` × `height`, that fits the
 * panel's safe zone (a flap's safe zone is not a rectangle), centred on the safe area or on
 * the middle of the safe zone, whichever leaves it larger.
 */
function fitInSafeZone(
  frame: PanelFrame,
  area: { x: number; y: number; width: number; height: number },
  width: number,
  height: number,
): { centre: DielinePoint; width: number; height: number } {
  const zone = frame.safeZone;
  const fits = (centre: DielinePoint, factor: number) => {
    const w = (width * factor) / 2;
    const h = (height * factor) / 2;
    return [
      { x: centre.x - w, y: centre.y - h },
      { x: centre.x + w, y: centre.y - h },
      { x: centre.x + w, y: centre.y + h },
      { x: centre.x - w, y: centre.y + h },
    ].every((corner) => isInsideOrOn(corner, zone));
  };
  const largest = (centre: DielinePoint) => {
    if (fits(centre, 1)) return 1;
    let low = 0;
    let high = 1;
    for (let step = 0; step < 40; step += 1) {
      const middle = (low + high) / 2;
      if (fits(centre, middle)) low = middle;
      else high = middle;
    }
    // A hair smaller, so rounding the position to 1/10 000 in keeps it inside.
    return low * 0.999;
  };
  const candidates: DielinePoint[] = [
    { x: area.x + area.width / 2, y: area.y + area.height / 2 },
    {
      x: zone.reduce((sum, point) => sum + point.x, 0) / Math.max(1, zone.length),
      y: zone.reduce((sum, point) => sum + point.y, 0) / Math.max(1, zone.length),
    },
  ];
  let best = { centre: candidates[0] as DielinePoint, factor: -1 };
  for (const centre of candidates) {
    const factor = largest(centre);
    if (factor > best.factor + 1e-9) best = { centre, factor };
  }
  return { centre: best.centre, width: width * best.factor, height: height * best.factor };
}

/**
 * Places an uploaded image on a panel, centred: a PNG or JPEG at the largest size that
 * prints at {@link PREFLIGHT_RECOMMENDED_DPI} (300 dpi) or more — its pixels over 300 —
 * made smaller to fit the panel's safe area when needed (which only raises its resolution),
 * so a placed image never fails or warns in the print check. A vector file starts at half
 * the safe area.
 *
 * @example
 * const logo = placeImage(frame, { ...upload, pixelWidth: 600, pixelHeight: 600 }, nanoid());
 * logo.width; // 2 (inches: 600 px at 300 dpi)
 */
export function placeImage(
  frame: PanelFrame,
  image: PlaceableImage,
  id: string,
): EditorImageObject {
  const area = safeRect(frame);
  let width: number;
  let height: number;
  if (image.pixelWidth && image.pixelHeight) {
    width = image.pixelWidth / PREFLIGHT_RECOMMENDED_DPI;
    height = image.pixelHeight / PREFLIGHT_RECOMMENDED_DPI;
  } else {
    const ratio = image.aspectRatio && image.aspectRatio > 0 ? image.aspectRatio : 1;
    width = area.width / 2;
    height = width / ratio;
  }
  const fit = Math.min(1, area.width / width, area.height / height);
  const spot = fitInSafeZone(frame, area, width * fit, height * fit);
  width = roundDown(spot.width);
  height = roundDown(spot.height);
  return {
    type: 'image',
    id,
    panelId: frame.panelId,
    x: round(spot.centre.x - width / 2),
    y: round(spot.centre.y - height / 2),
    width,
    height,
    assetId: image.assetId,
    src: image.src,
    filename: image.filename,
    contentType: image.contentType,
    pixelWidth: image.pixelWidth,
    pixelHeight: image.pixelHeight,
    colorSpace: image.colorSpace,
  };
}

/**
 * The rectangle that makes an image fill its whole panel: the panel grown by the bleed
 * (1/8 in) on each cut side, covered with the image's aspect ratio kept (centred, the excess
 * cropped by the panel). Use it for background pictures.
 *
 * @example
 * dispatch({ type: 'apply', action: { type: 'update', id: image.id, changes: fillPanelRect(frame, image) } });
 */
export function fillPanelRect(
  frame: PanelFrame,
  image: Pick<EditorImageObject, 'width' | 'height'>,
): { x: number; y: number; width: number; height: number } {
  const grow = (side: PanelFrame['cutSides'][number]) =>
    frame.cutSides.includes(side) ? DIELINE_BLEED : 0;
  const left = -grow('left');
  const top = -grow('top');
  const targetWidth = frame.width + grow('left') + grow('right');
  const targetHeight = frame.height + grow('top') + grow('bottom');
  const ratio = image.width / image.height;
  let width = targetWidth;
  let height = width / ratio;
  if (height < targetHeight) {
    height = targetHeight;
    width = height * ratio;
  }
  return {
    x: round(left + (targetWidth - width) / 2),
    y: round(top + (targetHeight - height) / 2),
    width: round(width),
    height: round(height),
  };
}

/**
 * Options of {@link placeText}.
 *
 * @example
 * const options: TextOptions = { fontFamily: 'Georgia', fontSize: 36, colour: '#111827' };
 */
export interface TextOptions {
  readonly fontFamily?: EditorFont;
  /** Points; made smaller when the text would not fit the panel's safe area. */
  readonly fontSize?: number;
  readonly colour?: string;
  readonly bold?: boolean;
  readonly italic?: boolean;
  readonly align?: 'left' | 'center' | 'right';
}

/**
 * Places text on a panel, centred across the safe area, with a font size that fits it.
 *
 * @example
 * placeText(frame, 'Thank you!', nanoid(), { fontFamily: 'Georgia', fontSize: 48 });
 */
export function placeText(
  frame: PanelFrame,
  text: string,
  id: string,
  options: TextOptions = {},
): EditorTextObject {
  const area = safeRect(frame);
  let fontSize = options.fontSize ?? 36;
  // Keep the block inside the safe area's height.
  while (fontSize > 4 && textHeight(text, fontSize) > area.height) fontSize -= 1;
  const height = round(textHeight(text, fontSize));
  return {
    type: 'text',
    id,
    panelId: frame.panelId,
    x: round(area.x),
    y: round(area.y + Math.max(0, (area.height - height) / 2)),
    width: round(area.width),
    height,
    text,
    fontFamily: options.fontFamily ?? 'Arial',
    fontSize,
    colour: options.colour ?? '#111827',
    bold: options.bold ?? false,
    italic: options.italic ?? false,
    align: options.align ?? 'center',
  };
}
