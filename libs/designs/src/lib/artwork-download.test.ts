import { describe, expect, it } from 'vitest';
import { isArtworkDownloadEnabled } from './artwork-download';

const withDocument = { documentReferenceUrl: 'https://docs.example/doc/1' };
const downloadFlow = {
  productFlowConfiguration: { nonCustomizable: { artworkDownloadFlow: true } },
};

describe('isArtworkDownloadEnabled', () => {
  it.each([
    {},
    { documentReferenceUrl: null },
    { documentReferenceUrl: '' },
    { documentReferenceUrl: '  ' },
  ])('is enabled for a line without document reference URL: %j', (line) => {
    expect(isArtworkDownloadEnabled(line)).toBe(true);
  });

  it('is disabled for a line with a document and no product config', () => {
    expect(isArtworkDownloadEnabled(withDocument)).toBe(false);
    expect(isArtworkDownloadEnabled(withDocument, null)).toBe(false);
  });

  it('is enabled for a non-customizable product whose flow is artwork download', () => {
    expect(isArtworkDownloadEnabled(withDocument, downloadFlow)).toBe(true);
  });

  it.each([
    {},
    { productFlowConfiguration: null },
    { productFlowConfiguration: {} },
    { productFlowConfiguration: { nonCustomizable: null } },
    { productFlowConfiguration: { nonCustomizable: {} } },
    { productFlowConfiguration: { nonCustomizable: { artworkDownloadFlow: false } } },
    { productFlowConfiguration: { nonCustomizable: { artworkDownloadFlow: null } } },
  ])('is disabled for a line with a document when the product config says %j', (config) => {
    expect(isArtworkDownloadEnabled(withDocument, config)).toBe(false);
  });
});
