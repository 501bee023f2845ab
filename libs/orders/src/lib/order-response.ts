// The order JSON of the ecommerce service as it crosses the boundary (spec §3 "Order", "Order
// line", "Address", "Price object"): zod schemas that parse it into exact money and `null` for
// anything missing. Reading it into what pages show is order-model.ts.
import { fromPriceObject, priceObjectSchema, type Money } from '@storefront/pricing';
import { z } from 'zod';

const text = z.string();
const optionalText = z
  .string()
  .nullish()
  .transform((value) =>
    value === undefined || value === null || value.trim() === '' ? null : value,
  );

/**
 * The price object of the ecommerce service (spec §3 "Price object"), read into exact money.
 *
 * @example
 * moneySchema.parse({ type: 'centPrecision', centAmount: 1250, currencyCode: 'USD', fractionDigits: 2 });
 * // Money 12.50 USD
 */
export const moneySchema = priceObjectSchema.transform((price): Money => fromPriceObject(price));

/**
 * An address as the commerce API holds it (spec §3 "Address", API side); every field may be
 * missing or `null`.
 *
 * @example
 * orderAddressSchema.parse({ firstName: 'Dana', city: 'Arlington', state: 'TX', country: 'US' });
 */
export const orderAddressSchema = z.object({
  id: z.string().optional(),
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

const httpUrl = z
  .string()
  .nullish()
  .transform((value) => {
    const trimmed = value?.trim() ?? '';
    return /^https?:\/\//i.test(trimmed) ? trimmed : null;
  });

const trackingSchema = z
  .object({
    carrierName: optionalText,
    trackingId: optionalText,
    expectedBy: optionalText,
    trackingLink: httpUrl.optional(),
    providerTransaction: z.unknown().optional(),
  })
  .nullish();

const uploadSchema = z.object({
  artworkName: optionalText,
  artworkUrl: httpUrl.optional(),
  artworkUploadUrl: httpUrl.optional(),
});

const statusStepSchema = z.object({ status: text, at: text });

const lineSchema = z.object({
  id: text,
  productKey: optionalText,
  name: optionalText,
  quantity: z.number().int().nonnegative(),
  attributes: z.record(z.string(), z.union([z.string(), z.number()])).nullish(),
  price: moneySchema,
  totalPrice: moneySchema.nullish(),
  status: optionalText,
  state: z.array(z.object({ quantity: z.number(), state: z.object({ key: text }) })).nullish(),
  statusChangedAt: optionalText,
  statusHistory: z.array(statusStepSchema).nullish(),
  nextStatus: statusStepSchema.nullish(),
  specs: z.array(z.object({ name: text, value: z.union([z.string(), z.number()]) })).nullish(),
  uploads: z.array(uploadSchema).nullish(),
  promisedArrivalDate: optionalText,
  revisedArrivalDate: optionalText,
  tracking: trackingSchema,
  isReOrderable: z.boolean().nullish(),
  nonOrderable: z.boolean().nullish(),
  customizableProductSlug: optionalText,
  enable2DPreview: z.boolean().nullish(),
  custom: z.object({ fields: z.record(z.string(), z.unknown()) }).nullish(),
});

const shippingLineSchema = z.object({
  lineItemId: optionalText,
  name: optionalText,
  serviceName: optionalText,
  price: moneySchema.nullish(),
  totalPrice: moneySchema.nullish(),
});

const paymentSchema = z.object({
  id: text,
  paymentType: optionalText,
  paymentInstrumentType: optionalText,
  amountPlanned: moneySchema.nullish(),
  paymentStatus: optionalText,
  card: z.object({ cardType: text, last4: text }).nullish(),
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
  version: z.number().int().nullish(),
  lineItems: z.array(lineSchema),
  customLineItems: z.array(shippingLineSchema).nullish(),
  billingAddress: orderAddressSchema.nullish(),
  shippingAddress: orderAddressSchema.nullish(),
  paymentInfo: z
    .object({ paymentStatus: optionalText, payments: z.array(paymentSchema).nullish() })
    .nullish(),
  totalPrice: moneySchema.nullish(),
  finalPrice: finalPriceSchema.nullish(),
  totals: totalsSchema.nullish(),
  couponCode: optionalText,
  discount: z.object({ discountAmount: moneySchema.nullish() }).nullish(),
  poNumber: optionalText,
  trackingId: optionalText,
  trackingLink: httpUrl.optional(),
  expectedBy: optionalText,
  isMigrated: z.boolean().nullish(),
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
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
  results: z.array(orderResponseSchema),
});

/**
 * A page of the order history as the service sends it.
 *
 * @example
 * const raw: OrderPageResponse = orderPageSchema.parse(json);
 */
export type OrderPageResponse = z.output<typeof orderPageSchema>;
