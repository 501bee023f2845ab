import { z } from 'zod';
import { DesignsError } from '../designs-error';
import { checkArtworkFile } from '../preflight/artwork-file';
import type { ImageInfo } from '../preflight/image-info';
import { readImageInfo } from '../preflight/image-info';
import type { DesignsClient } from './designs-client';

const linksSchema = z.object({ original: z.string(), preview: z.string(), thumbnail: z.string() });

/**
 * The answer of `POST assets /uploads`.
 *
 * @example
 * uploadSchema.parse(await response.json());
 */
export const uploadSchema = z.object({
  id: z.string().min(1),
  filename: z.string(),
  contentType: z.enum(['application/pdf', 'image/svg+xml', 'image/png', 'image/jpeg']),
  bytes: z.number().int().nonnegative(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  sha256: z.string(),
  createdAt: z.string(),
  links: linksSchema,
});

/**
 * An uploaded artwork file: what the assets service stored (id, name, type, size, links) and
 * what the file's headers say (`info`: stated dpi, colour space, aspect ratio).
 *
 * @example
 * const placeable = { assetId: upload.id, src: upload.links.original, filename: upload.filename, ...upload.info };
 */
export type UploadedArtwork = z.output<typeof uploadSchema> & { info: ImageInfo };

/**
 * A file to upload: a browser `File` (or anything with a name, a type and its bytes).
 *
 * @example
 * const file: ArtworkUploadFile = input.files[0];
 */
export interface ArtworkUploadFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/**
 * Uploads an artwork file to the assets service (`POST assets /uploads`, the file as the
 * body). Before anything is sent the file is checked: type (PDF, SVG, PNG, JPG), size (1 byte
 * to 25 MB) and that its bytes are what it claims — each a `DesignsError` with code
 * `INVALID_ARTWORK_FILE` and `field` `type`, `size`, `empty` or `content`. A refused upload is
 * an `ApiError` with the service's code (`UploadTooLarge`, `UnsupportedMediaType`,
 * `FileTypeMismatch`, `InvalidImage`, `EmptyUpload`) and code ECX999, since the spec has no
 * code for uploads.
 *
 * @example
 * const upload = await uploadArtwork(client, input.files[0]);
 * upload.links.original; // 'http://127.0.0.1:4010/assets/uploads/upl_…'
 * upload.info.dpi; // 72
 */
export async function uploadArtwork(
  client: DesignsClient,
  file: ArtworkUploadFile,
  options: { signal?: AbortSignal } = {},
): Promise<UploadedArtwork> {
  const problem = checkArtworkFile(file);
  if (problem) {
    throw new DesignsError({
      code: 'INVALID_ARTWORK_FILE',
      message: problem.message,
      field: problem.code,
    });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const info = readImageInfo(bytes);
  if (!info) {
    throw new DesignsError({
      code: 'INVALID_ARTWORK_FILE',
      message: 'The file’s content does not match its type',
      field: 'content',
    });
  }
  // The bytes as they are, typed by what their header says; the answer is JSON as usual.
  const upload = await client.http('assets', { all: 'ECX999' }).post('uploads', {
    body: bytes,
    headers: { 'content-type': info.contentType },
    searchParams: { filename: file.name },
    schema: uploadSchema,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return { ...upload, info };
}
