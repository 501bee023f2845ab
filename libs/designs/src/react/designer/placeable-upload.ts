import type { UploadedArtwork } from '../../lib/api/upload-artwork';
import type { PlaceableImage } from '../../lib/editor/placement';

/**
 * What placing an uploaded file needs of it: a PDF shows its preview image, anything else
 * the file itself.
 *
 * @example
 * placeImage(frame, placeableUpload(upload), nanoid(10));
 */
export function placeableUpload(upload: UploadedArtwork): PlaceableImage {
  return {
    assetId: upload.id,
    src: upload.contentType === 'application/pdf' ? upload.links.preview : upload.links.original,
    filename: upload.filename,
    contentType: upload.contentType,
    pixelWidth: upload.width,
    pixelHeight: upload.height,
    dpi: upload.info.dpi,
    colorSpace: upload.info.colorSpace,
    aspectRatio: upload.info.aspectRatio,
  };
}
