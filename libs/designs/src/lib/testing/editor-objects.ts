// TEST HELPER ONLY — not in '@storefront/designs/testing': editor objects the tests and stories
// place on a design, one factory a kind.
import type { EditorImageObject, EditorTextObject } from '../editor/editor-document';

/** The uploaded logo the image fixtures show: a 600 × 300 px PNG. */
export const LOGO_PNG = {
  assetId: 'upl_1',
  src: 'https://assets.example/u/1',
  filename: 'logo.png',
  contentType: 'image/png',
  pixelWidth: 600,
  pixelHeight: 300,
} as const;

/**
 * An image on the top panel: a 600 × 300 px grey PNG at 2 × 1 in; `overrides` change any field.
 *
 * @example
 * const blurry = imageObject({ pixelWidth: 144, pixelHeight: 72 });
 */
export const imageObject = (overrides: Partial<EditorImageObject> = {}): EditorImageObject => ({
  type: 'image',
  id: 'img',
  panelId: 'top',
  x: 2,
  y: 2,
  width: 2,
  height: 1,
  ...LOGO_PNG,
  colorSpace: 'gray',
  ...overrides,
});

/**
 * A line of text on the top panel ('Hello', Arial 24 pt, black); `overrides` change any field.
 *
 * @example
 * const greeting = textObject({ text: 'Hello box', width: 4 });
 */
export const textObject = (overrides: Partial<EditorTextObject> = {}): EditorTextObject => ({
  type: 'text',
  id: 'txt',
  panelId: 'top',
  x: 1,
  y: 1,
  width: 3,
  height: 0.4,
  text: 'Hello',
  fontFamily: 'Arial',
  fontSize: 24,
  colour: '#000000',
  bold: false,
  italic: false,
  align: 'left',
  ...overrides,
});
