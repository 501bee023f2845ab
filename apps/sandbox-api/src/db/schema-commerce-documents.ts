// The JSON documents the ecommerce and payment tables store (`schema-commerce.ts`), and the
// types they are made of. Types only; the services import them from here.
import type { CatalogProductKind } from './schema-catalog.ts';

/** Where a cart is in its life. */
export type CartState = 'Active' | 'Merged' | 'Ordered';

/** A price object with whole cents (spec §3, `centPrecision`). */
export interface CentPrecisionPrice {
  type: 'centPrecision';
  centAmount: number;
  currencyCode: 'USD';
  fractionDigits: 2;
}

/**
 * An address on the API side (spec §3): every field is a string or `null` when not given.
 * `country` is `US` or `CA`, `state` a 2-letter code (`TX`, `PR`, `ON`).
 */
export interface ApiAddress {
  company: string | null;
  firstName: string | null;
  lastName: string | null;
  streetName: string | null;
  additionalStreetInfo: string | null;
  postalCode: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  phone: string | null;
  email: string | null;
}

/** A saved address of a customer: an API address with its id. */
export interface StoredAddress extends ApiAddress {
  id: string;
}

/** The ids of the delivery options ("edo": eCommerce delivery option). */
export type DeliveryOptionId = 'edo-standard' | 'edo-expedited' | 'edo-express' | 'edo-none';

/** The recalculation reasons of the spec (§8), as codes. */
export type RecalculationReasonCode =
  | 'MissingPriceConfiguration'
  | 'MissingRequiredInput'
  | 'InvalidInputValue'
  | 'MissingTaxSetup'
  | 'EstimatedTaxNeedsMoreInfo'
  | 'TaxCalculationFailure'
  | 'InternalError';

/** One recalculation reason with the message the spec gives it. */
export interface RecalculationReason {
  code: RecalculationReasonCode;
  message: string;
}

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

/** Payment types of the spec (§4). */
export type PaymentType = 'braintree' | 'paymentByInvoice' | 'freeOfCharge';

/** Payment instrument types of the spec (§4). */
export type PaymentInstrumentType =
  'credit_card' | 'paypal_account' | 'invoice_with_terms' | 'invoice_without_terms';

/** Order line statuses the sandbox sets (spec §4 keys). */
export type OrderLineStatus = 'Confirmed' | 'WaitingforPayment';

/** One payment on an order. */
export interface OrderPayment {
  id: string;
  paymentType: PaymentType;
  paymentInstrumentType: PaymentInstrumentType | null;
  amountPlanned: CentPrecisionPrice;
  /** `Paid` for a settled card charge or free order; `Pending`/`BalanceDue` for invoices. */
  paymentStatus: 'Paid' | 'Pending' | 'BalanceDue';
  transactionId: string | null;
  card: { cardType: string; last4: string } | null;
  createdAt: string;
}

/** An order as stored in `commerce_orders.data`. */
export interface OrderData {
  /** The cart as it was paid. */
  cart: CartResponse;
  /** The cart's lines as stored, for the order lines' dates and specs. */
  lines: LineData[];
  figures: CartFigures;
  lineStatus: OrderLineStatus;
  payments: OrderPayment[];
  poNumber: string | null;
  amountPaidCents: number;
  lastModifiedAt: string;
}
