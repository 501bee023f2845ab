import { z } from 'zod';
import { addressInput } from './addresses.ts';
import { lineDraftInput, quantityInput } from './lines.ts';
import { RECALCULATION_CONFIGS } from './recalculate.ts';

// What the cart and delivery option routes accept: bodies and queries, checked at the boundary.

/** Most lines one request may add. */
export const MAX_LINES_PER_REQUEST = 50;

/** The version of the cart a write applies to (a stale one is a 409). */
export const cartVersion = z
  .number({ error: 'must be the cart version (a whole number)' })
  .int({ error: 'must be the cart version (a whole number)' })
  .min(1, { error: 'must be the cart version (a whole number)' });

/** An address to set, or `null` to clear it. */
export const nullableAddress = addressInput.nullable().optional();
/** The email of an anonymous shopper's cart, or `null` to clear it. */
const customerEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'must be an email address' }))
  .nullable()
  .optional();

/** Body of `POST carts`: a new cart, or lines and addresses added to one (`cartId`). */
export const createBody = z.strictObject({
  cartId: z.string().trim().min(1).optional(),
  version: cartVersion.optional(),
  lineItems: z.array(lineDraftInput).max(MAX_LINES_PER_REQUEST).optional(),
  billingAddress: nullableAddress,
  shippingAddress: nullableAddress,
  customerEmail,
});

const lineItemAction = z.discriminatedUnion('action', [
  lineDraftInput.extend({ action: z.literal('addLineItem') }),
  z.strictObject({ action: z.literal('removeLineItem'), lineItemId: z.string().min(1) }),
  z.strictObject({
    action: z.literal('changeLineItemQuantity'),
    lineItemId: z.string().min(1),
    quantity: quantityInput,
  }),
]);

/** Body of `PATCH carts/{cartId}/lineitems`: add, remove and change quantity actions. */
export const lineItemsBody = z.strictObject({
  version: cartVersion,
  actions: z.array(lineItemAction).min(1).max(MAX_LINES_PER_REQUEST),
});

/** Body of `PATCH carts/{cartId}/couponCode`: a code, or `null` to remove it. */
export const couponBody = z.strictObject({
  version: cartVersion,
  couponCode: z.string().trim().min(1, { error: 'must not be empty' }).max(64).nullable(),
});

/** Body of `PATCH carts/{cartId}/edo`: the delivery option of each line. */
export const edoBody = z.strictObject({
  version: cartVersion,
  shippingMethods: z
    .array(
      z.strictObject({
        lineItemId: z.string().min(1),
        eCommerceDeliveryOptionId: z.string().min(1),
      }),
    )
    .min(1),
});

/** Body of `PATCH carts/{cartId}/addresses`. */
export const addressesBody = z.strictObject({
  version: cartVersion,
  billingAddress: nullableAddress,
  shippingAddress: nullableAddress,
  customerEmail,
});

/** A query flag: `true`/`1` or `false`/`0`; absent is false. */
export const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** Query of `GET carts/{cartId}`: `recalculate` and the parts to recalculate. */
export const recalculationQuery = z.object({
  recalculate: booleanFlag,
  recalculationConfigs: z.array(
    z.enum(RECALCULATION_CONFIGS, {
      error: `must be one of ${RECALCULATION_CONFIGS.join(', ')}`,
    }),
  ),
});

/** Query of `GET eCommerceDeliveryOptions`: a product, a quantity and where it goes. */
export const estimateQuery = z.object({
  productKey: z.string().trim().min(1, { error: 'must not be empty' }),
  quantity: z.coerce
    .number({ error: 'must be a whole number from 1' })
    .int({ error: 'must be a whole number from 1' })
    .min(1, { error: 'must be a whole number from 1' })
    .max(1_000_000),
  country: z.string().trim().toUpperCase().optional(),
  state: z.string().trim().toUpperCase().optional(),
  postalCode: z.string().trim().optional(),
  groupByItem: booleanFlag,
});

/** Body of `POST shippingMethods`: products and quantities to quote, and the address. */
export const shippingMethodsBody = z.strictObject({
  shippingAddress: addressInput.nullable().optional(),
  items: z
    .array(
      z.strictObject({
        lineItemId: z.string().min(1).optional(),
        productKey: z.string().trim().min(1),
        quantity: quantityInput,
      }),
    )
    .min(1)
    .max(MAX_LINES_PER_REQUEST),
});
