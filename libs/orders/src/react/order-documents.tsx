import { Button } from '@storefront/ui-kit';
import { useId } from 'react';
import type { DownloadedFile } from '../lib/api/orders-client';
import type { Order } from '../lib/order-model';
import { hasReceipt } from '../lib/order-totals';
import { useDownloadOrderDocument } from './use-order-actions';
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
  const headingId = useId();
  const download = useDownloadOrderDocument(saveFile);
  if (!order.orderNumber) return null;
  const failedKind = download.isError ? download.variables?.kind : undefined;
  const busyKind = download.isPending ? download.variables?.kind : undefined;
  return (
    <section
      aria-labelledby={headingId}
      data-slot="order-documents"
      className="flex flex-col gap-2"
    >
      <h2 id={headingId} className="font-brand-heading text-ink text-xl">
        {t('documents.heading')}
      </h2>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          size="sm"
          loading={busyKind === 'invoice'}
          disabled={download.isPending && busyKind !== 'invoice'}
          onClick={() => download.mutate({ kind: 'invoice', id: order.id })}
        >
          {t('documents.invoice')}
        </Button>
        {hasReceipt(order) ? (
          <Button
            variant="secondary"
            size="sm"
            loading={busyKind === 'receipt'}
            disabled={download.isPending && busyKind !== 'receipt'}
            onClick={() => download.mutate({ kind: 'receipt', id: order.id })}
          >
            {t('documents.receipt')}
          </Button>
        ) : null}
      </div>
      <p role="alert" className="text-danger text-sm empty:hidden">
        {failedKind === 'receipt'
          ? t('documents.receiptFailed')
          : failedKind === 'invoice'
            ? t('documents.invoiceFailed')
            : null}
      </p>
    </section>
  );
}
