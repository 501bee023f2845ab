import { downloadOrderDocument } from './download-order-document';
import type { DownloadedFile, OrdersClient } from './orders-client';

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
  return downloadOrderDocument(client, 'invoice', invoiceId);
}
