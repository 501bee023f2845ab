/**
 * The file name a `Content-Disposition` header gives (`filename*=UTF-8''…` before
 * `filename="…"`), or `fallback` when it gives none.
 *
 * @example
 * fileNameOf('attachment; filename="BU123456.pdf"', 'invoice.pdf'); // 'BU123456.pdf'
 * fileNameOf(null, 'invoice.pdf'); // 'invoice.pdf'
 */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name === '' ? fallback : name;
}
