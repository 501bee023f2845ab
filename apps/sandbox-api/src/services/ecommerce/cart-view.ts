import type { commerceCarts } from '../../db/schema.ts';
import type { Coupon } from './coupons.ts';
import { couponStanding, findCoupon } from './coupons.ts';
import { apiDate, EMPTY_DATE } from './dates.ts';
import { destinationOf } from './delivery.ts';
import { quoteLine } from './lines.ts';
import { centPrice, roundHalfUp, sumCents } from './money.ts';
import { rateAmount, recalculationReason, taxFor } from './taxes.ts';
import type {
  CartData,
  CartDiscount,
  CartFigures,
  CartResponse,
  CustomLineItemResponse,
  LineCustomFields,
  LineData,
  LineDiscount,
  LineItemResponse,
  RecalculationReason,
  TaxRate,
  TaxedPrice,
} from '../../db/schema-commerce-documents.ts';

/** A cart row of `commerce_carts`. */
export type CartRow = typeof commerceCarts.$inferSelect;

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
