import { segment, type DownloadedFile, type OrdersClient } from './orders-client';

/**
 * Status handlers of the document downloads: every failure is ECX045.
 *
 * @example
 * client.store('ecommerce', DOWNLOAD_ERROR_CODES).download(path);
 */
export const DOWNLOAD_ERROR_CODES = { all: 'ECX045' } as const;

/**
 * The invoice of an order as a PDF (`GET …/invoices/{id}/download`; `id` is the order id or
 * its order number). Fails with an `ApiError` ECX045 (`409 DocumentNotReady` before the order
 * has its number).
 *
 * @example
 * const { blob, fileName } = await downloadInvoice(client, order.id);
 * saveFile(blob, fileName); // 'invoice-BU100001.pdf'
 */
export function downloadInvoice(client: OrdersClient, invoiceId: string): Promise<DownloadedFile> {
  return client
    .store('ecommerce', DOWNLOAD_ERROR_CODES)
    .download(`invoices/${segment(invoiceId)}/download`, {
      fallbackName: `${invoiceId}.pdf`,
      headers: { accept: 'application/pdf, application/json' },
    });
}
