import { downloadOrderDocument } from './download-order-document';
import type { DownloadedFile, OrdersClient } from './orders-client';

/**
 * The receipt of an order's payments as a PDF (`GET …/receipts/{id}/download`; `id` is the
 * order id or number, or one payment's id). Fails with an `ApiError` ECX045 (`409
 * ReceiptNotAvailable` while nothing was paid); the storefront shows 'Unable to download
 * receipt. Please try again'.
 *
 * @example
 * const { blob, fileName } = await downloadReceipt(client, order.id);
 */
export function downloadReceipt(client: OrdersClient, receiptId: string): Promise<DownloadedFile> {
  return downloadOrderDocument(client, 'receipt', receiptId);
}
