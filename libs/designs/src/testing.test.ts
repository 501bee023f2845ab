import { describe, expect, it } from 'vitest';
import { parseEditorDocument } from './lib/editor/editor-document';
import { readImageInfo } from './lib/preflight/image-info';
import * as testing from './testing';

describe('@storefront/designs/testing', () => {
  it('gives a design whose document parses and artwork whose header reads', () => {
    const design = testing.sampleDesign({ name: 'Holiday mailer' });
    expect(design.name).toBe('Holiday mailer');
    expect(parseEditorDocument(design.document)).toEqual(testing.sampleDocument());
    expect(readImageInfo(testing.pngBytes({ width: 30, height: 20 }))).toMatchObject({
      pixelWidth: 30,
      pixelHeight: 20,
    });
    expect(testing.artworkFile(testing.pdfBytes(), 'a.pdf', 'application/pdf').type).toBe(
      'application/pdf',
    );
  });
});
