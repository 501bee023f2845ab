import { describe, expect, it } from 'vitest';
import { isArtworkDownloadEnabled, type ArtworkDownloadProductConfig } from './artwork-download';

const withDocument = { documentReferenceUrl: 'https://docs.example/doc/1' };
const nonCustomizable = { productFlowConfiguration: { nonCustomizable: true } };

describe('isArtworkDownloadEnabled', () => {
  it.each([
    {},
    { documentReferenceUrl: null },
    { documentReferenceUrl: '' },
    { documentReferenceUrl: '  ' },
  ])('is enabled for a line without document reference URL: %j', (line) => {
    expect(isArtworkDownloadEnabled(line)).toBe(true);
    expect(
      isArtworkDownloadEnabled(line, { productFlowConfiguration: { nonCustomizable: false } }),
    ).toBe(true);
  });

  it('is disabled for a line with a document and no product config', () => {
    expect(isArtworkDownloadEnabled(withDocument)).toBe(false);
    expect(isArtworkDownloadEnabled(withDocument, null)).toBe(false);
  });

  it('is enabled for a line with a document when the product is non-customizable', () => {
    expect(isArtworkDownloadEnabled(withDocument, nonCustomizable)).toBe(true);
  });

  it.each([
    {},
    { productFlowConfiguration: null },
    { productFlowConfiguration: {} },
    { productFlowConfiguration: { nonCustomizable: null } },
    { productFlowConfiguration: { nonCustomizable: false } },
    // The object shape this rule once expected is not the config's shape: never 'true'.
    { productFlowConfiguration: { nonCustomizable: { artworkDownloadFlow: true } } },
  ])('is disabled for a line with a document when the product config says %j', (config) => {
    expect(
      isArtworkDownloadEnabled(withDocument, config as unknown as ArtworkDownloadProductConfig),
    ).toBe(false);
  });
});
