import type { CatalogProductKind } from '../../db/schema.ts';
import type { ApiAddress } from './addresses.ts';
import type { DeliveryOptionId } from './delivery.ts';
import type { RecalculationReasonCode } from './taxes.ts';

/** The selection attributes of a line, spelled as the catalogue spells them. */
export interface LineAttributes {
  Size?: string;
  'Print Options'?: string;
  Color?: string;
}

/** Why a line cannot go to checkout; `message` is what the storefront shows. */
export interface CheckoutUnreadyReason {
  code: 'OutOfStock' | 'QuantityNotInStock' | 'PriceUnavailable';
  message: string;
}

/**
 * The line custom fields (spec §3) a client may set when adding a line. Fields named `…V2`,
 * `templateInfo` and `variableAttributesV2` hold JSON text, which the sandbox keeps as given.
 */
export interface ClientLineFields {
  merchandisingProductName: string;
  userSelectionV2: string;
  productImageUrl: string;
  productPageRecordId: string;
  customerComments: string;
  mcpDocumentsSourceV2: string;
  previewURL2dThumbnail: string;
  previewURL3d: string;
  variableAttributesV2: string;
  templateInfo: string;
  webpageUrl: string;
  artworkRequired: boolean;
  productDescription: string;
  productPageLastUpdatedAt: string;
  userUploadComplete: boolean;
}

/** Outside-world changes a test may simulate on a line (see the sandbox drift route). */
export interface LineDrift {
  /** Added to the catalogue's unit price at the next recalculation. */
  priceCentDelta: number;
  /** Work days added to the arrival date at the next recalculation. */
  arrivalDelayWorkDays: number;
  /** Treats the line's product as out of stock. */
  outOfStock: boolean;
}

/** A cart line as stored. */
export interface LineData {
  id: string;
  productKey: string;
  productVersion: number;
  productKind: CatalogProductKind;
  /** The catalogue title (`mcpProductName`). */
  productTitle: string;
  /** The name shown: `merchandisingProductName`, the title unless the client gave one. */
  name: string;
  quantity: number;
  attributes: LineAttributes;
  /** The unit price the line has now (as of its last pricing). */
  unitCentAmount: number;
  /** The unit price when the line was added (or its quantity last changed). */
  addedUnitCentAmount: number;
  isEditable: boolean;
  enable2DPreview: boolean;
  mcpSku: string;
  mcpSkuVersion: number;
  segmentProductCategory: string;
  productConfigUrl: string;
  clientFields: ClientLineFields;
  deliveryOptionId: DeliveryOptionId;
  shippingLineId: string;
  /** Calendar day promised when the delivery option was chosen (`YYYY-MM-DD`). */
  promisedArrivalDate: string;
  /** A later day found by a recalculation, or null. */
  revisedArrivalDate: string | null;
  isPriceUpdated: boolean;
  isPromisedArrivalDateUpdated: boolean;
  checkoutUnreadyReasons: CheckoutUnreadyReason[];
  drift: LineDrift;
  addedAt: string;
}

/** A cart as stored in `commerce_carts.data`. */
export interface CartData {
  currency: 'USD';
  customerEmail: string | null;
  billingAddress: ApiAddress | null;
  shippingAddress: ApiAddress | null;
  /** The coupon code as applied (canonical spelling), or null. */
  couponCode: string | null;
  lineItems: LineData[];
  /** Reasons found by the last recalculation that do not come from the address. */
  storedReasons: RecalculationReasonCode[];
  /** Whether the last answer came from a recalculation (`recalculate=true`). */
  lastRecalculatedAt: string | null;
  /** The order made from the cart, once paid. */
  orderId: string | null;
}

/**
 * An empty cart document.
 *
 * @example
 * ```ts
 * const data = emptyCartData();
 * data.lineItems.length; // 0
 * ```
 */
export function emptyCartData(): CartData {
  return {
    currency: 'USD',
    customerEmail: null,
    billingAddress: null,
    shippingAddress: null,
    couponCode: null,
    lineItems: [],
    storedReasons: [],
    lastRecalculatedAt: null,
    orderId: null,
  };
}
