import { and, count, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { nanoid } from 'nanoid';
import type { SandboxContext } from '../../context.ts';
import { firstRow } from '../../db/first-row.ts';
import type { OrderPaymentState } from '../../db/schema.ts';
import {
  anonymousIdentities,
  commerceCarts,
  commerceOrders,
  commercePayments,
} from '../../db/schema.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import { sendMail } from '../../outbox.ts';
import { BRAND_FACTS, storefrontIdOf } from '../content/seed/brands.ts';
import type { CartRow } from './cart-view.ts';
import { cartResponse, cartFigures } from './cart-view.ts';
import { apiDate, EMPTY_DATE } from './dates.ts';
import { centPrice } from './money.ts';
import { orderConfirmationMail } from './order-mail.ts';
import type { LineTracking, ProgressStatus } from './order-progress.ts';
import { lineProgress } from './order-progress.ts';
import type { Shopper } from './shopper.ts';
import type {
  ApiAddress,
  CartFigures,
  CentPrecisionPrice,
  LineItemResponse,
  OrderData,
  OrderPayment,
} from '../../db/schema-commerce-documents.ts';

/** How long after its creation an order shows its number (sandbox clock). */
export const ORDER_NUMBER_DELAY_MS = 3000;

/** Orders per page of the order history (spec §9). */
export const ORDER_HISTORY_PAGE_SIZE = 5;

/** An order row of `commerce_orders`. */
export type OrderRow = typeof commerceOrders.$inferSelect;

type Context = Pick<SandboxContext, 'db' | 'clock'>;

/** An order line (spec §3 "Order line"): the cart line with its status, specs and dates. */
export interface OrderLineResponse extends LineItemResponse {
  /** The line state key; it advances on the sandbox clock (`order-progress.ts`). */
  status: ProgressStatus;
  state: Array<{ quantity: number; state: { key: ProgressStatus } }>;
  /** When the current status began. */
  statusChangedAt: string;
  /** With `activeLineItem=true`: every status so far, oldest first. */
  statusHistory?: Array<{ status: ProgressStatus; at: string }>;
  /** With `activeLineItem=true`: the next status and when it comes, or null. */
  nextStatus?: { status: ProgressStatus; at: string } | null;
  specs: Array<{ name: string; value: string }>;
  uploads: Array<{ artworkName: string; artworkUrl: string }>;
  promisedArrivalDate: string;
  revisedArrivalDate: string;
  /** Set once the line has shipped by a carrier. */
  tracking: LineTracking | null;
  isReOrderable: boolean;
  nonOrderable: boolean;
  customizableProductSlug: string | null;
  enable2DPreview: boolean;
}

/** An order's amounts, from the subtotal to what is still due (also `orderTotalDetails`). */
export interface OrderAmounts {
  subtotal: CentPrecisionPrice;
  shipping: CentPrecisionPrice;
  taxes: CentPrecisionPrice;
  discount: CentPrecisionPrice;
  total: CentPrecisionPrice;
  amountPaid: CentPrecisionPrice;
  amountDue: CentPrecisionPrice;
}

/** The order as the API shows it (spec §3 "Order"). */
export interface OrderResponse {
  id: string;
  /** `null` until {@link ORDER_NUMBER_DELAY_MS} after creation. */
  orderNumber: string | null;
  orderState: string;
  paymentState: OrderPaymentState;
  createdAt: string;
  lastModifiedAt: string;
  completedAt: string | null;
  customerId: string | null;
  anonymousId: string | null;
  customerEmail: string | null;
  cartId: string;
  storefrontId: string;
  version: number;
  currency: 'USD';
  lineItems: OrderLineResponse[];
  customLineItems: OrderData['cart']['customLineItems'];
  billingAddress: ApiAddress | null;
  shippingAddress: ApiAddress | null;
  shippingInfo: { deliveries: OrderDelivery[] };
  paymentInfo: { payments: OrderPayment[]; paymentStatus: OrderPaymentState };
  taxedPrice: OrderData['cart']['taxedPrice'];
  totalPrice: CentPrecisionPrice;
  finalPrice: {
    subtotal: CentPrecisionPrice;
    salesTax: CentPrecisionPrice;
    shipping: CentPrecisionPrice;
    total: CentPrecisionPrice;
  };
  totals: OrderAmounts;
  couponCode: string | null;
  discount: OrderData['cart']['discount'];
  poNumber: string | null;
  /** The first shipped line's tracking number and link, once one has shipped. */
  trackingId: string | null;
  trackingLink: string | null;
  expectedBy: string;
  isMigrated: false;
}

/** A shipment of the order (spec §3 "shippingInfo": deliveries with items and parcels). */
export interface OrderDelivery {
  id: string;
  createdAt: string;
  items: Array<{ id: string; quantity: number }>;
  parcels: Array<{
    id: string;
    createdAt: string;
    trackingData: { carrier: string; trackingId: string; isReturn: false };
  }>;
}

/** Options of {@link orderResponse}. */
export interface OrderResponseOptions {
  /** `activeLineItem=true`: each line also shows its status history and next status. */
  activeLineItem?: boolean;
}

/**
 * 404 for an order that does not exist, is of another store or another shopper.
 *
 * @example
 * ```ts
 * throw orderNotFound(orderId); // 404 { title: 'OrderNotFound', … }
 * ```
 */
export function orderNotFound(orderId: string): SandboxHttpError {
  return new SandboxHttpError(
    404,
    'OrderNotFound',
    `There is no order "${orderId}" for this shopper`,
  );
}

/**
 * The order JSON at `now`: the order number appears {@link ORDER_NUMBER_DELAY_MS} after
 * creation, before that it is `null` (clients poll until it is there).
 *
 * @example
 * ```ts
 * orderResponse(row, context.clock.now()).orderNumber; // null, then 'BU100001'
 * ```
 */
export function orderResponse(
  row: OrderRow,
  now: Date,
  options: OrderResponseOptions = {},
): OrderResponse {
  const data = row.data;
  const { cart, figures } = data;
  const lines = new Map(data.lines.map((line) => [line.id, line]));
  const shippingLines = new Map(cart.customLineItems.map((item) => [item.lineItemId, item]));
  const progressOrder = {
    id: row.id,
    createdAt: row.createdAt,
    paymentState: row.paymentState,
    payments: data.payments,
  };
  const deliveries: OrderDelivery[] = [];
  const lineItems = cart.lineItems.map((item): OrderLineResponse => {
    const line = lines.get(item.id);
    const promised = line ? apiDate(line.promisedArrivalDate) : EMPTY_DATE;
    const revised = line?.revisedArrivalDate ? apiDate(line.revisedArrivalDate) : EMPTY_DATE;
    const progress = line
      ? lineProgress(
          progressOrder,
          line,
          shippingLines.get(item.id),
          revised === EMPTY_DATE ? promised : revised,
          now,
        )
      : null;
    const status: ProgressStatus = progress?.status ?? 'Confirmed';
    const tracking = progress?.tracking ?? null;
    if (tracking) {
      deliveries.push({
        id: `dlv_${item.id}`,
        createdAt: tracking.providerTransaction.shippedAt,
        items: [{ id: item.id, quantity: item.quantity }],
        parcels: [
          {
            id: `prc_${item.id}`,
            createdAt: tracking.providerTransaction.shippedAt,
            trackingData: {
              carrier: tracking.carrierName,
              trackingId: tracking.trackingId,
              isReturn: false,
            },
          },
        ],
      });
    }
    return {
      ...item,
      status,
      state: [{ quantity: item.quantity, state: { key: status } }],
      statusChangedAt: progress?.since ?? row.createdAt.toISOString(),
      ...(options.activeLineItem
        ? { statusHistory: progress?.history ?? [], nextStatus: progress?.next ?? null }
        : {}),
      specs: [
        ...Object.entries(item.attributes).map(([name, value]) => ({ name, value: String(value) })),
        { name: 'Quantity', value: String(item.quantity) },
      ],
      uploads: [],
      promisedArrivalDate: promised,
      revisedArrivalDate: revised,
      tracking,
      isReOrderable: item.isEditable,
      nonOrderable: false,
      customizableProductSlug: item.isEditable ? item.productKey : null,
      enable2DPreview: line?.enable2DPreview ?? false,
    };
  });
  const expectedBy = data.lines
    .map((line) => line.revisedArrivalDate ?? line.promisedArrivalDate)
    .sort()
    .at(-1);
  const amountDue = Math.max(0, figures.total - data.amountPaidCents);
  const firstTracking = lineItems.find((item) => item.tracking)?.tracking ?? null;
  const allShipped = lineItems.length > 0 && lineItems.every((item) => item.status === 'Shipped');
  return {
    id: row.id,
    orderNumber: now.getTime() >= row.orderNumberVisibleAt.getTime() ? row.orderNumber : null,
    orderState: allShipped && row.orderState === 'Open' ? 'Complete' : row.orderState,
    paymentState: row.paymentState,
    createdAt: row.createdAt.toISOString(),
    lastModifiedAt: data.lastModifiedAt,
    completedAt: null,
    customerId: row.customerId,
    anonymousId: row.anonymousId,
    customerEmail: row.customerEmail,
    cartId: row.cartId,
    storefrontId: row.storefrontId,
    version: row.version,
    currency: 'USD',
    lineItems,
    customLineItems: cart.customLineItems,
    billingAddress: cart.billingAddress,
    shippingAddress: cart.shippingAddress,
    shippingInfo: { deliveries },
    paymentInfo: { payments: data.payments, paymentStatus: row.paymentState },
    taxedPrice: cart.taxedPrice,
    totalPrice: cart.totalPrice,
    finalPrice: {
      subtotal: centPrice(figures.subtotal),
      salesTax: centPrice(figures.tax),
      shipping: centPrice(figures.shipping),
      total: centPrice(figures.total),
    },
    totals: {
      subtotal: centPrice(figures.subtotal),
      shipping: centPrice(figures.shipping),
      taxes: centPrice(figures.tax),
      discount: centPrice(figures.discount),
      total: centPrice(figures.total),
      amountPaid: centPrice(data.amountPaidCents),
      amountDue: centPrice(amountDue),
    },
    couponCode: cart.couponCode,
    discount: cart.discount,
    poNumber: data.poNumber,
    trackingId: firstTracking?.trackingId ?? null,
    trackingLink: firstTracking?.trackingLink ?? null,
    expectedBy: expectedBy ? apiDate(expectedBy) : EMPTY_DATE,
    isMigrated: false,
  };
}

function ownedBy(shopper: Shopper, context: Pick<Context, 'db'>) {
  if (shopper.kind === 'anonymous') {
    return and(
      eq(commerceOrders.anonymousId, shopper.anonymousId),
      isNull(commerceOrders.customerId),
    );
  }
  const merged = context.db.orm
    .select({ anonymousId: anonymousIdentities.anonymousId })
    .from(anonymousIdentities)
    .where(eq(anonymousIdentities.mergedInto, shopper.customerId));
  return or(
    eq(commerceOrders.customerId, shopper.customerId),
    and(isNull(commerceOrders.customerId), inArray(commerceOrders.anonymousId, merged)),
  );
}

/**
 * The order `orderId` if the shopper may see it (their own, or for a customer also the orders
 * of the anonymous sessions they signed in from), in the store `storefrontId` when given.
 *
 * @throws {SandboxHttpError} 404 `OrderNotFound` otherwise.
 *
 * @example
 * ```ts
 * const row = await loadOrderFor(context, storefront.id, shopper, orderId);
 * ```
 */
export async function loadOrderFor(
  context: Pick<Context, 'db'>,
  storefrontId: string,
  shopper: Shopper,
  orderId: string,
): Promise<OrderRow> {
  const row = await firstRow(
    context.db.orm,
    commerceOrders,
    eq(commerceOrders.id, orderId),
    eq(commerceOrders.storefrontId, storefrontId),
    ownedBy(shopper, context),
  );
  if (!row) throw orderNotFound(orderId);
  return row;
}

/**
 * The order `orderId` in any store, or `undefined`.
 *
 * @example
 * ```ts
 * const row = await findOrderRow(context, 'ord_…');
 * ```
 */
export async function findOrderRow(
  context: Pick<Context, 'db'>,
  orderId: string,
): Promise<OrderRow | undefined> {
  return firstRow(context.db.orm, commerceOrders, eq(commerceOrders.id, orderId));
}

/**
 * A page of a customer's orders in a store, newest first, {@link ORDER_HISTORY_PAGE_SIZE} per
 * page.
 *
 * @example
 * ```ts
 * const { rows, total } = await searchOrders(context, 'boxup', shopper, 1);
 * ```
 */
export async function searchOrders(
  context: Pick<Context, 'db'>,
  storefrontId: string,
  shopper: Extract<Shopper, { kind: 'customer' }>,
  page: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(eq(commerceOrders.storefrontId, storefrontId), ownedBy(shopper, context));
  const [totals] = await context.db.orm
    .select({ total: count() })
    .from(commerceOrders)
    .where(where);
  const rows = await context.db.orm
    .select()
    .from(commerceOrders)
    .where(where)
    .orderBy(desc(commerceOrders.createdAt), desc(commerceOrders.orderNumber))
    .limit(ORDER_HISTORY_PAGE_SIZE)
    .offset((page - 1) * ORDER_HISTORY_PAGE_SIZE);
  return { rows, total: totals?.total ?? 0 };
}

const ORDER_NUMBER_PREFIXES: Record<string, string> = { boxup: 'BU', ybd: 'YB', kartonwerk: 'KW' };

/** What {@link createOrderFromCart} records. */
export interface NewOrder {
  /** The cart, locked by the caller's payment. */
  cart: CartRow;
  lock: string;
  customerEmail: string | null;
  paymentState: OrderPaymentState;
  payment: OrderPayment;
  /** Details kept with the payment record (processor response, card). */
  paymentDetails: Record<string, unknown>;
  poNumber: string | null;
  /** The origin of the brand's site the order was placed on (the mail links to the order). */
  siteUrl?: string | null;
}

/**
 * Turns a locked, paid cart into an order in one transaction: the order (its number drawn now,
 * shown {@link ORDER_NUMBER_DELAY_MS} later), the payment record, and the cart marked `Ordered`
 * (next version, lock released). A cart has at most one order (`cart_id` is unique).
 *
 * @example
 * ```ts
 * const order = await createOrderFromCart(context, { cart, lock, customerEmail, paymentState: 'Paid', payment, paymentDetails: {}, poNumber: null });
 * ```
 */
export async function createOrderFromCart(context: Context, order: NewOrder): Promise<OrderRow> {
  const { db, clock } = context;
  const now = clock.now();
  const { cart } = order;
  const figures: CartFigures = cartFigures(cart, now);
  const amountPaidCents = order.paymentState === 'Paid' ? figures.total : 0;
  const orderId = `ord_${nanoid(21)}`;
  const [sequence] = await db.query<{ n: number }>(
    `select nextval('commerce_order_number_seq')::int as n`,
  );
  const prefix =
    ORDER_NUMBER_PREFIXES[cart.storefrontId] ?? cart.storefrontId.slice(0, 2).toUpperCase();
  const data: OrderData = {
    cart: cartResponse(cart, { now }),
    lines: cart.data.lineItems,
    figures,
    lineStatus: order.paymentState === 'Pending' ? 'WaitingforPayment' : 'Confirmed',
    payments: [order.payment],
    poNumber: order.poNumber,
    amountPaidCents,
    lastModifiedAt: now.toISOString(),
  };
  const row = await db.orm.transaction(async (tx) => {
    const [created] = await tx
      .insert(commerceOrders)
      .values({
        id: orderId,
        orderNumber: `${prefix}${sequence?.n ?? Date.now()}`,
        tenant: cart.tenant,
        storefrontId: cart.storefrontId,
        cartId: cart.id,
        customerId: cart.customerId,
        anonymousId: cart.anonymousId,
        customerEmail: order.customerEmail,
        orderState: 'Open',
        paymentState: order.paymentState,
        version: 1,
        data,
        createdAt: now,
        orderNumberVisibleAt: new Date(now.getTime() + ORDER_NUMBER_DELAY_MS),
      })
      .returning();
    if (!created) throw new Error('The order was not stored');
    await tx.insert(commercePayments).values({
      id: order.payment.id,
      tenant: cart.tenant,
      storefrontId: cart.storefrontId,
      cartId: cart.id,
      orderId,
      paymentType: order.payment.paymentType,
      paymentInstrumentType: order.payment.paymentInstrumentType,
      amountCents: order.payment.amountPlanned.centAmount,
      currency: 'USD',
      status: order.payment.paymentStatus,
      transactionId: order.payment.transactionId,
      details: order.paymentDetails,
      createdAt: now,
    });
    const closed = await tx
      .update(commerceCarts)
      .set({
        cartState: 'Ordered',
        version: cart.version + 1,
        checkoutLock: null,
        lastModifiedAt: now,
        data: { ...cart.data, orderId },
      })
      .where(and(eq(commerceCarts.id, cart.id), eq(commerceCarts.checkoutLock, order.lock)))
      .returning({ id: commerceCarts.id });
    if (closed.length === 0) throw new Error(`Cart ${cart.id} lost its payment lock`);
    return created;
  });
  // The number is drawn in the same transaction as the order, so the mail, sent once that
  // transaction has committed, always carries it (the API shows it ORDER_NUMBER_DELAY_MS later).
  if (order.customerEmail) {
    const store = storefrontIdOf(cart.storefrontId);
    await sendMail(context, {
      to: order.customerEmail,
      ...orderConfirmationMail({
        orderId,
        orderNumber: row.orderNumber,
        brand: store ? BRAND_FACTS[store].name : cart.storefrontId,
        lines: data.cart.lineItems,
        figures,
        couponCode: figures.discount > 0 ? data.cart.couponCode : null,
        siteUrl: order.siteUrl ?? null,
      }),
    });
  }
  return row;
}
