import type { SandboxHttpError } from '../../http/problem.ts';

/**
 * Reads a request body up to `maxBytes`, throwing `tooLarge()` as soon as it is longer (by its
 * `Content-Length`, or while reading a body without one) instead of buffering all of it.
 *
 * @example
 * ```ts
 * const bytes = await readLimitedBody(c.req.raw, 25 * 1024 * 1024, () =>
 *   new SandboxHttpError(413, 'UploadTooLarge', 'The file is larger than 25 MB'),
 * );
 * ```
 */
export async function readLimitedBody(
  request: Request,
  maxBytes: number,
  tooLarge: () => SandboxHttpError,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(0);

  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
