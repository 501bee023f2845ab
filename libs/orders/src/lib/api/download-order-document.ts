import { segment, type DownloadedFile, type OrdersClient } from './orders-client';

/**
 * Status handlers of the document downloads: every failure is ECX045.
 *
 * @example
 * client.store('ecommerce', DOWNLOAD_ERROR_CODES).download(path);
 */
export const DOWNLOAD_ERROR_CODES = { all: 'ECX045' } as const;

/**
 * An order's document as a PDF (`GET …/invoices/{id}/download` or `…/receipts/{id}/download`;
 * internal, `downloadInvoice` and `downloadReceipt` are this). Fails with an `ApiError` ECX045.
 *
 * @example
 * const { blob, fileName } = await downloadOrderDocument(client, 'receipt', order.id);
 */
export function downloadOrderDocument(
  client: OrdersClient,
  kind: 'invoice' | 'receipt',
  id: string,
): Promise<DownloadedFile> {
  return client
    .store('ecommerce', DOWNLOAD_ERROR_CODES)
    .download(`${kind}s/${segment(id)}/download`, {
      fallbackName: `${id}.pdf`,
      headers: { accept: 'application/pdf, application/json' },
    });
}
