import { priceObjectSchema } from '@storefront/pricing';
import * as z from 'zod/mini';

// Schemas of what the ecommerce and payment services answer (spec section 3, the sandbox's
// "cart JSON"). They are tolerant where the spec leaves a field open (missing flags default to
// "nothing changed") and strict where the storefront computes with a value (prices, ids,
// versions). Custom fields stay raw (`unknown`): their JSON text is read by the transform,
// which reports malformed JSON instead of failing the whole cart.

const text = z.nullish(z.string());
const nonEmptyString = z.string().check(z.minLength(1));
const count = z.number().check(z.int(), z.nonnegative());
// A flag the service may leave out: missing means the usual value (nothing changed).
const flag = (byDefault: boolean) => z._default(z.boolean(), byDefault);

/**
 * A price object of the API (spec: centPrecision or highPrecision, fraction digits default 2).
 *
 * @example
 * apiPriceSchema.parse({ type: 'centPrecision', centAmount: 209, currencyCode: 'USD', fractionDigits: 2 });
 */
export const apiPriceSchema = priceObjectSchema;

/**
 * A price object as parsed.
 *
 * @example
 * const price: ApiPrice = { type: 'centPrecision', centAmount: 100, currencyCode: 'USD', fractionDigits: 2 };
 */
export type ApiPrice = z.output<typeof apiPriceSchema>;

/**
 * An address as the API holds it: every field a string or `null` (spec section 3, API side).
 *
 * @example
 * apiAddressSchema.parse({ firstName: 'Ada', lastName: 'Lovelace', country: 'US', state: 'TX' });
 */
export const apiAddressSchema = z.object({
  id: z.optional(z.string()),
  company: text,
  firstName: text,
  lastName: text,
  streetName: text,
  additionalStreetInfo: text,
  postalCode: text,
  city: text,
  state: text,
  country: text,
  phone: text,
  email: text,
});

/**
 * An address of a cart or a customer as parsed.
 *
 * @example
 * const address: ApiAddressRecord = { firstName: 'Ada', lastName: 'Lovelace', city: 'Arlington', state: 'TX', country: 'US' };
 */
export type ApiAddressRecord = z.output<typeof apiAddressSchema>;

const taxedPriceSchema = z.object({
  totalNet: apiPriceSchema,
  totalGross: apiPriceSchema,
  totalTax: z.nullish(apiPriceSchema),
});

const taxRateSchema = z.object({
  name: text,
  amount: z.number(),
  includedInPrice: z.optional(z.boolean()),
  country: text,
  state: text,
});

const reasonSchema = z.object({ code: z.string(), message: z.string() });

/**
 * One checkout-unready reason or recalculation reason: `{ code, message }`.
 *
 * @example
 * const reason: ApiReason = { code: 'OutOfStock', message: 'Product is out of stock. Please try after sometime' };
 */
export type ApiReason = z.output<typeof reasonSchema>;

/**
 * A line item of the cart (spec section 3, "Cart line item").
 *
 * @example
 * apiLineItemSchema.parse(cart.lineItems[0]);
 */
export const apiLineItemSchema = z.object({
  id: nonEmptyString,
  productKey: z._default(z.string(), ''),
  name: z._default(z.string(), ''),
  quantity: count,
  attributes: z.nullish(
    z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  ),
  price: apiPriceSchema,
  totalPrice: z.nullish(apiPriceSchema),
  taxRate: z.nullish(taxRateSchema),
  taxedPrice: z.nullish(taxedPriceSchema),
  isEditable: flag(true),
  isPriceUpdated: flag(false),
  isCheckoutReady: flag(true),
  checkoutUnreadyReasons: z.nullish(z.array(reasonSchema)),
  isPromisedArrivalDateUpdated: flag(false),
  isShippingMethodApplicable: flag(true),
  addedAt: text,
  custom: z.nullish(z.object({ fields: z.nullish(z.record(z.string(), z.unknown())) })),
});

/**
 * A cart line item as parsed.
 *
 * @example
 * const quantity = (line: ApiLineItem) => line.quantity;
 */
export type ApiLineItem = z.output<typeof apiLineItemSchema>;

const lineDiscountSchema = z.object({
  discountId: text,
  discountCode: text,
  amount: apiPriceSchema,
});

/**
 * A shipping custom line (spec section 3): one per line item, its delivery option and price.
 *
 * @example
 * apiShippingLineSchema.parse(cart.customLineItems[0]);
 */
export const apiShippingLineSchema = z.object({
  customLineItemId: z.string(),
  lineItemId: z.string(),
  eCommerceDeliveryOptionId: z.string(),
  name: text,
  serviceName: text,
  displayNames: z.nullish(z.array(z.string())),
  date: text,
  price: apiPriceSchema,
  totalPrice: z.nullish(apiPriceSchema),
  taxedPrice: z.nullish(taxedPriceSchema),
  discount: z.nullish(lineDiscountSchema),
  isShippingMethodApplicable: flag(true),
});

/**
 * A shipping custom line as parsed.
 *
 * @example
 * const option = (line: ApiShippingLine) => line.eCommerceDeliveryOptionId;
 */
export type ApiShippingLine = z.output<typeof apiShippingLineSchema>;

const discountSchema = z.object({
  couponId: text,
  couponCode: text,
  isValid: flag(false),
  displayMessage: text,
  expirationMessage: text,
  staticLegalCopy: text,
  detailsMessage: text,
  discountAmount: z.nullish(apiPriceSchema),
});

const recalculationFlagsSchema = z.object({
  recalculated: flag(false),
  lastRecalculatedAt: text,
  isTaxCalculated: flag(true),
  hasUpdatedPrices: flag(false),
  hasUpdatedArrivalDates: flag(false),
  hasInapplicableShippingMethods: flag(false),
  hasCheckoutUnreadyItems: flag(false),
  isCouponInvalid: flag(false),
  reasons: z._default(z.array(reasonSchema), []),
});

/**
 * The cart as the ecommerce service answers it (spec section 3, "Cart").
 *
 * @example
 * const cart = apiCartSchema.parse(await response.json());
 */
export const apiCartSchema = z.object({
  id: nonEmptyString,
  version: count,
  cartState: z._default(z.string(), 'Active'),
  currency: z._default(z.string(), 'USD'),
  customerId: text,
  anonymousId: text,
  customerEmail: text,
  lineItems: z._default(z.array(apiLineItemSchema), []),
  customLineItems: z._default(z.array(apiShippingLineSchema), []),
  billingAddress: z.nullish(apiAddressSchema),
  shippingAddress: z.nullish(apiAddressSchema),
  shippingMethod: text,
  couponCode: text,
  discount: z.nullish(discountSchema),
  eCommerceDiscountCodes: z.nullish(z.array(z.object({ code: text, couponId: text, state: text }))),
  taxedPrice: z.nullish(taxedPriceSchema),
  totalPrice: z.nullish(apiPriceSchema),
  recalculationFlags: z.nullish(recalculationFlagsSchema),
  mergedIntoCartId: text,
  orderId: text,
});

/**
 * A cart as parsed ({@link apiCartSchema}); `transformCart` turns it into what pages show.
 *
 * @example
 * const lines = (cart: ApiCart) => cart.lineItems.length;
 */
export type ApiCart = z.output<typeof apiCartSchema>;

/**
 * A delivery option (spec section 3): id, name, price, arrival date, display names and the
 * carrier's tracing record.
 *
 * @example
 * apiDeliveryOptionSchema.parse(item.deliveryOptions[0]);
 */
export const apiDeliveryOptionSchema = z.object({
  eCommerceDeliveryOptionId: z.string(),
  name: z.string(),
  shippingPrice: apiPriceSchema,
  date: text,
  displayNames: z._default(z.array(z.string()), []),
  tracingRecord: z.nullish(z.record(z.string(), z.unknown())),
});

/**
 * A delivery option as parsed.
 *
 * @example
 * const label = (option: ApiDeliveryOption) => option.displayNames[0] ?? option.name;
 */
export type ApiDeliveryOption = z.output<typeof apiDeliveryOptionSchema>;

/**
 * An order as far as checkout reads it: id, order number (missing at first), states, email,
 * its lines and shipping lines (as in the cart), addresses, coupon and discount, payments and
 * totals.
 *
 * @example
 * const order = apiOrderSchema.parse(body);
 */
export const apiOrderSchema = z.object({
  id: z.string(),
  orderNumber: text,
  orderState: text,
  paymentState: text,
  createdAt: text,
  customerId: text,
  customerEmail: text,
  cartId: text,
  currency: z._default(z.string(), 'USD'),
  lineItems: z._default(z.array(apiLineItemSchema), []),
  customLineItems: z._default(z.array(apiShippingLineSchema), []),
  billingAddress: z.nullish(apiAddressSchema),
  shippingAddress: z.nullish(apiAddressSchema),
  couponCode: text,
  discount: z.nullish(discountSchema),
  paymentInfo: z.nullish(
    z.object({
      payments: z.nullish(
        z.array(
          z.object({
            paymentType: text,
            paymentInstrumentType: text,
            card: z.nullish(z.object({ cardType: text, last4: text })),
          }),
        ),
      ),
    }),
  ),
  totalPrice: z.nullish(apiPriceSchema),
  taxedPrice: z.nullish(taxedPriceSchema),
  poNumber: text,
  expectedBy: text,
});

/**
 * An order as parsed.
 *
 * @example
 * const hasNumber = (order: ApiOrder) => Boolean(order.orderNumber);
 */
export type ApiOrder = z.output<typeof apiOrderSchema>;
