// Draws one panel of a design onto a 2D canvas (for the 3D preview's faces): background,
// images and text, upright, at a fixed resolution.
import type { EditorDocument } from '../../lib/editor/editor-document';
import { EDITOR_TEXT_LINE_HEIGHT } from '../../lib/editor/editor-document';
import type { PanelFrame } from '../../lib/editor/panel-frames';

/** Pixels per inch of the preview textures. */
const TEXTURE_PPI = 48;

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new window.Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = src;
  });
}

/**
 * A canvas with the panel's artwork, `turn` true when it must be turned a quarter to lie on
 * a face of the other orientation.
 */
export async function drawPanelTexture(
  frame: PanelFrame | undefined,
  document: EditorDocument,
  boardColour: string,
  turn: boolean,
): Promise<HTMLCanvasElement> {
  const canvas = window.document.createElement('canvas');
  const width = Math.max(1, Math.round((frame?.width ?? 1) * TEXTURE_PPI));
  const height = Math.max(1, Math.round((frame?.height ?? 1) * TEXTURE_PPI));
  canvas.width = turn ? height : width;
  canvas.height = turn ? width : height;
  const context = canvas.getContext('2d');
  if (!context) return canvas;
  if (turn) {
    context.translate(canvas.width, 0);
    context.rotate(Math.PI / 2);
  }
  context.fillStyle = (frame && document.backgrounds[frame.panelId]) ?? boardColour;
  context.fillRect(0, 0, width, height);
  if (!frame) return canvas;
  const objects = document.objects.filter((object) => object.panelId === frame.panelId);
  const images = await Promise.all(
    objects.map((object) => (object.type === 'image' ? loadImage(object.src) : null)),
  );
  objects.forEach((object, index) => {
    const x = object.x * TEXTURE_PPI;
    const y = object.y * TEXTURE_PPI;
    if (object.type === 'image') {
      const image = images[index];
      if (image)
        context.drawImage(image, x, y, object.width * TEXTURE_PPI, object.height * TEXTURE_PPI);
      return;
    }
    const size = (object.fontSize / 72) * TEXTURE_PPI;
    context.fillStyle = object.colour;
    context.textBaseline = 'top';
    context.font = `${object.italic ? 'italic ' : ''}${object.bold ? 'bold ' : ''}${size}px ${object.fontFamily}`;
    context.textAlign = object.align;
    const anchor =
      object.align === 'center'
        ? x + (object.width * TEXTURE_PPI) / 2
        : object.align === 'right'
          ? x + object.width * TEXTURE_PPI
          : x;
    object.text.split('\n').forEach((line, lineIndex) => {
      context.fillText(line, anchor, y + lineIndex * size * EDITOR_TEXT_LINE_HEIGHT);
    });
  });
  return canvas;
}
