import type { DownloadedFile } from '../lib/api/orders-client';

/**
 * Hands a downloaded file to the browser as a download (an object URL clicked through a
 * temporary `<a download>`), then releases the URL.
 *
 * @example
 * saveFile(await downloadInvoice(client, order.id));
 */
export function saveFile(file: DownloadedFile): void {
  if (typeof URL.createObjectURL !== 'function') return;
  const url = URL.createObjectURL(file.blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
