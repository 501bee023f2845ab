// The order JSON of the ecommerce service as it crosses the boundary (spec §3 "Order", "Order
// line", "Address", "Price object"): zod schemas that parse it into exact money and `null` for
// anything missing. Reading it into what pages show is order-model.ts.
import { fromPriceObject, priceObjectSchema, type Money } from '@storefront/pricing';
import * as z from 'zod/mini';

const text = z.string();
const optionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((value) =>
    value === undefined || value === null || value.trim() === '' ? null : value,
  ),
);

/**
 * The price object of the ecommerce service (spec §3 "Price object"), read into exact money.
 *
 * @example
 * moneySchema.parse({ type: 'centPrecision', centAmount: 1250, currencyCode: 'USD', fractionDigits: 2 });
 * // Money 12.50 USD
 */
export const moneySchema = z.pipe(
  priceObjectSchema,
  z.transform((price): Money => fromPriceObject(price)),
);

/**
 * An address as the commerce API holds it (spec §3 "Address", API side); every field may be
 * missing or `null`.
 *
 * @example
 * orderAddressSchema.parse({ firstName: 'Dana', city: 'Arlington', state: 'TX', country: 'US' });
 */
export const orderAddressSchema = z.object({
  id: z.optional(z.string()),
  company: optionalText,
  firstName: optionalText,
  lastName: optionalText,
  streetName: optionalText,
  additionalStreetInfo: optionalText,
  postalCode: optionalText,
  city: optionalText,
  state: optionalText,
  country: optionalText,
  phone: optionalText,
  email: optionalText,
});

/**
 * An address of an order or customer (API side).
 *
 * @example
 * const address: OrderAddress = { company: null, firstName: 'Dana', lastName: 'Whitfield', streetName: '1200 Ballpark Way', additionalStreetInfo: null, postalCode: '76011', city: 'Arlington', state: 'TX', country: 'US', phone: null, email: null };
 */
export type OrderAddress = Omit<z.output<typeof orderAddressSchema>, 'id'> & { id?: string };

const httpUrl = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => {
    const trimmed = value?.trim() ?? '';
    return /^https?:\/\//i.test(trimmed) ? trimmed : null;
  }),
);

const trackingSchema = z.nullish(
  z.object({
    carrierName: optionalText,
    trackingId: optionalText,
    expectedBy: optionalText,
    trackingLink: z.optional(httpUrl),
    providerTransaction: z.optional(z.unknown()),
  }),
);

const uploadSchema = z.object({
  artworkName: optionalText,
  artworkUrl: z.optional(httpUrl),
  artworkUploadUrl: z.optional(httpUrl),
});

const statusStepSchema = z.object({ status: text, at: text });

const lineSchema = z.object({
  id: text,
  productKey: optionalText,
  name: optionalText,
  quantity: z.number().check(z.int(), z.nonnegative()),
  attributes: z.nullish(z.record(z.string(), z.union([z.string(), z.number()]))),
  price: moneySchema,
  totalPrice: z.nullish(moneySchema),
  status: optionalText,
  state: z.nullish(z.array(z.object({ quantity: z.number(), state: z.object({ key: text }) }))),
  statusChangedAt: optionalText,
  statusHistory: z.nullish(z.array(statusStepSchema)),
  nextStatus: z.nullish(statusStepSchema),
  specs: z.nullish(z.array(z.object({ name: text, value: z.union([z.string(), z.number()]) }))),
  uploads: z.nullish(z.array(uploadSchema)),
  promisedArrivalDate: optionalText,
  revisedArrivalDate: optionalText,
  tracking: trackingSchema,
  isReOrderable: z.nullish(z.boolean()),
  nonOrderable: z.nullish(z.boolean()),
  customizableProductSlug: optionalText,
  enable2DPreview: z.nullish(z.boolean()),
  custom: z.nullish(z.object({ fields: z.record(z.string(), z.unknown()) })),
});

const shippingLineSchema = z.object({
  lineItemId: optionalText,
  name: optionalText,
  serviceName: optionalText,
  price: z.nullish(moneySchema),
  totalPrice: z.nullish(moneySchema),
});

const paymentSchema = z.object({
  id: text,
  paymentType: optionalText,
  paymentInstrumentType: optionalText,
  amountPlanned: z.nullish(moneySchema),
  paymentStatus: optionalText,
  card: z.nullish(z.object({ cardType: text, last4: text })),
  createdAt: optionalText,
});

/** The money figures of an order, as the order and its total details give them. */
export const totalsSchema = z.object({
  subtotal: moneySchema,
  shipping: moneySchema,
  taxes: moneySchema,
  discount: moneySchema,
  total: moneySchema,
  amountPaid: moneySchema,
  amountDue: moneySchema,
});

const finalPriceSchema = z.object({
  subtotal: moneySchema,
  salesTax: moneySchema,
  shipping: moneySchema,
  total: moneySchema,
});

/**
 * The order JSON of the ecommerce service (spec §3 "Order" and "Order line"), as the order
 * detail and the order history answer it. Unknown fields are ignored; missing optional fields
 * read as `null`.
 *
 * @example
 * const order = toOrder(orderResponseSchema.parse(await response.json()));
 */
export const orderResponseSchema = z.object({
  id: text,
  orderNumber: optionalText,
  orderState: optionalText,
  paymentState: optionalText,
  createdAt: optionalText,
  completedAt: optionalText,
  customerId: optionalText,
  customerEmail: optionalText,
  cartId: optionalText,
  version: z.nullish(z.number().check(z.int())),
  lineItems: z.array(lineSchema),
  customLineItems: z.nullish(z.array(shippingLineSchema)),
  billingAddress: z.nullish(orderAddressSchema),
  shippingAddress: z.nullish(orderAddressSchema),
  paymentInfo: z.nullish(
    z.object({ paymentStatus: optionalText, payments: z.nullish(z.array(paymentSchema)) }),
  ),
  totalPrice: z.nullish(moneySchema),
  finalPrice: z.nullish(finalPriceSchema),
  totals: z.nullish(totalsSchema),
  couponCode: optionalText,
  discount: z.nullish(z.object({ discountAmount: z.nullish(moneySchema) })),
  poNumber: optionalText,
  trackingId: optionalText,
  trackingLink: z.optional(httpUrl),
  expectedBy: optionalText,
  isMigrated: z.nullish(z.boolean()),
});

/**
 * The order JSON as the service sends it.
 *
 * @example
 * const raw: OrderResponse = orderResponseSchema.parse(json);
 */
export type OrderResponse = z.output<typeof orderResponseSchema>;

/**
 * A page of the order history (`POST search/…/orders`): page (from 1), page size, total and
 * the orders.
 *
 * @example
 * const page = orderPageSchema.parse(json);
 */
export const orderPageSchema = z.object({
  page: z.number().check(z.int(), z.minimum(1)),
  pageSize: z.number().check(z.int(), z.minimum(1)),
  total: z.number().check(z.int(), z.minimum(0)),
  results: z.array(orderResponseSchema),
});

/**
 * A page of the order history as the service sends it.
 *
 * @example
 * const raw: OrderPageResponse = orderPageSchema.parse(json);
 */
export type OrderPageResponse = z.output<typeof orderPageSchema>;
