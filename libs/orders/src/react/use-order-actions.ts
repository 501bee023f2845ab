import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { downloadOrderDocument } from '../lib/api/download-order-document';
import { getPaymentMetadata } from '../lib/api/get-payment-metadata';
import type { DownloadedFile } from '../lib/api/orders-client';
import { payPendingOrder, type PendingOrderPayment } from '../lib/api/pay-pending-order';
import { tokenizeCard, type CardDetails } from '../lib/api/tokenize-card';
import { useOrdersClient } from './orders-client-provider';
import { ordersQueryKeys } from './orders-queries';
import { saveFile as saveInBrowser } from './save-file';

/**
 * Which document of an order.
 *
 * @example
 * const kind: OrderDocumentKind = 'receipt';
 */
export type OrderDocumentKind = 'invoice' | 'receipt';

/**
 * Downloads an order's invoice or receipt and hands it to the browser (or to `save`). Fails
 * with an `ApiError` ECX045.
 *
 * @example
 * const download = useDownloadOrderDocument();
 * download.mutate({ kind: 'invoice', id: order.id });
 */
export function useDownloadOrderDocument(
  save: (file: DownloadedFile) => void = saveInBrowser,
): UseMutationResult<DownloadedFile, Error, { kind: OrderDocumentKind; id: string }> {
  const client = useOrdersClient();
  return useMutation({
    mutationFn: async ({ kind, id }: { kind: OrderDocumentKind; id: string }) => {
      const file = await downloadOrderDocument(client, kind, id);
      save(file);
      return file;
    },
  });
}

/**
 * Pays a pending order by card: tokenises the card, pays what is due with a new idempotency
 * key, then reads the order and the history again. Fails with the `ApiError` of the step that
 * failed (ECX020, ECX032 with card field errors, ECX046).
 *
 * @example
 * const pay = usePayPendingOrder(order.id);
 * await pay.mutateAsync({ number: '4111111111111111', expirationDate: '12/31', cvv: '123' });
 */
export function usePayPendingOrder(
  orderId: string,
): UseMutationResult<PendingOrderPayment, Error, CardDetails> {
  const client = useOrdersClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (card: CardDetails) => {
      const { clientToken } = await getPaymentMetadata(client);
      const { nonce } = await tokenizeCard(client, clientToken, card);
      return payPendingOrder(client, { orderId, nonce });
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: ordersQueryKeys.all(client.storefrontId) }),
  });
}
