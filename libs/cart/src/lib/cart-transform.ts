import {
  add,
  fromPriceObject,
  isPricingError,
  multiply,
  subtract,
  sum,
  taxPercent,
  zeroMoney,
  type Money,
  type PriceObjectInput,
} from '@storefront/pricing';
import type { ApiCart, ApiLineItem, ApiOrder, ApiPrice, ApiShippingLine } from './api/cart-schemas';
import {
  booleanField,
  createCustomFieldReader,
  isRecord,
  stringRecord,
  textField,
  type CustomFieldReader,
} from './line-custom-fields';
import type {
  CartLine,
  CartLineAttribute,
  DiscountInfo,
  ShippingInfo,
  TransformCartOptions,
  TransformedCart,
} from './transformed-cart';

/**
 * Whether a date from the service is absent: missing, blank or the empty date 0001-01-01.
 *
 * @example
 * isEmptyCartDate('0001-01-01T00:00:00Z'); // true
 * isEmptyCartDate('2030-01-23T00:00:00Z'); // false
 */
export function isEmptyCartDate(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return true;
  const trimmed = value.trim();
  return trimmed === '' || trimmed.startsWith('0001-01-01');
}

function moneyOf(price: ApiPrice | null | undefined, currency: string): Money {
  return price ? fromPriceObject(price) : zeroMoney(currency);
}

function latest(dates: readonly string[]): string | null {
  let result: string | null = null;
  let resultTime = Number.NEGATIVE_INFINITY;
  for (const date of dates) {
    const time = Date.parse(date);
    if (!Number.isNaN(time) && time > resultTime) {
      result = date;
      resultTime = time;
    }
  }
  return result;
}

/**
 * The arrival date of `promisedArrivalDateV2` (`{ promisedArrivalDate, revisedArrivalDate }`):
 * the revised date when there is one, else the promised date; 0001-01-01 counts as absent.
 *
 * @example
 * effectivePromisedDate({ promisedArrivalDate: '2030-01-23T00:00:00Z', revisedArrivalDate: '0001-01-01T00:00:00Z' });
 * // '2030-01-23T00:00:00Z'
 */
export function effectivePromisedDate(value: unknown): string | null {
  if (!isRecord(value)) return null;
  const revised = value['revisedArrivalDate'];
  const promised = value['promisedArrivalDate'];
  if (typeof revised === 'string' && !isEmptyCartDate(revised)) return revised.trim();
  if (typeof promised === 'string' && !isEmptyCartDate(promised)) return promised.trim();
  return null;
}

// Checked by pricing's zod-free check of price objects (as priceObjectSchema checks them), so a
// page showing a stored cart loads no zod.
function discountAmountOf(entry: unknown): Money | null {
  if (!isRecord(entry)) return null;
  try {
    return fromPriceObject(entry['amount'] as PriceObjectInput);
  } catch (error) {
    if (isPricingError(error)) return null;
    throw error;
  }
}

function discountOf(
  value: unknown,
  currency: string,
  report: (message: string) => void,
): DiscountInfo | null {
  if (value === undefined) return null;
  if (!Array.isArray(value)) {
    report('expected a list of discounts');
    return null;
  }
  const amounts: Money[] = [];
  let discountCode = '';
  let discountId = '';
  for (const entry of value) {
    const amount = discountAmountOf(entry);
    if (!isRecord(entry) || amount === null) {
      report('a discount has no valid amount');
      return null;
    }
    amounts.push(amount);
    if (discountCode === '' && typeof entry['discountCode'] === 'string') {
      discountCode = entry['discountCode'];
    }
    if (discountId === '' && typeof entry['discountId'] === 'string') {
      discountId = entry['discountId'];
    }
  }
  if (amounts.length === 0) return null;
  return { amount: sum(amounts, currency), discountCode, discountId };
}

function shippingInfoOf(line: ApiShippingLine | undefined): ShippingInfo | null {
  if (!line) return null;
  const name = line.name ?? line.displayNames?.[0] ?? line.eCommerceDeliveryOptionId;
  const discount = line.discount
    ? {
        amount: fromPriceObject(line.discount.amount),
        discountCode: line.discount.discountCode ?? '',
        discountId: line.discount.discountId ?? '',
      }
    : null;
  return {
    customLineItemId: line.customLineItemId,
    lineItemId: line.lineItemId,
    eCommerceDeliveryOptionId: line.eCommerceDeliveryOptionId,
    name,
    displayName: line.serviceName?.trim() || name,
    price: fromPriceObject(line.price),
    totalPrice: line.totalPrice ? fromPriceObject(line.totalPrice) : fromPriceObject(line.price),
    date: isEmptyCartDate(line.date) ? null : (line.date ?? null),
    isApplicable: line.isShippingMethodApplicable,
    discount,
  };
}

function attributesOf(line: ApiLineItem, selection: Record<string, string>): CartLineAttribute[] {
  const source = line.attributes ?? selection;
  const attributes: CartLineAttribute[] = [];
  for (const [name, value] of Object.entries(source)) {
    if (name === 'Quantity' || value === null || value === undefined || value === '') continue;
    attributes.push({ name, value: String(value) });
  }
  return attributes;
}

function transformLine(
  line: ApiLineItem,
  shipping: ApiShippingLine | undefined,
  currency: string,
  reader: CustomFieldReader,
): CartLine {
  const unitPrice = fromPriceObject(line.price);
  const subtotal = multiply(unitPrice, line.quantity);
  const selectionValue =
    reader.json(line, 'userSelectionV2') ?? reader.json(line, 'finalSelectionV2');
  const selection = stringRecord(selectionValue);
  const discountInfo = discountOf(reader.json(line, 'eCommerceDiscounts'), currency, (message) =>
    reader.report(line.id, 'eCommerceDiscounts', message),
  );
  const untaxed = line.taxedPrice
    ? fromPriceObject(line.taxedPrice.totalNet)
    : line.totalPrice
      ? fromPriceObject(line.totalPrice)
      : discountInfo
        ? subtract(subtotal, discountInfo.amount)
        : subtotal;
  const taxAmount = moneyOf(line.taxedPrice?.totalTax, unitPrice.currency);
  const promised = reader.json(line, 'promisedArrivalDateV2');
  if (promised !== undefined && !isRecord(promised)) {
    reader.report(line.id, 'promisedArrivalDateV2', 'expected an object with promisedArrivalDate');
  }
  return {
    id: line.id,
    productKey: line.productKey || textField(line, 'productKey') || '',
    name: line.name || textField(line, 'merchandisingProductName') || '',
    quantity: line.quantity,
    attributes: attributesOf(line, selection),
    imageUrl: textField(line, 'previewURL2dThumbnail') ?? textField(line, 'productImageUrl'),
    webpageUrl: textField(line, 'webpageUrl'),
    isSample: booleanField(line, 'isSampleProduct'),
    isEditable: line.isEditable,
    unitPrice,
    subtotal,
    priceDetails: {
      price: unitPrice,
      taxAmount,
      totalPrice: line.taxedPrice
        ? fromPriceObject(line.taxedPrice.totalGross)
        : add(untaxed, taxAmount),
      taxPercentage: line.taxRate ? taxPercent(line.taxRate.amount) : 0,
      currencyCode: unitPrice.currency,
      untaxedTotalPrice: untaxed,
    },
    shippingInfo: shippingInfoOf(shipping),
    discountInfo,
    isPriceUpdated: line.isPriceUpdated,
    isPromisedArrivalDateUpdated: line.isPromisedArrivalDateUpdated,
    isShippingMethodApplicable:
      line.isShippingMethodApplicable && (shipping?.isShippingMethodApplicable ?? true),
    isCheckoutReady: line.isCheckoutReady,
    checkoutUnreadyReasons: line.checkoutUnreadyReasons ?? [],
    promisedArrivalDate:
      effectivePromisedDate(promised) ??
      (isEmptyCartDate(shipping?.date) ? null : (shipping?.date ?? null)),
    selection,
  };
}

function hasText(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Turns the API cart into what the cart and checkout pages show (spec section 3, "Transformed
 * cart"): lines with price details, shipping info and discount info; the lines whose price,
 * arrival date or shipping method changed and those that are not checkout ready ("out of
 * stock"); `isAddressValid`; the totals (`cartTotal`); the coupon (`couponDetails`); the
 * promised arrival date. Money is summed exactly (`@storefront/pricing`).
 *
 * Custom fields hold JSON text. Malformed text never fails the cart: it is reported (`issues`,
 * `onIssue`) and shown as empty or zero (no discount, no date, no selection).
 *
 * @example
 * const cart = transformCart(await getCart(connection, cartId));
 * formatMoney(cart.cartTotal.subtotal); // '$523.50'
 */
export function transformCart(cart: ApiCart, options: TransformCartOptions = {}): TransformedCart {
  const reader = createCustomFieldReader(options.onIssue);
  const currency = cart.currency || 'USD';
  const shippingByLine = new Map(cart.customLineItems.map((line) => [line.lineItemId, line]));
  const lines = cart.lineItems.map((line) =>
    transformLine(line, shippingByLine.get(line.id), currency, reader),
  );

  const subtotal = sum(
    lines.map((line) => line.subtotal),
    currency,
  );
  // Shipping before its discount: the discount line takes shipping discounts off, so the summary
  // adds up (subtotal + shipping − discount + tax = total).
  const totalShippingPrice = sum(
    cart.customLineItems.map((line) => fromPriceObject(line.price)),
    currency,
  );
  const couponId = cart.discount?.couponId;
  const couponValid = !(hasText(couponId) && cart.discount?.isValid !== true);
  const discount =
    cart.discount?.discountAmount && cart.discount.isValid
      ? fromPriceObject(cart.discount.discountAmount)
      : zeroMoney(currency);
  const taxTotal = moneyOf(cart.taxedPrice?.totalTax, currency);
  const total = cart.taxedPrice
    ? fromPriceObject(cart.taxedPrice.totalGross)
    : add(subtract(add(subtotal, totalShippingPrice), discount), taxTotal);

  const billingFirstName = cart.billingAddress?.firstName;
  const flags = cart.recalculationFlags;
  return {
    id: cart.id,
    version: cart.version,
    cartState: cart.cartState,
    currency,
    customerId: cart.customerId ?? null,
    customerEmail: cart.customerEmail ?? null,
    lines,
    billingAddress: cart.billingAddress ?? null,
    shippingAddress: cart.shippingAddress ?? null,
    updatedPriceLines: lines.filter((line) => line.isPriceUpdated),
    updatedArrivalDateLines: lines.filter((line) => line.isPromisedArrivalDateUpdated),
    changedShippingMethodLines: lines.filter((line) => !line.isShippingMethodApplicable),
    outOfStockLines: lines.filter((line) => !line.isCheckoutReady),
    isAddressValid: hasText(billingFirstName) && Boolean(cart.shippingAddress),
    cartTotal: {
      subtotal,
      discount,
      totalShippingPrice,
      taxTotal,
      total,
      currencyCode: currency,
    },
    couponDetails: {
      isCouponApplied: hasText(cart.couponCode),
      couponCode: hasText(cart.couponCode) ? (cart.couponCode as string) : null,
      discountAmount: discount,
      isValid: couponValid,
      displayMessage: cart.discount?.displayMessage ?? null,
      expirationMessage: cart.discount?.expirationMessage ?? null,
    },
    promisedArrivalDate: latest(
      lines.flatMap((line) => (line.promisedArrivalDate ? [line.promisedArrivalDate] : [])),
    ),
    items: lines.map((line) => ({
      id: line.id,
      checkoutUnreadyReasons: line.checkoutUnreadyReasons,
    })),
    itemCount: lines.length,
    recalculationReasons: flags?.reasons ?? [],
    isTaxCalculated: flags?.isTaxCalculated ?? true,
    mergedIntoCartId: cart.mergedIntoCartId ?? null,
    orderId: cart.orderId ?? null,
    issues: reader.issues,
  };
}

/**
 * A placed order read like a cart, for the order confirmation: its lines (previews, attributes,
 * shipping, arrival dates), addresses and order summary come out exactly as the checkout showed
 * them. `orderId` is the order's id; `id` the cart it was placed from.
 *
 * @example
 * const placed = transformOrder(order);
 * formatMoney(placed.cartTotal.total); // '$550.06'
 */
export function transformOrder(
  order: ApiOrder,
  options: TransformCartOptions = {},
): TransformedCart {
  return transformCart(
    {
      id: order.cartId ?? order.id,
      version: 0,
      cartState: 'Ordered',
      currency: order.currency,
      customerId: order.customerId,
      anonymousId: null,
      customerEmail: order.customerEmail,
      lineItems: order.lineItems,
      customLineItems: order.customLineItems,
      billingAddress: order.billingAddress,
      shippingAddress: order.shippingAddress,
      shippingMethod: null,
      couponCode: order.couponCode,
      discount: order.discount,
      eCommerceDiscountCodes: null,
      taxedPrice: order.taxedPrice,
      totalPrice: order.totalPrice,
      recalculationFlags: null,
      mergedIntoCartId: null,
      orderId: order.id,
    },
    options,
  );
}
