import { Button, Section } from '@storefront/ui-kit';
import type { DownloadedFile } from '../lib/api/orders-client';
import type { Order } from '../lib/order-model';
import { hasReceipt } from '../lib/order-totals';
import { useDownloadOrderDocument, type OrderDocumentKind } from './use-order-actions';
import { useOrdersFormat } from './use-orders-format';

/**
 * Props of {@link OrderDocuments}.
 *
 * @example
 * const props: OrderDocumentsProps = { order };
 */
export interface OrderDocumentsProps {
  order: Order;
  /** Receives the downloaded file; by default the browser saves it. */
  saveFile?: (file: DownloadedFile) => void;
}

/**
 * The invoice and receipt downloads of an order (PDFs). The receipt shows once something was
 * paid. A failed download says so next to the buttons: 'Unable to download receipt. Please try
 * again' (spec) for the receipt, the ECX045 message for the invoice.
 *
 * @example
 * <OrderDocuments order={order} />
 */
export function OrderDocuments({ order, saveFile }: OrderDocumentsProps) {
  const { t } = useOrdersFormat();
  const download = useDownloadOrderDocument(saveFile);
  if (!order.orderNumber) return null;
  const failedKind = download.isError ? download.variables?.kind : undefined;
  const busyKind = download.isPending ? download.variables?.kind : undefined;
  const kinds: OrderDocumentKind[] = hasReceipt(order) ? ['invoice', 'receipt'] : ['invoice'];
  return (
    <Section
      heading={t('documents.heading')}
      data-slot="order-documents"
      className="flex flex-col gap-2"
    >
      <div className="flex flex-wrap gap-3">
        {kinds.map((kind) => (
          <Button
            key={kind}
            variant="secondary"
            size="sm"
            loading={busyKind === kind}
            disabled={download.isPending && busyKind !== kind}
            onClick={() => download.mutate({ kind, id: order.id })}
          >
            {t(`documents.${kind}`)}
          </Button>
        ))}
      </div>
      <p role="alert" className="text-danger text-sm empty:hidden">
        {failedKind ? t(`documents.${failedKind}Failed`) : null}
      </p>
    </Section>
  );
}
