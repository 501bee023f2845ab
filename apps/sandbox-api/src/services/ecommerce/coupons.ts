import { storeDay, usDay } from './dates.ts';

/** A promotional code the sandbox knows. */
export interface Coupon {
  code: string;
  couponId: string;
  /** Percent taken off each line it applies to. */
  percent: number;
  /** Whether $1 sample lines are discounted too. */
  includesSamples: boolean;
  /** Whether shipping lines are discounted too. */
  includesShipping: boolean;
  /** The stores that accept it; every store when absent. */
  storefronts?: readonly string[];
  /** First instant it is valid (inclusive). */
  validFrom?: string;
  /** Instant it stops being valid (exclusive). */
  validUntil?: string;
  displayMessage: string;
  detailsMessage: string;
  staticLegalCopy: string;
}

const LEGAL =
  'One promotional code per order. Not valid on previous orders, taxes or gift cards; cannot be combined with other offers.';

/** The coupon codes of the sandbox (codes are matched without regard to case or spaces). */
export const COUPONS: readonly Coupon[] = [
  {
    code: 'FIRSTRUN10',
    couponId: 'cpn_firstrun10',
    percent: 10,
    includesSamples: false,
    includesShipping: false,
    displayMessage: '10% off your first print run',
    detailsMessage: 'Save 10% on every printed box in your cart. $1 samples and shipping excluded.',
    staticLegalCopy: LEGAL,
  },
  {
    code: 'SHOWROOM15',
    couponId: 'cpn_showroom15',
    percent: 15,
    includesSamples: false,
    includesShipping: false,
    storefronts: ['ybd'],
    displayMessage: '15% off with your showroom code',
    detailsMessage:
      'Save 15% on every printed box in your cart. Valid in the YBD showroom store only.',
    staticLegalCopy: LEGAL,
  },
  {
    code: 'SUMMER2024',
    couponId: 'cpn_summer2024',
    percent: 20,
    includesSamples: false,
    includesShipping: false,
    // June 1 to August 31, 2024, New York time.
    validFrom: '2024-06-01T04:00:00Z',
    validUntil: '2024-09-01T04:00:00Z',
    displayMessage: '20% off summer packaging',
    detailsMessage: 'Save 20% on every printed box ordered June 1 to August 31, 2024.',
    staticLegalCopy: LEGAL,
  },
  {
    code: 'SANDBOX100',
    couponId: 'cpn_sandbox100',
    percent: 100,
    includesSamples: true,
    includesShipping: true,
    displayMessage: 'Sandbox test code: everything free',
    detailsMessage:
      'Takes 100% off every line and every shipping line, so the order total is $0.00.',
    staticLegalCopy: 'For testing free-of-charge orders in the sandbox.',
  },
];

const normalizeCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

/**
 * The coupon a code names (any case, spaces ignored), or `undefined`.
 *
 * @example
 * ```ts
 * findCoupon(' firstrun10 ')?.percent; // 10
 * ```
 */
export function findCoupon(code: string, withTestCoupons = true): Coupon | undefined {
  const wanted = normalizeCode(code);
  if (!withTestCoupons && wanted === 'SANDBOX100') return undefined; // only with SANDBOX_TEST_ROUTES=1
  return COUPONS.find((coupon) => coupon.code === wanted);
}

/** How a coupon stands at an instant for a store. */
export type CouponStanding =
  | { valid: true; expirationMessage: string | null }
  | {
      valid: false;
      reason: 'UnknownCode' | 'OtherStorefront' | 'NotYetValid' | 'Expired';
      expirationMessage: string | null;
    };

/** The last valid day of a coupon with an end, `MM/DD/YYYY` in New York. */
function lastDay(coupon: Coupon): string | null {
  return coupon.validUntil
    ? usDay(storeDay(new Date(new Date(coupon.validUntil).getTime() - 1)))
    : null;
}

/**
 * Whether a coupon is valid in a store at an instant, and the expiration message to show:
 * 'Offer ends MM/DD/YYYY' while valid, 'This promotional code expired on MM/DD/YYYY' after.
 *
 * @example
 * ```ts
 * couponStanding(findCoupon('SUMMER2024')!, 'boxup', new Date('2030-01-01')).valid; // false
 * ```
 */
export function couponStanding(coupon: Coupon, storefrontId: string, now: Date): CouponStanding {
  const last = lastDay(coupon);
  if (coupon.storefronts && !coupon.storefronts.includes(storefrontId)) {
    return { valid: false, reason: 'OtherStorefront', expirationMessage: null };
  }
  if (coupon.validFrom && now.getTime() < new Date(coupon.validFrom).getTime()) {
    return { valid: false, reason: 'NotYetValid', expirationMessage: null };
  }
  if (coupon.validUntil && now.getTime() >= new Date(coupon.validUntil).getTime()) {
    return {
      valid: false,
      reason: 'Expired',
      expirationMessage: `This promotional code expired on ${last}`,
    };
  }
  return { valid: true, expirationMessage: last ? `Offer ends ${last}` : null };
}
