import type { ArtworkContentType } from '../editor/editor-document';

/**
 * Largest artwork file, bytes (25 MB, the assets service's limit).
 *
 * @example
 * ARTWORK_MAX_BYTES; // 26214400
 */
export const ARTWORK_MAX_BYTES = 25 * 1024 * 1024;

/**
 * The artwork file types and the file name extensions that go with them.
 *
 * @example
 * ARTWORK_FILE_TYPES['image/jpeg']; // ['jpg', 'jpeg']
 */
export const ARTWORK_FILE_TYPES: Readonly<Record<ArtworkContentType, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/svg+xml': ['svg'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
};

/**
 * The `accept` attribute of an artwork file input.
 *
 * @example
 * <input type="file" accept={ARTWORK_ACCEPT} />
 */
export const ARTWORK_ACCEPT =
  '.pdf,.svg,.png,.jpg,.jpeg,application/pdf,image/svg+xml,image/png,image/jpeg';

/**
 * Why an artwork file cannot be uploaded: `type` (not a PDF, SVG, PNG or JPG), `size` (over
 * 25 MB), `empty` (no bytes), `content` (the bytes are not what the name or type says).
 *
 * @example
 * const problem: ArtworkFileProblem = { code: 'size', message: 'The file is larger than 25 MB' };
 */
export interface ArtworkFileProblem {
  readonly code: 'type' | 'size' | 'empty' | 'content';
  /** English message; interfaces translate by `code`. */
  readonly message: string;
}

/**
 * The English messages of {@link ArtworkFileProblem}s.
 *
 * @example
 * ARTWORK_FILE_MESSAGES.type; // 'Only PDF, SVG, PNG and JPG files can be uploaded'
 */
export const ARTWORK_FILE_MESSAGES = {
  type: 'Only PDF, SVG, PNG and JPG files can be uploaded',
  size: 'The file is larger than 25 MB',
  empty: 'The file is empty',
  content: 'The file’s content does not match its type',
} as const;

const ALIASES: Readonly<Record<string, ArtworkContentType>> = {
  'application/pdf': 'application/pdf',
  'application/x-pdf': 'application/pdf',
  'image/svg+xml': 'image/svg+xml',
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
};

/**
 * The artwork type of a file from its MIME type, or from its extension when the browser
 * gives no (or a generic) type; `undefined` for anything else.
 *
 * @example
 * artworkTypeOf({ name: 'logo.JPG', type: '' }); // 'image/jpeg'
 * artworkTypeOf({ name: 'logo.gif', type: 'image/gif' }); // undefined
 */
export function artworkTypeOf(file: {
  readonly name: string;
  readonly type: string;
}): ArtworkContentType | undefined {
  const declared = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (declared !== '' && declared !== 'application/octet-stream') return ALIASES[declared];
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (!extension) return undefined;
  const match = Object.entries(ARTWORK_FILE_TYPES).find(([, extensions]) =>
    extensions.includes(extension),
  );
  return match?.[0] as ArtworkContentType | undefined;
}

/**
 * Checks an artwork file before it is uploaded: a PDF, SVG, PNG or JPG of 1 byte to 25 MB.
 * Returns the problem, or `undefined` when the file may go.
 *
 * @example
 * const problem = checkArtworkFile(input.files[0]);
 * if (problem) showError(problem.message); // 'The file is larger than 25 MB'
 */
export function checkArtworkFile(file: {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}): ArtworkFileProblem | undefined {
  if (!artworkTypeOf(file)) return { code: 'type', message: ARTWORK_FILE_MESSAGES.type };
  if (file.size <= 0) return { code: 'empty', message: ARTWORK_FILE_MESSAGES.empty };
  if (file.size > ARTWORK_MAX_BYTES) return { code: 'size', message: ARTWORK_FILE_MESSAGES.size };
  return undefined;
}
