// @storefront/designs/testing: fixtures for consumers' tests and stories, never re-exported by
// the root entry. Artwork files made in code with real headers (what the upload checks and
// the assets service read), and a sample saved design with its editor document.
export {
  artworkFile,
  jpegBytes,
  pdfBytes,
  pngBytes,
  svgBytes,
} from './lib/testing/artwork-fixtures';
export { illustration, sampleDesign, sampleDocument } from './lib/testing/sample-designs';
