import { createHash } from 'node:crypto';
import type { OrderPaymentState } from '../../db/schema.ts';
import type {
  CustomLineItemResponse,
  LineData,
  OrderPayment,
} from '../../db/schema-commerce-documents.ts';

/**
 * Order line statuses the sandbox shows (spec §4 keys, spelling kept): `WaitingforPayment`
 * while an invoice order is unpaid, then the production steps of {@link LINE_STATUS_SCHEDULE}.
 */
export type ProgressStatus =
  | 'WaitingforPayment'
  | 'Confirmed'
  | 'ArtworkReview'
  | 'ReadyForProduction'
  | 'SentToMCP'
  | 'PrintingInProgress'
  | 'Shipped';

const HOUR_MS = 60 * 60 * 1000;

/**
 * When each production status begins, counted on the sandbox clock from the moment the order
 * became payable-for (paid by card, free, on invoice with terms, or a pending order's card
 * payment). Lines that need no artwork skip `ArtworkReview`. The steps are hours, not the days
 * a real plant takes, so a demo (or an end-to-end test) sees an order ship by moving the clock
 * less than an access token lives (24 h).
 *
 * @example
 * ```ts
 * sandbox.clock.advance(SHIPPED_AFTER_MS); // every line is Shipped
 * ```
 */
export const LINE_STATUS_SCHEDULE: ReadonlyArray<{
  status: Exclude<ProgressStatus, 'WaitingforPayment'>;
  afterMs: number;
}> = [
  { status: 'Confirmed', afterMs: 0 },
  { status: 'ArtworkReview', afterMs: HOUR_MS },
  { status: 'ReadyForProduction', afterMs: 4 * HOUR_MS },
  { status: 'SentToMCP', afterMs: 8 * HOUR_MS },
  { status: 'PrintingInProgress', afterMs: 12 * HOUR_MS },
  { status: 'Shipped', afterMs: 20 * HOUR_MS },
];

/** How long after production starts a line is shipped (20 hours). */
export const SHIPPED_AFTER_MS = 20 * HOUR_MS;

/** A line's tracking once shipped (spec §3 "Order line": tracking). */
export interface LineTracking {
  carrierName: string;
  trackingId: string;
  /** The day the parcel is expected, midnight UTC like every calendar day of the API. */
  expectedBy: string;
  trackingLink: string;
  providerTransaction: { carrier: string; serviceName: string; shippedAt: string };
}

/** Where one order line is on the sandbox clock. */
export interface LineProgress {
  status: ProgressStatus;
  /** When the current status began (ISO), or the order's creation for a waiting line. */
  since: string;
  /** Every status so far with when it began, oldest first. */
  history: Array<{ status: ProgressStatus; at: string }>;
  /** The next status and when it comes, or `null` (shipped, or waiting for payment). */
  next: { status: ProgressStatus; at: string } | null;
  tracking: LineTracking | null;
}

/**
 * When production of an order started: the first payment that settled it or put it on terms
 * (`Paid` or `BalanceDue`). `null` while every payment is `Pending` (invoice without terms).
 *
 * @example
 * ```ts
 * productionStart('Paid', [{ paymentStatus: 'Paid', createdAt: '2030-01-09T15:00:00.000Z', … }]);
 * // Date 2030-01-09T15:00:00.000Z
 * ```
 */
export function productionStart(
  paymentState: OrderPaymentState,
  payments: readonly Pick<OrderPayment, 'paymentStatus' | 'createdAt'>[],
): Date | null {
  if (paymentState === 'Pending') return null;
  const first = payments.find(
    (payment) => payment.paymentStatus === 'Paid' || payment.paymentStatus === 'BalanceDue',
  );
  return first ? new Date(first.createdAt) : null;
}

const CARRIER_LINKS: Record<string, (trackingId: string) => string> = {
  UPS: (id) => `https://www.ups.com/track?loc=en_US&tracknum=${encodeURIComponent(id)}`,
  USPS: (id) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(id)}`,
};

/** The carrier of a service name ('UPS Ground' → 'UPS'), or null when nothing ships. */
function carrierOf(serviceName: string | undefined): string | null {
  const first = serviceName?.trim().split(/\s+/)[0]?.toUpperCase();
  return first && first in CARRIER_LINKS ? first : null;
}

/**
 * A tracking number in the carrier's format, the same every time for one order line: UPS
 * `1Z` + 16 characters, USPS 22 digits starting `9400`.
 *
 * @example
 * ```ts
 * trackingNumber('UPS', 'ord_1', 'li_1'); // '1Z…' (18 characters)
 * ```
 */
export function trackingNumber(carrier: string, orderId: string, lineId: string): string {
  const digest = createHash('sha256').update(`${orderId}/${lineId}`).digest();
  const digits = Array.from(digest, (byte) => String(byte % 10)).join('');
  if (carrier === 'USPS') return `9400${digits.slice(0, 18)}`;
  const alphabet = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';
  const shipper = Array.from(digest.subarray(0, 6), (byte) => alphabet[byte % alphabet.length]);
  return `1Z${shipper.join('')}03${digits.slice(0, 8)}`;
}

/** A tracking link of a carrier the sandbox ships with, or null. */
export function trackingLinkOf(carrier: string, trackingId: string): string | null {
  return CARRIER_LINKS[carrier]?.(trackingId) ?? null;
}

/** What {@link lineProgress} needs to know about the order. */
export interface ProgressOrder {
  id: string;
  createdAt: Date;
  paymentState: OrderPaymentState;
  payments: readonly Pick<OrderPayment, 'paymentStatus' | 'createdAt'>[];
}

/**
 * Where a line is at `now`, computed from the elapsed sandbox time (nothing is stored, so
 * moving the clock moves every order at once): `WaitingforPayment` while the order is
 * pending, then {@link LINE_STATUS_SCHEDULE}; a shipped line that goes by a carrier has a
 * tracking number, link and expected-by day (`expectedBy`, the line's revised or promised
 * arrival day). A line that needs no artwork (samples, inserts) skips `ArtworkReview`.
 *
 * @example
 * ```ts
 * lineProgress(order, line, shippingLine, 'ArrivalDay', clock.now()).status; // 'SentToMCP'
 * ```
 */
export function lineProgress(
  order: ProgressOrder,
  line: Pick<LineData, 'id' | 'clientFields'>,
  shippingLine: Pick<CustomLineItemResponse, 'serviceName'> | undefined,
  expectedBy: string,
  now: Date,
): LineProgress {
  const start = productionStart(order.paymentState, order.payments);
  if (!start) {
    const since = order.createdAt.toISOString();
    return {
      status: 'WaitingforPayment',
      since,
      history: [{ status: 'WaitingforPayment', at: since }],
      next: null,
      tracking: null,
    };
  }
  const steps = LINE_STATUS_SCHEDULE.filter(
    (step) => step.status !== 'ArtworkReview' || line.clientFields.artworkRequired,
  ).map((step) => ({
    status: step.status as ProgressStatus,
    at: new Date(start.getTime() + step.afterMs),
  }));
  const reached = steps.filter((step) => step.at.getTime() <= now.getTime());
  const history = (reached.length > 0 ? reached : steps.slice(0, 1)).map((step) => ({
    status: step.status,
    at: step.at.toISOString(),
  }));
  const current = history.at(-1) ?? { status: 'Confirmed' as const, at: start.toISOString() };
  const upcoming = steps[history.length];
  let tracking: LineTracking | null = null;
  if (current.status === 'Shipped') {
    const carrier = carrierOf(shippingLine?.serviceName);
    if (carrier) {
      const trackingId = trackingNumber(carrier, order.id, line.id);
      tracking = {
        carrierName: carrier,
        trackingId,
        expectedBy,
        trackingLink: trackingLinkOf(carrier, trackingId) ?? '',
        providerTransaction: {
          carrier,
          serviceName: shippingLine?.serviceName ?? carrier,
          shippedAt: current.at,
        },
      };
    }
  }
  return {
    status: current.status,
    since: current.at,
    history,
    next: upcoming ? { status: upcoming.status, at: upcoming.at.toISOString() } : null,
    tracking,
  };
}
