import { multiply, type Money } from '@storefront/pricing';
import { effectiveArrivalDate, isEmptyOrderDate } from './order-dates';
import { toOrderItemStatus, type OrderItemStatus } from './order-item-status';
import type { OrderAddress, OrderPageResponse, OrderResponse } from './order-response';
import { paymentStatusSchema, type PaymentStatus } from './payment-status';

/**
 * A line's tracking (spec §3 "Order line": tracking carrierName, trackingId, expectedBy).
 *
 * @example
 * const tracking: OrderLineTracking = { carrierName: 'UPS', trackingId: '1Z…', expectedBy: '2030-01-23T00:00:00Z', trackingLink: 'https://www.ups.com/track?tracknum=1Z…' };
 */
export interface OrderLineTracking {
  carrierName: string | null;
  trackingId: string | null;
  /** The expected delivery day, or `null` (the empty date counts as absent). */
  expectedBy: string | null;
  /** The service's link when it is an http(s) URL, else `null` (see `trackingLinkFor`). */
  trackingLink: string | null;
}

/**
 * An artwork file of a line (spec: uploads with artworkName, artworkUrl or artworkUploadUrl).
 * Only http(s) URLs are kept, so a link made from it is safe.
 *
 * @example
 * const upload: OrderUpload = { name: 'logo.pdf', url: 'https://assets.example/logo.pdf' };
 */
export interface OrderUpload {
  name: string;
  url: string | null;
}

/**
 * One step of a line's status history (`activeLineItem=true`).
 *
 * @example
 * const step: OrderStatusStep = { status: 'ArtworkReview', at: '2030-01-09T16:00:00.000Z' };
 */
export interface OrderStatusStep {
  status: string;
  at: string;
}

/**
 * An order line, ready to show: status key (and the known status, if any), specs, uploads,
 * arrival dates, tracking, reorder flags, preview and prices as exact money.
 *
 * @example
 * const label = orderItemStatusLabel(line.status);
 */
export interface OrderLine {
  id: string;
  productKey: string | null;
  name: string;
  quantity: number;
  /** The line state key as sent (`Initial` when missing). */
  status: string;
  /** The known status of the key, `null` for a key the storefront does not know. */
  knownStatus: OrderItemStatus | null;
  statusChangedAt: string | null;
  statusHistory: OrderStatusStep[] | null;
  nextStatus: OrderStatusStep | null;
  attributes: Record<string, string>;
  specs: Array<{ name: string; value: string }>;
  uploads: OrderUpload[];
  promisedArrivalDate: string | null;
  revisedArrivalDate: string | null;
  /** The revised date when there is one, else the promised one (spec §4). */
  arrivalDate: string | null;
  tracking: OrderLineTracking | null;
  isReOrderable: boolean;
  nonOrderable: boolean;
  customizableProductSlug: string | null;
  enable2DPreview: boolean;
  /** The 2D preview or product image, an http(s) URL, or `null`. */
  previewImageUrl: string | null;
  isSampleProduct: boolean;
  unitPrice: Money;
  /**
   * Unit price × quantity, before the discount: what the line shows as its total. The discount
   * is shown once, in the order summary, so lines + shipping − discount + tax = total.
   */
  subtotal: Money;
  /** Price × quantity − discount, before tax (as the service sends it). */
  totalPrice: Money;
  /** The line's shipping (its shipping custom line), if any. */
  shipping: { name: string | null; serviceName: string | null; price: Money | null } | null;
  /** The line's custom fields as sent (JSON-valued ones are JSON text). */
  customFields: Record<string, unknown>;
}

/**
 * A payment of an order.
 *
 * @example
 * const payment: OrderPaymentInfo = { id: 'pay_1', paymentType: 'braintree', paymentInstrumentType: 'credit_card', amount: money('10'), paymentStatus: 'Paid', card: { cardType: 'Visa', last4: '1111' }, createdAt: '2030-01-09T15:00:00.000Z' };
 */
export interface OrderPaymentInfo {
  id: string;
  paymentType: string | null;
  paymentInstrumentType: string | null;
  amount: Money | null;
  paymentStatus: string | null;
  card: { cardType: string; last4: string } | null;
  createdAt: string | null;
}

/**
 * An order, ready to show (spec §3 "Order").
 *
 * @example
 * const placed = formatOrderPlacedAt(order);
 */
export interface Order {
  id: string;
  /** `null` until the service has assigned it (poll the detail until it is there). */
  orderNumber: string | null;
  orderState: string | null;
  /** The payment state key as sent. */
  paymentState: string | null;
  /** The payment state when it is one of the spec's (Paid, BalanceDue, Pending), else `null`. */
  paymentStatus: PaymentStatus | null;
  createdAt: string | null;
  completedAt: string | null;
  isMigrated: boolean;
  customerId: string | null;
  customerEmail: string | null;
  cartId: string | null;
  version: number | null;
  lines: OrderLine[];
  billingAddress: OrderAddress | null;
  shippingAddress: OrderAddress | null;
  payments: OrderPaymentInfo[];
  couponCode: string | null;
  poNumber: string | null;
  trackingId: string | null;
  trackingLink: string | null;
  expectedBy: string | null;
  /** What the service sent about money; read it with `orderTotals(order)`. */
  money: {
    totals: NonNullable<OrderResponse['totals']> | null;
    finalPrice: NonNullable<OrderResponse['finalPrice']> | null;
    totalPrice: Money | null;
    discount: Money | null;
  };
}

function jsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

function previewOf(fields: Record<string, unknown>): string | null {
  for (const key of ['previewURL2dThumbnail', 'productImageUrl']) {
    const value = fields[key];
    if (typeof value === 'string' && /^https?:\/\//i.test(value.trim())) return value.trim();
  }
  return null;
}

function presentDate(value: string | null | undefined): string | null {
  return isEmptyOrderDate(value) ? null : (value as string).trim();
}

type LineResponse = OrderResponse['lineItems'][number];
type ShippingLineResponse = NonNullable<OrderResponse['customLineItems']>[number];

function toOrderLine(line: LineResponse, shipping: ShippingLineResponse | undefined): OrderLine {
  const fields = line.custom?.fields ?? {};
  const status = line.status ?? line.state?.[0]?.state.key ?? 'Initial';
  const promised = presentDate(line.promisedArrivalDate);
  const revised = presentDate(line.revisedArrivalDate);
  const attributes = Object.fromEntries(
    Object.entries(line.attributes ?? {}).map(([key, value]) => [key, String(value)]),
  );
  const unitPrice = line.price;
  return {
    id: line.id,
    productKey:
      line.productKey ?? (typeof fields['productKey'] === 'string' ? fields['productKey'] : null),
    name:
      line.name ??
      (typeof fields['merchandisingProductName'] === 'string'
        ? fields['merchandisingProductName']
        : ''),
    quantity: line.quantity,
    status,
    knownStatus: toOrderItemStatus(status),
    statusChangedAt: presentDate(line.statusChangedAt),
    statusHistory: line.statusHistory ?? null,
    nextStatus: line.nextStatus ?? null,
    attributes,
    specs: (line.specs ?? []).map((spec) => ({ name: spec.name, value: String(spec.value) })),
    uploads: (line.uploads ?? []).map((upload) => ({
      name: upload.artworkName ?? '',
      url: upload.artworkUrl ?? upload.artworkUploadUrl ?? null,
    })),
    promisedArrivalDate: promised,
    revisedArrivalDate: revised,
    arrivalDate: effectiveArrivalDate({
      promisedArrivalDate: promised,
      revisedArrivalDate: revised,
    }),
    tracking: line.tracking
      ? {
          carrierName: line.tracking.carrierName,
          trackingId: line.tracking.trackingId,
          expectedBy: presentDate(line.tracking.expectedBy),
          trackingLink: line.tracking.trackingLink ?? null,
        }
      : null,
    isReOrderable: line.isReOrderable ?? false,
    nonOrderable: line.nonOrderable ?? false,
    customizableProductSlug: line.customizableProductSlug,
    enable2DPreview: line.enable2DPreview ?? false,
    previewImageUrl: previewOf(fields),
    isSampleProduct: fields['isSampleProduct'] === true,
    unitPrice,
    subtotal: multiply(unitPrice, line.quantity),
    totalPrice: line.totalPrice ?? unitPrice,
    shipping: shipping
      ? {
          name: shipping.name,
          serviceName: shipping.serviceName,
          // Before its discount, like the line's subtotal (the discount is shown once).
          price: shipping.price ?? shipping.totalPrice ?? null,
        }
      : null,
    customFields: fields,
  };
}

/**
 * Reads the order JSON into an {@link Order}: a missing status is `Initial`, empty dates
 * (0001-01-01) are `null`, JSON custom fields that do not parse count as absent (spec: display
 * falls back to empty values), and prices are exact money.
 *
 * @example
 * const order = toOrder(orderResponseSchema.parse(json));
 * order.lines[0]?.knownStatus; // 'Confirmed'
 */
export function toOrder(raw: OrderResponse): Order {
  const shippingByLine = new Map(
    (raw.customLineItems ?? []).map((item) => [item.lineItemId ?? '', item]),
  );
  const lines = raw.lineItems.map((line) => toOrderLine(line, shippingByLine.get(line.id)));
  const paymentState = raw.paymentState ?? raw.paymentInfo?.paymentStatus ?? null;
  const parsedStatus = paymentStatusSchema.safeParse(paymentState);
  return {
    id: raw.id,
    orderNumber: raw.orderNumber,
    orderState: raw.orderState,
    paymentState,
    paymentStatus: parsedStatus.success ? parsedStatus.data : null,
    createdAt: presentDate(raw.createdAt),
    completedAt: presentDate(raw.completedAt),
    isMigrated: raw.isMigrated ?? false,
    customerId: raw.customerId,
    customerEmail: raw.customerEmail,
    cartId: raw.cartId,
    version: raw.version ?? null,
    lines,
    billingAddress: raw.billingAddress ?? null,
    shippingAddress: raw.shippingAddress ?? null,
    payments: (raw.paymentInfo?.payments ?? []).map((payment) => ({
      id: payment.id,
      paymentType: payment.paymentType,
      paymentInstrumentType: payment.paymentInstrumentType,
      amount: payment.amountPlanned ?? null,
      paymentStatus: payment.paymentStatus,
      card: payment.card ?? null,
      createdAt: payment.createdAt,
    })),
    couponCode: raw.couponCode,
    poNumber: raw.poNumber,
    trackingId: raw.trackingId,
    trackingLink: raw.trackingLink ?? null,
    expectedBy: presentDate(raw.expectedBy),
    money: {
      totals: raw.totals ?? null,
      finalPrice: raw.finalPrice ?? null,
      totalPrice: raw.totalPrice ?? null,
      discount: raw.discount?.discountAmount ?? null,
    },
  };
}

/**
 * Reads a JSON-text custom field of a line (`…V2`, `templateInfo`); malformed text counts as
 * absent (`undefined`), as the spec asks.
 *
 * @example
 * lineJsonField(line, 'finalSelectionV2'); // { Size: '9 x 6 x 3', … }
 */
export function lineJsonField(line: Pick<OrderLine, 'customFields'>, name: string): unknown {
  return jsonText(line.customFields[name]);
}

/**
 * A page of orders, ready to show.
 *
 * @example
 * const pages = orderHistoryPageCount(history.total, history.pageSize);
 */
export interface OrderHistoryPage {
  page: number;
  pageSize: number;
  total: number;
  orders: Order[];
}

/**
 * Reads a page of the order history.
 *
 * @example
 * const page = toOrderHistoryPage(orderPageSchema.parse(json));
 */
export function toOrderHistoryPage(raw: OrderPageResponse): OrderHistoryPage {
  return {
    page: raw.page,
    pageSize: raw.pageSize,
    total: raw.total,
    orders: raw.results.map(toOrder),
  };
}
