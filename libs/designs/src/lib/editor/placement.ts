import { DIELINE_BLEED, DIELINE_SAFE_MARGIN } from '../dielines/dieline-model';
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
 * Resolution assumed for a raster image that does not state one (what browsers and most
 * design tools assume).
 *
 * @example
 * DEFAULT_IMAGE_DPI; // 72
 */
export const DEFAULT_IMAGE_DPI = 72;

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
  /** The resolution the file states (PNG pHYs, JPEG JFIF), if any. */
  readonly dpi: number | null;
  readonly colorSpace: ImageColorSpace;
  /** Aspect ratio (width / height) of a vector file, when known. */
  readonly aspectRatio?: number | null;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

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
 * Places an uploaded image on a panel: at its natural size (pixels at its stated resolution,
 * 72 dpi when it states none), made smaller to fit the panel's safe area when needed, and
 * centred. A vector file starts at half the safe area.
 *
 * @example
 * const logo = placeImage(frame, image, nanoid());
 * dispatch({ type: 'apply', action: { type: 'add', object: logo } });
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
    const dpi = image.dpi && image.dpi > 0 ? image.dpi : DEFAULT_IMAGE_DPI;
    width = image.pixelWidth / dpi;
    height = image.pixelHeight / dpi;
  } else {
    const ratio = image.aspectRatio && image.aspectRatio > 0 ? image.aspectRatio : 1;
    width = area.width / 2;
    height = width / ratio;
  }
  const fit = Math.min(1, area.width / width, area.height / height);
  width = round(width * fit);
  height = round(height * fit);
  return {
    type: 'image',
    id,
    panelId: frame.panelId,
    x: round(area.x + (area.width - width) / 2),
    y: round(area.y + (area.height - height) / 2),
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
