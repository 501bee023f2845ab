import type { Money } from '@storefront/pricing';
import type { ApiAddressRecord, ApiReason } from './api/cart-schemas';

/**
 * A custom field whose JSON text could not be read: the line, the field and why. The line is
 * still shown, with the field's value as empty or zero.
 *
 * @example
 * const issue: TransformIssue = { lineItemId: 'li_1', field: 'eCommerceDiscounts', message: 'Unexpected token' };
 */
export interface TransformIssue {
  lineItemId: string;
  field: string;
  message: string;
}

/**
 * One attribute of a line as shown: `Size: 9 x 6 x 3`.
 *
 * @example
 * const attribute: CartLineAttribute = { name: 'Color', value: 'Kraft' };
 */
export interface CartLineAttribute {
  name: string;
  value: string;
}

/**
 * Derived prices of a line (spec: price details): unit price, tax, totals with and without
 * tax, the tax percentage (rate × 100, rounded) and currency.
 *
 * @example
 * formatMoney(line.priceDetails.totalPrice); // '$499.64'
 */
export interface PriceDetails {
  /** Unit price. */
  price: Money;
  taxAmount: Money;
  /** Net total plus tax. */
  totalPrice: Money;
  taxPercentage: number;
  currencyCode: string;
  /** Price × quantity minus the line's discount, before tax. */
  untaxedTotalPrice: Money;
}

/**
 * A discount on a line or a shipping line (spec: discountInfo).
 *
 * @example
 * const info: DiscountInfo = { amount: money('52.25'), discountCode: 'FIRSTRUN10', discountId: 'cpn_firstrun10' };
 */
export interface DiscountInfo {
  amount: Money;
  discountCode: string;
  discountId: string;
}

/**
 * The shipping of one line (spec: shippingInfo, from its shipping custom line): the delivery
 * option, its display name (service name or option name), price and arrival date.
 *
 * @example
 * `${line.shippingInfo?.displayName}: ${formatMoney(line.shippingInfo!.price)}`;
 */
export interface ShippingInfo {
  customLineItemId: string;
  lineItemId: string;
  eCommerceDeliveryOptionId: string;
  /** The option's name ("Standard"). */
  name: string;
  /** From the service name or, without one, the delivery option's name (spec). */
  displayName: string;
  /** Before discount. */
  price: Money;
  /** After discount, before tax. */
  totalPrice: Money;
  date: string | null;
  isApplicable: boolean;
  discount: DiscountInfo | null;
}

/**
 * A line of the cart as pages show it.
 *
 * @example
 * `${line.name} × ${line.quantity}: ${formatMoney(line.subtotal)}`;
 */
export interface CartLine {
  id: string;
  productKey: string;
  name: string;
  quantity: number;
  attributes: CartLineAttribute[];
  /** The 2D preview, else the product image; `null` without either. */
  imageUrl: string | null;
  webpageUrl: string | null;
  isSample: boolean;
  isEditable: boolean;
  unitPrice: Money;
  /** Unit price × quantity. */
  subtotal: Money;
  priceDetails: PriceDetails;
  shippingInfo: ShippingInfo | null;
  discountInfo: DiscountInfo | null;
  isPriceUpdated: boolean;
  isPromisedArrivalDateUpdated: boolean;
  isShippingMethodApplicable: boolean;
  isCheckoutReady: boolean;
  checkoutUnreadyReasons: ApiReason[];
  /** The revised arrival date when there is one, else the promised one; `null` when absent. */
  promisedArrivalDate: string | null;
  /** The shopper's selection (`userSelectionV2`, else the resolved `finalSelectionV2`). */
  selection: Record<string, string>;
}

/**
 * The totals of the order summary (spec: cartTotal). `discount` is zero without a valid
 * coupon.
 *
 * @example
 * formatMoney(cart.cartTotal.total); // '$550.06'
 */
export interface CartTotal {
  subtotal: Money;
  discount: Money;
  totalShippingPrice: Money;
  taxTotal: Money;
  total: Money;
  currencyCode: string;
}

/**
 * The coupon of the cart (spec: couponDetails).
 *
 * @example
 * if (cart.couponDetails.isCouponApplied && !cart.couponDetails.isValid) showCouponInvalid();
 */
export interface CouponDetails {
  isCouponApplied: boolean;
  couponCode: string | null;
  discountAmount: Money;
  /** False when a coupon id exists and the discount is not valid (spec). */
  isValid: boolean;
  displayMessage: string | null;
  expirationMessage: string | null;
}

/**
 * The cart as pages use it (spec: transformed cart).
 *
 * @example
 * const cart = transformCart(apiCart);
 * cart.outOfStockLines.length; // lines not checkout ready
 */
export interface TransformedCart {
  id: string;
  version: number;
  cartState: string;
  currency: string;
  customerId: string | null;
  customerEmail: string | null;
  lines: CartLine[];
  billingAddress: ApiAddressRecord | null;
  shippingAddress: ApiAddressRecord | null;
  updatedPriceLines: CartLine[];
  updatedArrivalDateLines: CartLine[];
  changedShippingMethodLines: CartLine[];
  outOfStockLines: CartLine[];
  /** False when the billing first name is missing (spec) or there is no shipping address. */
  isAddressValid: boolean;
  cartTotal: CartTotal;
  couponDetails: CouponDetails;
  /** The latest arrival date of the lines; `null` when no line has one. */
  promisedArrivalDate: string | null;
  /** The cart list: each line's id with its checkout-unready reasons. */
  items: { id: string; checkoutUnreadyReasons: ApiReason[] }[];
  /** Number of lines (the cart badge). */
  itemCount: number;
  recalculationReasons: ApiReason[];
  isTaxCalculated: boolean;
  mergedIntoCartId: string | null;
  orderId: string | null;
  /** Custom fields whose JSON could not be read (shown as empty or zero). */
  issues: TransformIssue[];
}

/**
 * Options of {@link transformCart}.
 *
 * @example
 * transformCart(apiCart, { onIssue: (issue) => logger.warn('Malformed cart field', issue) });
 */
export interface TransformCartOptions {
  /** Called for each malformed custom field (they are also listed in `issues`). */
  onIssue?: (issue: TransformIssue) => void;
}
