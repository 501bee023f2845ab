import type { CartState, commerceCarts } from '../../db/schema.ts';
import type { ApiAddress } from './addresses.ts';
import type { CartData, CheckoutUnreadyReason, LineAttributes, LineData } from './cart-model.ts';
import type { Coupon } from './coupons.ts';
import { couponStanding, findCoupon } from './coupons.ts';
import { apiDate, EMPTY_DATE } from './dates.ts';
import type { DeliveryOptionId } from './delivery.ts';
import { destinationOf } from './delivery.ts';
import { quoteLine } from './lines.ts';
import type { CentPrecisionPrice } from './money.ts';
import { centPrice, roundHalfUp, sumCents } from './money.ts';
import type { RecalculationReason } from './taxes.ts';
import { rateAmount, recalculationReason, taxFor } from './taxes.ts';

/** A cart row of `commerce_carts`. */
export type CartRow = typeof commerceCarts.$inferSelect;

/** The tax rate of a line (commercetools style); `null` while no tax could be calculated. */
export interface TaxRate {
  name: string;
  /** The rate as a decimal: 0.0625 for 6.25 %. The storefront shows rate × 100, rounded. */
  amount: number;
  includedInPrice: false;
  country: string;
  state: string;
}

/** Net, gross and tax of a line or of the cart. */
export interface TaxedPrice {
  totalNet: CentPrecisionPrice;
  totalGross: CentPrecisionPrice;
  totalTax: CentPrecisionPrice;
}

/** A line's discount, as the `eCommerceDiscounts` custom field lists it. */
export interface LineDiscount {
  discountId: string;
  discountCode: string;
  amount: CentPrecisionPrice;
}

/** A cart line as the API shows it. */
export interface LineItemResponse {
  id: string;
  productKey: string;
  name: string;
  quantity: number;
  attributes: LineAttributes;
  /** Unit price. */
  price: CentPrecisionPrice;
  /** price × quantity − discount, before tax. */
  totalPrice: CentPrecisionPrice;
  taxRate: TaxRate | null;
  taxedPrice: TaxedPrice;
  isEditable: boolean;
  isPriceUpdated: boolean;
  isCheckoutReady: boolean;
  checkoutUnreadyReasons: CheckoutUnreadyReason[];
  isPromisedArrivalDateUpdated: boolean;
  isShippingMethodApplicable: boolean;
  addedAt: string;
  custom: { fields: LineCustomFields };
}

/** The custom fields of a line (spec §3); JSON-valued ones are JSON text. */
export interface LineCustomFields {
  merchandisingProductName: string;
  merchandisedUserSelection: string;
  userSelectionV2: string;
  finalSelectionV2: string;
  eCommerceDiscounts: string;
  productImageUrl: string;
  baseProductPriceValue: number;
  basePrice: string;
  productPageRecordId: string;
  productConfigUrl: string;
  MMProductVersion: number;
  isSampleProduct: boolean;
  productKey: string;
  customerComments: string;
  mcpSku: string;
  mcpProductName: string;
  mcpSkuVersion: number;
  mcpDocumentsSourceV2: string;
  merchantProductId: string;
  previewURL2dThumbnail: string;
  previewURL3d: string;
  variableAttributesV2: string;
  fulfillerId: string;
  templateInfo: string;
  promisedArrivalDateV2: string;
  webpageUrl: string;
  artworkRequired: boolean;
  artworkRequiredV2: string;
  actualPrice: string;
  segmentProductCategory: string;
  productDescription: string;
  productPageLastUpdatedAt: string;
  userUploadComplete: boolean;
}

/** The shipping line of one cart line (spec §3 "Shipping custom line"). */
export interface CustomLineItemResponse {
  customLineItemId: string;
  lineItemId: string;
  eCommerceDeliveryOptionId: DeliveryOptionId;
  /** The delivery option's name ('Standard'). */
  name: string;
  /** The carrier service ('UPS Ground'). */
  serviceName: string;
  displayNames: string[];
  /** Promised arrival day of the option as quoted now. */
  date: string;
  /** Shipping price before any discount. */
  price: CentPrecisionPrice;
  /** price − discount, before tax. */
  totalPrice: CentPrecisionPrice;
  taxRate: TaxRate | null;
  taxedPrice: TaxedPrice;
  discount: LineDiscount | null;
  isShippingMethodApplicable: boolean;
}

/** The coupon on a cart (spec §3 "discount"). */
export interface CartDiscount {
  couponId: string;
  couponCode: string;
  isValid: boolean;
  displayMessage: string;
  expirationMessage: string | null;
  staticLegalCopy: string;
  detailsMessage: string;
  discountAmount: CentPrecisionPrice;
}

/** The cart as the API shows it. */
export interface CartResponse {
  id: string;
  version: number;
  cartState: CartState;
  currency: 'USD';
  storefrontId: string;
  customerId: string | null;
  anonymousId: string | null;
  customerEmail: string | null;
  createdAt: string;
  lastModifiedAt: string;
  lineItems: LineItemResponse[];
  customLineItems: CustomLineItemResponse[];
  billingAddress: ApiAddress | null;
  shippingAddress: ApiAddress | null;
  shippingMethod: 'edo';
  couponCode: string | null;
  discount: CartDiscount | null;
  eCommerceDiscountCodes: Array<{
    code: string;
    couponId: string;
    state: 'MatchesCart' | 'DoesNotMatchCart' | 'Expired';
    discountAmount: CentPrecisionPrice;
  }>;
  taxedPrice: TaxedPrice & {
    taxPortions: Array<{ name: string; rate: number; amount: CentPrecisionPrice }>;
  };
  totalPrice: CentPrecisionPrice;
  recalculationFlags: {
    recalculated: boolean;
    lastRecalculatedAt: string | null;
    isTaxCalculated: boolean;
    hasUpdatedPrices: boolean;
    hasUpdatedArrivalDates: boolean;
    hasInapplicableShippingMethods: boolean;
    hasCheckoutUnreadyItems: boolean;
    isCouponInvalid: boolean;
    reasons: RecalculationReason[];
  };
  mergedIntoCartId: string | null;
  orderId: string | null;
}

/** Money figures of a cart, in cents, for orders and payments. */
export interface CartFigures {
  /** Σ unit price × quantity, before discounts. */
  subtotal: number;
  /**
   * Σ shipping before shipping discounts: like the subtotal, a gross figure, so that
   * subtotal + shipping − discount + tax = total, to the cent.
   */
  shipping: number;
  /** Σ line and shipping discounts. */
  discount: number;
  tax: number;
  /** totalNet + tax: what the shopper pays. */
  total: number;
}

/** Ids and messages of the store's fulfiller, shown in every line. */
const FULFILLER_ID = 'sandbox-fulfiller-arlington';

function taxed(net: number, ratePpm: number): TaxedPrice {
  const tax = roundHalfUp(net * ratePpm, 1_000_000);
  return {
    totalNet: centPrice(net),
    totalGross: centPrice(net + tax),
    totalTax: centPrice(tax),
  };
}

function discountOf(coupon: Coupon | undefined, valid: boolean, cents: number): number {
  return coupon && valid ? roundHalfUp(cents * coupon.percent, 100) : 0;
}

function customFields(
  line: LineData,
  storefrontId: string,
  discounts: LineDiscount[],
): LineCustomFields {
  const selection = JSON.stringify({ ...line.attributes, Quantity: String(line.quantity) });
  return {
    merchandisingProductName: line.clientFields.merchandisingProductName,
    merchandisedUserSelection: selection,
    userSelectionV2: line.clientFields.userSelectionV2,
    finalSelectionV2: selection,
    eCommerceDiscounts: JSON.stringify(discounts),
    productImageUrl: line.clientFields.productImageUrl,
    baseProductPriceValue: line.addedUnitCentAmount / 100,
    basePrice: JSON.stringify(centPrice(line.addedUnitCentAmount)),
    productPageRecordId: line.clientFields.productPageRecordId,
    productConfigUrl: line.productConfigUrl,
    MMProductVersion: line.productVersion,
    isSampleProduct: line.productKind === 'sample',
    productKey: line.productKey,
    customerComments: line.clientFields.customerComments,
    mcpSku: line.mcpSku,
    mcpProductName: line.productTitle,
    mcpSkuVersion: line.mcpSkuVersion,
    mcpDocumentsSourceV2: line.clientFields.mcpDocumentsSourceV2,
    merchantProductId: `${storefrontId}-${line.productKey}`,
    previewURL2dThumbnail: line.clientFields.previewURL2dThumbnail,
    previewURL3d: line.clientFields.previewURL3d,
    variableAttributesV2: line.clientFields.variableAttributesV2,
    fulfillerId: FULFILLER_ID,
    templateInfo: line.clientFields.templateInfo,
    promisedArrivalDateV2: JSON.stringify({
      promisedArrivalDate: apiDate(line.promisedArrivalDate),
      revisedArrivalDate: line.revisedArrivalDate ? apiDate(line.revisedArrivalDate) : EMPTY_DATE,
    }),
    webpageUrl: line.clientFields.webpageUrl,
    artworkRequired: line.clientFields.artworkRequired,
    artworkRequiredV2: JSON.stringify({
      artworkRequired: line.clientFields.artworkRequired,
      userUploadComplete: line.clientFields.userUploadComplete,
    }),
    actualPrice: JSON.stringify(centPrice(line.unitCentAmount)),
    segmentProductCategory: line.segmentProductCategory,
    productDescription: line.clientFields.productDescription,
    productPageLastUpdatedAt: line.clientFields.productPageLastUpdatedAt,
    userUploadComplete: line.clientFields.userUploadComplete,
  };
}

/** What {@link cartResponse} needs besides the row. */
export interface CartViewOptions {
  now: Date;
  /** Whether this answer follows a recalculation. */
  recalculated?: boolean;
}

/**
 * The cart as the API answers it, with everything derived from the stored document at `now`:
 * line and shipping totals, the coupon's validity (on the sandbox clock) and discounts, the
 * tax of the shipping address's state or province, delivery option applicability and the
 * recalculation flags and reasons.
 *
 * @example
 * ```ts
 * return c.json(cartResponse(row, { now: context.clock.now() }));
 * ```
 */
export function cartResponse(row: CartRow, options: CartViewOptions): CartResponse {
  return viewCart(row, options).response;
}

/**
 * The cart's money figures in cents (subtotal, shipping, discount, tax, total).
 *
 * @example
 * ```ts
 * cartFigures(row, now).total; // what a payment charges
 * ```
 */
export function cartFigures(row: CartRow, now: Date): CartFigures {
  return viewCart(row, { now }).figures;
}

function viewCart(
  row: CartRow,
  { now, recalculated = false }: CartViewOptions,
): { response: CartResponse; figures: CartFigures } {
  const data: CartData = row.data;
  const tax = taxFor(data.shippingAddress);
  const ratePpm = tax.calculated ? tax.ratePpm : 0;
  const taxRate: TaxRate | null = tax.calculated
    ? {
        name: tax.name,
        amount: rateAmount(tax.ratePpm),
        includedInPrice: false,
        country: tax.country,
        state: tax.state,
      }
    : null;
  const destination = destinationOf(data.shippingAddress);

  const coupon = data.couponCode ? findCoupon(data.couponCode) : undefined;
  const standing = coupon ? couponStanding(coupon, row.storefrontId, now) : undefined;
  const couponValid = standing?.valid ?? false;

  let subtotal = 0;
  let discountTotal = 0;
  let netTotal = 0;
  let shippingTotal = 0;
  let taxTotal = 0;
  const lineItems: LineItemResponse[] = [];
  const customLineItems: CustomLineItemResponse[] = [];
  for (const line of data.lineItems) {
    const lineSubtotal = line.unitCentAmount * line.quantity;
    const applies = coupon && (coupon.includesSamples || line.productKind !== 'sample');
    const lineDiscount = applies ? discountOf(coupon, couponValid, lineSubtotal) : 0;
    const net = lineSubtotal - lineDiscount;
    const lineTaxed = taxed(net, ratePpm);
    const discounts: LineDiscount[] =
      coupon && lineDiscount > 0
        ? [
            {
              discountId: coupon.couponId,
              discountCode: coupon.code,
              amount: centPrice(lineDiscount),
            },
          ]
        : [];
    const quote = quoteLine(line, destination, now);
    lineItems.push({
      id: line.id,
      productKey: line.productKey,
      name: line.name,
      quantity: line.quantity,
      attributes: line.attributes,
      price: centPrice(line.unitCentAmount),
      totalPrice: centPrice(net),
      taxRate,
      taxedPrice: lineTaxed,
      isEditable: line.isEditable,
      isPriceUpdated: line.isPriceUpdated,
      isCheckoutReady: line.checkoutUnreadyReasons.length === 0,
      checkoutUnreadyReasons: line.checkoutUnreadyReasons,
      isPromisedArrivalDateUpdated: line.isPromisedArrivalDateUpdated,
      isShippingMethodApplicable: quote.applicable,
      addedAt: line.addedAt,
      custom: { fields: customFields(line, row.storefrontId, discounts) },
    });

    const shippingCents = quote.option.shippingPrice.centAmount;
    const shippingDiscount = coupon?.includesShipping
      ? discountOf(coupon, couponValid, shippingCents)
      : 0;
    const shippingNet = shippingCents - shippingDiscount;
    const shippingTaxed = taxed(shippingNet, ratePpm);
    customLineItems.push({
      customLineItemId: line.shippingLineId,
      lineItemId: line.id,
      eCommerceDeliveryOptionId: line.deliveryOptionId,
      name: quote.option.name,
      serviceName: quote.option.tracingRecord.serviceName,
      displayNames: quote.option.displayNames,
      date: quote.option.date,
      price: centPrice(shippingCents),
      totalPrice: centPrice(shippingNet),
      taxRate,
      taxedPrice: shippingTaxed,
      discount:
        coupon && shippingDiscount > 0
          ? {
              discountId: coupon.couponId,
              discountCode: coupon.code,
              amount: centPrice(shippingDiscount),
            }
          : null,
      isShippingMethodApplicable: quote.applicable,
    });

    subtotal += lineSubtotal;
    discountTotal += lineDiscount + shippingDiscount;
    netTotal += net + shippingNet;
    shippingTotal += shippingCents;
    taxTotal += lineTaxed.totalTax.centAmount + shippingTaxed.totalTax.centAmount;
  }

  const reasons: RecalculationReason[] = [];
  if (!tax.calculated) reasons.push(recalculationReason(tax.reason));
  for (const code of data.storedReasons) {
    if (!reasons.some((reason) => reason.code === code)) reasons.push(recalculationReason(code));
  }

  const discount: CartDiscount | null =
    coupon && standing
      ? {
          couponId: coupon.couponId,
          couponCode: coupon.code,
          isValid: couponValid,
          displayMessage: coupon.displayMessage,
          expirationMessage: standing.expirationMessage,
          staticLegalCopy: coupon.staticLegalCopy,
          detailsMessage: coupon.detailsMessage,
          discountAmount: centPrice(discountTotal),
        }
      : null;

  const response: CartResponse = {
    id: row.id,
    version: row.version,
    cartState: row.cartState,
    currency: data.currency,
    storefrontId: row.storefrontId,
    customerId: row.customerId,
    anonymousId: row.anonymousId,
    customerEmail: data.customerEmail,
    createdAt: row.createdAt.toISOString(),
    lastModifiedAt: row.lastModifiedAt.toISOString(),
    lineItems,
    customLineItems,
    billingAddress: data.billingAddress,
    shippingAddress: data.shippingAddress,
    shippingMethod: 'edo',
    couponCode: coupon?.code ?? null,
    discount,
    eCommerceDiscountCodes:
      coupon && standing
        ? [
            {
              code: coupon.code,
              couponId: coupon.couponId,
              state: couponValid
                ? 'MatchesCart'
                : standing.valid === false && standing.reason === 'Expired'
                  ? 'Expired'
                  : 'DoesNotMatchCart',
              discountAmount: centPrice(discountTotal),
            },
          ]
        : [],
    taxedPrice: {
      totalNet: centPrice(netTotal),
      totalGross: centPrice(netTotal + taxTotal),
      totalTax: centPrice(taxTotal),
      taxPortions:
        taxRate && data.lineItems.length > 0
          ? [{ name: taxRate.name, rate: taxRate.amount, amount: centPrice(taxTotal) }]
          : [],
    },
    totalPrice: centPrice(netTotal),
    recalculationFlags: {
      recalculated,
      lastRecalculatedAt: data.lastRecalculatedAt,
      isTaxCalculated: tax.calculated,
      hasUpdatedPrices: lineItems.some((line) => line.isPriceUpdated),
      hasUpdatedArrivalDates: lineItems.some((line) => line.isPromisedArrivalDateUpdated),
      hasInapplicableShippingMethods: lineItems.some((line) => !line.isShippingMethodApplicable),
      hasCheckoutUnreadyItems: lineItems.some((line) => !line.isCheckoutReady),
      isCouponInvalid: coupon !== undefined && !couponValid,
      reasons,
    },
    mergedIntoCartId: row.mergedIntoCartId,
    orderId: data.orderId,
  };
  return {
    response,
    figures: {
      subtotal,
      shipping: shippingTotal,
      discount: discountTotal,
      tax: taxTotal,
      total: sumCents([netTotal, taxTotal]),
    },
  };
}
