// Sample designs for tests and stories ('@storefront/designs/testing'): a saved design as the
// session service answers it, its editor document, and a picture that needs no image server.
import type { Design } from '../api/design';
import type { EditorDocument } from '../editor/editor-document';
import { createEditorDocument } from '../editor/editor-document';

/**
 * A plain picture as a data URL, so stories need no image server.
 *
 * @example
 * <img src={illustration('LOGO')} alt="" />
 */
export function illustration(label: string, colour = '#0f766e'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200"><rect width="320" height="200" fill="#d9c3a0"/><rect x="60" y="40" width="200" height="120" fill="${colour}"/><text x="160" y="108" font-size="20" text-anchor="middle" fill="#fff" font-family="Arial">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * A sample editor document: a teal lid with a logo and a greeting.
 *
 * @example
 * preflightDocument(sampleDocument()); // what the preflight report story shows
 */
export function sampleDocument(): EditorDocument {
  return {
    ...createEditorDocument('displayMailer', { length: 8, width: 6, depth: 2 }),
    backgrounds: { top: '#0f766e' },
    objects: [
      {
        type: 'image',
        id: 'logo',
        panelId: 'top',
        x: 2.5,
        y: 1,
        width: 3,
        height: 1.875,
        assetId: 'upl_story000000000000000',
        src: illustration('LOGO', '#b45309'),
        filename: 'logo.svg',
        contentType: 'image/svg+xml',
        pixelWidth: null,
        pixelHeight: null,
        colorSpace: 'unknown',
      },
      {
        type: 'text',
        id: 'greeting',
        panelId: 'top',
        x: 0.5,
        y: 3.5,
        width: 7,
        height: 0.6,
        text: 'Thank you for your order!',
        fontFamily: 'Georgia',
        fontSize: 36,
        colour: '#ffffff',
        bold: true,
        italic: false,
        align: 'center',
      },
    ],
  };
}

/**
 * A saved design as the session service answers it, with its document.
 *
 * @example
 * const design = sampleDesign({ name: 'Holiday mailer' });
 */
export function sampleDesign(overrides: Partial<Design> = {}): Design {
  return {
    id: 'dsg_story0000000000000001',
    name: 'Spring mailer',
    productKey: 'custom-mailer-box',
    selection: { Size: '8 x 6 x 2' },
    storefrontId: 'boxup',
    previewAssetId: null,
    previewUrl: illustration('Spring mailer'),
    renderingInstructionsUrl:
      'http://sandbox.test/session/designs/dsg_story0000000000000001/renderingInstructions?timestamp=1767225600000',
    documentBytes: 900,
    version: 3,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-02-14T16:30:00.000Z',
    document: sampleDocument(),
    ...overrides,
  };
}
