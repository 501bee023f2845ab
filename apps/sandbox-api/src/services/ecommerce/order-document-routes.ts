import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { SandboxContext, SandboxEnv } from '../../context.ts';
import { commerceOrders } from '../../db/schema.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import type { Storefront } from '../identity/storefronts.ts';
import type { OrderDocumentKind } from './order-document-pdf.ts';
import { renderOrderDocument } from './order-document-pdf.ts';
import { orderTotalDetails } from './order-totals.ts';
import type { OrderRow } from './orders.ts';
import { loadOrderFor, orderResponse } from './orders.ts';
import type { Shopper } from './shopper.ts';
import { shopperScope } from './shopper.ts';

const BRAND_NAMES: Record<string, string> = {
  boxup: 'BoxUp',
  ybd: 'YBD Showroom',
  kartonwerk: 'Kartonwerk',
};

/** The MIME type of the downloads. */
export const PDF_CONTENT_TYPE = 'application/pdf';

/** The order of an order id or a (shown) order number, if the shopper may see it. */
async function orderByIdOrNumber(
  context: SandboxContext,
  storefront: Storefront,
  shopper: Shopper,
  id: string,
  notFound: () => SandboxHttpError,
): Promise<OrderRow> {
  const [byNumber] = await context.db.orm
    .select({ id: commerceOrders.id, visibleAt: commerceOrders.orderNumberVisibleAt })
    .from(commerceOrders)
    .where(and(eq(commerceOrders.orderNumber, id), eq(commerceOrders.storefrontId, storefront.id)));
  const orderId =
    byNumber && byNumber.visibleAt.getTime() <= context.clock.now().getTime() ? byNumber.id : id;
  try {
    return await loadOrderFor(context, storefront.id, shopper, orderId);
  } catch (error) {
    if (error instanceof SandboxHttpError && error.status === 404) throw notFound();
    throw error;
  }
}

function requireNumber(context: SandboxContext, row: OrderRow): string {
  if (row.orderNumberVisibleAt.getTime() > context.clock.now().getTime()) {
    throw new SandboxHttpError(
      409,
      'DocumentNotReady',
      'The order has no order number yet; try again in a moment',
      { orderId: row.id },
    );
  }
  return row.orderNumber;
}

function pdfResponse(c: Context<SandboxEnv>, bytes: Uint8Array, fileName: string): Response {
  return c.body(bytes.slice().buffer, 200, {
    'Content-Type': PDF_CONTENT_TYPE,
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Content-Length': String(bytes.byteLength),
    'Cache-Control': 'no-store',
  });
}

/**
 * Order totals and the order's documents, under `/tenants/{tenant}/storefronts/{storefront}`
 * (bearer of the order's owner, like the order detail):
 *
 * - `POST /orderTotalDetails/{orderId}` → the order's totals, as a whole and per line
 * - `GET /invoices/{id}/download` → the invoice PDF; `id` is the order id or its order number
 * - `GET /receipts/{id}/download` → the receipt PDF; `id` is the order id or number (every
 *   payment received) or a payment id (that payment)
 *
 * @example
 * ```ts
 * app.route('/', createOrderDocumentRoutes(context));
 * ```
 */
export function createOrderDocumentRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const base = '/tenants/:tenant/storefronts/:storefront';
  const now = () => context.clock.now();

  const document = async (
    c: Context<SandboxEnv>,
    kind: OrderDocumentKind,
    row: OrderRow,
    paymentId: string | null,
  ) => {
    const orderNumber = requireNumber(context, row);
    const order = orderResponse(row, now());
    const totals = orderTotalDetails(row, orderNumber);
    const paid = row.data.payments.filter((payment) => payment.paymentStatus === 'Paid');
    const payments = paymentId ? paid.filter((payment) => payment.id === paymentId) : paid;
    const index = paymentId ? paid.findIndex((payment) => payment.id === paymentId) + 1 : 0;
    const documentNumber =
      kind === 'invoice'
        ? `INV-${orderNumber}`
        : `RCT-${orderNumber}${index > 0 ? `-${index}` : ''}`;
    const bytes = await renderOrderDocument({
      kind,
      documentNumber,
      brandName: BRAND_NAMES[row.storefrontId] ?? row.storefrontId,
      order,
      totals,
      payments,
      issuedAt: now(),
    });
    return pdfResponse(c, bytes, `${kind}-${orderNumber}${index > 0 ? `-${index}` : ''}.pdf`);
  };

  return new Hono<SandboxEnv>()
    .post(`${base}/orderTotalDetails/:orderId`, async (c) => {
      const { storefront, shopper } = await shopperScope(context, c);
      const row = await loadOrderFor(context, storefront.id, shopper, c.req.param('orderId'));
      return c.json(orderTotalDetails(row, orderResponse(row, now()).orderNumber));
    })

    .get(`${base}/invoices/:id/download`, async (c) => {
      const { storefront, shopper } = await shopperScope(context, c);
      const id = c.req.param('id');
      const row = await orderByIdOrNumber(
        context,
        storefront,
        shopper,
        id,
        () =>
          new SandboxHttpError(
            404,
            'InvoiceNotFound',
            `There is no invoice "${id}" for this shopper`,
          ),
      );
      return document(c, 'invoice', row, null);
    })

    .get(`${base}/receipts/:id/download`, async (c) => {
      const { storefront, shopper } = await shopperScope(context, c);
      const id = c.req.param('id');
      const notFound = () =>
        new SandboxHttpError(
          404,
          'ReceiptNotFound',
          `There is no receipt "${id}" for this shopper`,
        );
      let paymentId: string | null = null;
      let row: OrderRow;
      if (id.startsWith('pay_')) {
        const found = await findOrderOfPayment(context, storefront.id, id);
        if (!found) throw notFound();
        row = await orderByIdOrNumber(context, storefront, shopper, found, notFound);
        paymentId = id;
        const payment = row.data.payments.find((entry) => entry.id === id);
        if (payment?.paymentStatus !== 'Paid') {
          throw new SandboxHttpError(
            409,
            'ReceiptNotAvailable',
            'This payment was not received, so it has no receipt',
            { orderId: row.id, paymentId: id },
          );
        }
      } else {
        row = await orderByIdOrNumber(context, storefront, shopper, id, notFound);
        if (
          row.data.amountPaidCents <= 0 &&
          !row.data.payments.some((p) => p.paymentStatus === 'Paid')
        ) {
          throw new SandboxHttpError(
            409,
            'ReceiptNotAvailable',
            'Nothing has been paid for this order yet, so it has no receipt',
            { orderId: row.id },
          );
        }
      }
      return document(c, 'receipt', row, paymentId);
    });
}

/** The order a payment id belongs to in a store, or `undefined`. */
async function findOrderOfPayment(
  context: SandboxContext,
  storefrontId: string,
  paymentId: string,
): Promise<string | undefined> {
  const [row] = await context.db.query<{ order_id: string | null }>(
    'select order_id from commerce_payments where id = $1 and storefront_id = $2',
    [paymentId, storefrontId],
  );
  return row?.order_id ?? undefined;
}
