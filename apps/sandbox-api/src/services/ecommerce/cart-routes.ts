import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext, SandboxEnv } from '../../context.ts';
import { parseJsonBody } from '../../http/body.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import { findProduct } from '../catalog/catalog.ts';
import { SAMPLE_MAX_QUANTITY } from '../catalog/seed.ts';
import type { Storefront } from '../identity/storefronts.ts';
import { addressInput, toApiAddress } from './addresses.ts';
import { emptyCartData } from './cart-model.ts';
import {
  applyPendingMerges,
  assertWritable,
  cartNotActive,
  createCart,
  findActiveCart,
  loadCartFor,
  sampleIdentity,
  saveCart,
} from './cart-store.ts';
import type { CartRow } from './cart-view.ts';
import { cartResponse } from './cart-view.ts';
import { findCoupon, couponStanding } from './coupons.ts';
import type { DeliveryOption, Destination } from './delivery.ts';
import { deliveryOptions, destinationOf } from './delivery.ts';
import type { LineDraft } from './lines.ts';
import {
  buildLine,
  deliveryOptionNotAvailable,
  lineDraftInput,
  quantityInput,
  refreshLine,
} from './lines.ts';
import {
  INVALID_COUPON_MESSAGE,
  SAMPLE_LIMIT_MESSAGE,
  SAMPLE_ONCE_MESSAGE,
  SHIPPING_OPTIONS_UNAVAILABLE_MESSAGE,
  UNABLE_TO_REMOVE_COUPON_MESSAGE,
} from './messages.ts';
import { RECALCULATION_CONFIGS, recalculateCartData, refreshPartsOf } from './recalculate.ts';
import type { Shopper } from './shopper.ts';
import { authenticateShopper, requireCustomer, requireStorefront } from './shopper.ts';
import type { CartData, LineData } from '../../db/schema-commerce-documents.ts';

/** Most lines one request may add. */
export const MAX_LINES_PER_REQUEST = 50;

const version = z
  .number({ error: 'must be the cart version (a whole number)' })
  .int({ error: 'must be the cart version (a whole number)' })
  .min(1, { error: 'must be the cart version (a whole number)' });

const nullableAddress = addressInput.nullable().optional();
const customerEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'must be an email address' }))
  .nullable()
  .optional();

const createBody = z.strictObject({
  cartId: z.string().trim().min(1).optional(),
  version: version.optional(),
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

const lineItemsBody = z.strictObject({
  version,
  actions: z.array(lineItemAction).min(1).max(MAX_LINES_PER_REQUEST),
});

const couponBody = z.strictObject({
  version,
  couponCode: z.string().trim().min(1, { error: 'must not be empty' }).max(64).nullable(),
});

const edoBody = z.strictObject({
  version,
  shippingMethods: z
    .array(
      z.strictObject({
        lineItemId: z.string().min(1),
        eCommerceDeliveryOptionId: z.string().min(1),
      }),
    )
    .min(1),
});

const addressesBody = z.strictObject({
  version,
  billingAddress: nullableAddress,
  shippingAddress: nullableAddress,
  customerEmail,
});

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .optional()
  .transform((value) => value === 'true' || value === '1');

const recalculationQuery = z.object({
  recalculate: booleanFlag,
  recalculationConfigs: z.array(
    z.enum(RECALCULATION_CONFIGS, {
      error: `must be one of ${RECALCULATION_CONFIGS.join(', ')}`,
    }),
  ),
});

const estimateQuery = z.object({
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

const shippingMethodsBody = z.strictObject({
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

/** The store and shopper of a storefront route. */
interface Scope {
  storefront: Storefront;
  shopper: Shopper;
}

function sampleCheck(lines: readonly LineData[], added: LineData): void {
  if (added.productKind !== 'sample') return;
  if (added.quantity !== 1) {
    throw new SandboxHttpError(400, 'SampleQuantityNotAllowed', SAMPLE_ONCE_MESSAGE);
  }
  const samples = lines.filter((line) => line.productKind === 'sample');
  if (samples.some((line) => sampleIdentity(line) === sampleIdentity(added))) {
    throw new SandboxHttpError(400, 'SampleAlreadyInCart', SAMPLE_ONCE_MESSAGE);
  }
  if (samples.length >= SAMPLE_MAX_QUANTITY) {
    throw new SandboxHttpError(400, 'SampleLimitReached', SAMPLE_LIMIT_MESSAGE);
  }
}

function findLine(data: CartData, lineItemId: string): LineData {
  const line = data.lineItems.find((candidate) => candidate.id === lineItemId);
  if (!line) {
    throw new SandboxHttpError(
      404,
      'LineItemNotFound',
      `The cart has no line item "${lineItemId}"`,
    );
  }
  return line;
}

function queryList(c: Context, name: string): string[] {
  return [...(c.req.queries(`${name}[]`) ?? []), ...(c.req.queries(name) ?? [])]
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** 422 for a destination whose postal code (or state) does not allow a quote. */
function requireQuotable(destination: Destination): void {
  if (!destination.deliverable && destination.reason !== 'UnsupportedCountry') {
    throw new SandboxHttpError(
      422,
      'ShippingOptionsUnavailable',
      SHIPPING_OPTIONS_UNAVAILABLE_MESSAGE,
      { reason: destination.reason },
    );
  }
}

/** Options available to every line, priced as the sum over the lines, dated the latest. */
function commonOptions(perLine: DeliveryOption[][]): DeliveryOption[] {
  const [first, ...rest] = perLine;
  if (!first) return [];
  return first.flatMap((option) => {
    const matches = rest.map((options) =>
      options.find((other) => other.eCommerceDeliveryOptionId === option.eCommerceDeliveryOptionId),
    );
    if (matches.some((match) => match === undefined)) return [];
    const all = [option, ...(matches as DeliveryOption[])];
    return [
      {
        ...option,
        shippingPrice: {
          ...option.shippingPrice,
          centAmount: all.reduce((sum, each) => sum + each.shippingPrice.centAmount, 0),
        },
        date:
          all
            .map((each) => each.date)
            .sort()
            .at(-1) ?? option.date,
      },
    ];
  });
}

/**
 * The cart routes of the ecommerce service, under `/tenants/{tenant}/storefronts/{storefront}`:
 * customer carts, carts (read with recalculation, create or add, line items, coupon code,
 * delivery options per line, addresses) and delivery option estimates.
 *
 * @example
 * ```ts
 * app.route('/ecommerce', createCartRoutes(context));
 * ```
 */
export function createCartRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const now = () => context.clock.now();
  const view = (row: CartRow, recalculated = false) =>
    cartResponse(row, { now: now(), recalculated });

  const storefrontOf = (c: Context) =>
    requireStorefront(context, c.req.param('tenant') ?? '', c.req.param('storefront') ?? '');

  const scope = async (c: Context): Promise<Scope> => {
    const storefront = await storefrontOf(c);
    const shopper = await authenticateShopper(context, storefront, c.req.header('Authorization'));
    return { storefront, shopper };
  };

  const originOf = (c: Context) => new URL(c.req.url).origin;

  const addDrafts = async (c: Context, data: CartData, drafts: readonly LineDraft[]) => {
    const destination = destinationOf(data.shippingAddress);
    const { id: storefrontId } = await storefrontOf(c);
    for (const draft of drafts) {
      const line = await buildLine(context.db, draft, {
        now: now(),
        origin: originOf(c),
        destination,
        storefrontId,
      });
      sampleCheck(data.lineItems, line);
      data.lineItems.push(line);
    }
  };

  /**
   * Sets the addresses a body gives. A new shipping address re-quotes each line's promised
   * arrival date (the shopper's own change, so nothing is flagged).
   */
  const applyAddresses = async (
    data: CartData,
    body: {
      billingAddress?: z.output<typeof nullableAddress>;
      shippingAddress?: z.output<typeof nullableAddress>;
      customerEmail?: string | null;
    },
    shopper: Shopper,
  ) => {
    if (body.billingAddress !== undefined) {
      data.billingAddress = body.billingAddress === null ? null : toApiAddress(body.billingAddress);
    }
    if (body.shippingAddress !== undefined) {
      data.shippingAddress =
        body.shippingAddress === null ? null : toApiAddress(body.shippingAddress);
      const destination = destinationOf(data.shippingAddress);
      for (const line of data.lineItems) {
        await refreshLine(context.db, line, {
          now: now(),
          destination,
          parts: { prices: false, availability: false, arrivalDates: true },
          flag: false,
        });
      }
    }
    if (body.customerEmail !== undefined && shopper.kind === 'anonymous') {
      data.customerEmail = body.customerEmail;
    }
  };

  /** The shopper's active cart after merges, or 404. */
  const userCart = async (storefront: Storefront, shopper: Shopper): Promise<CartRow> => {
    if (shopper.kind === 'customer') await applyPendingMerges(context, storefront.id, shopper);
    const row = await findActiveCart(context, storefront.id, shopper);
    if (!row) {
      throw new SandboxHttpError(404, 'CartNotFound', 'The shopper has no active cart');
    }
    return row;
  };

  const base = '/tenants/:tenant/storefronts/:storefront';

  return new Hono<SandboxEnv>()
    .get(`${base}/customers/:customerId/cart`, async (c) => {
      const { storefront, shopper } = await scope(c);
      requireCustomer(shopper, c.req.param('customerId'));
      return c.json(view(await userCart(storefront, shopper)));
    })

    .post(`${base}/get-user-cart`, async (c) => {
      const { storefront, shopper } = await scope(c);
      return c.json(view(await userCart(storefront, shopper)));
    })

    .post(`${base}/carts`, async (c) => {
      const { storefront, shopper } = await scope(c);
      const body = await parseJsonBody(c, createBody);
      if (body.cartId === undefined) {
        if (shopper.kind === 'customer') await applyPendingMerges(context, storefront.id, shopper);
        const data = emptyCartData();
        await applyAddresses(data, body, shopper);
        await addDrafts(c, data, body.lineItems ?? []);
        const row = await createCart(context, storefront, shopper, data);
        return c.json(view(row), 201);
      }
      if (body.version === undefined) {
        throw new SandboxHttpError(400, 'ValidationError', 'version: is required with cartId', {
          errors: [{ path: 'version', message: 'is required with cartId' }],
        });
      }
      const row = await loadCartFor(context, storefront.id, shopper, body.cartId);
      assertWritable(row, body.version);
      const data = structuredClone(row.data);
      await applyAddresses(data, body, shopper);
      await addDrafts(c, data, body.lineItems ?? []);
      return c.json(view(await saveCart(context, row, data, body.version)));
    })

    .get(`${base}/carts/:cartId`, async (c) => {
      const { storefront, shopper } = await scope(c);
      const { recalculate, recalculationConfigs: configs } = recalculationQuery.parse({
        recalculate: c.req.query('recalculate'),
        recalculationConfigs: queryList(c, 'recalculationConfigs'),
      });
      const cartId = c.req.param('cartId');
      let row = await loadCartFor(context, storefront.id, shopper, cartId);
      if (!recalculate || row.cartState !== 'Active' || row.checkoutLock !== null) {
        return c.json(view(row));
      }
      for (let attempt = 0; ; attempt += 1) {
        const { data, changed } = await recalculateCartData(context, row, refreshPartsOf(configs));
        if (!changed) return c.json(view(row, true));
        try {
          return c.json(view(await saveCart(context, row, data, row.version), true));
        } catch (error) {
          if (attempt >= 3 || !(error instanceof SandboxHttpError) || error.status !== 409) {
            throw error;
          }
          row = await loadCartFor(context, storefront.id, shopper, cartId);
        }
      }
    })

    .patch(`${base}/carts/:cartId/lineitems`, async (c) => {
      const { storefront, shopper } = await scope(c);
      const body = await parseJsonBody(c, lineItemsBody);
      const row = await loadCartFor(context, storefront.id, shopper, c.req.param('cartId'));
      assertWritable(row, body.version);
      const data = structuredClone(row.data);
      const destination = destinationOf(data.shippingAddress);
      for (const action of body.actions) {
        if (action.action === 'addLineItem') {
          const { action: _action, ...draft } = action;
          await addDrafts(c, data, [draft]);
        } else if (action.action === 'removeLineItem') {
          findLine(data, action.lineItemId);
          data.lineItems = data.lineItems.filter((line) => line.id !== action.lineItemId);
        } else {
          const line = findLine(data, action.lineItemId);
          if (line.productKind === 'sample' && action.quantity !== 1) {
            throw new SandboxHttpError(400, 'SampleQuantityNotAllowed', SAMPLE_ONCE_MESSAGE);
          }
          line.quantity = action.quantity;
          const { missingPrice } = await refreshLine(context.db, line, {
            now: now(),
            destination,
            parts: { prices: true, availability: true, arrivalDates: true },
            flag: false,
          });
          if (missingPrice) {
            throw new SandboxHttpError(
              400,
              'PriceNotFound',
              `${line.productTitle} has no price for ${action.quantity} boxes`,
            );
          }
        }
      }
      return c.json(view(await saveCart(context, row, data, body.version)));
    })

    .patch(`${base}/carts/:cartId/couponCode`, async (c) => {
      const { storefront, shopper } = await scope(c);
      const body = await parseJsonBody(c, couponBody);
      const row = await loadCartFor(context, storefront.id, shopper, c.req.param('cartId'));
      assertWritable(row, body.version);
      const data = structuredClone(row.data);
      if (body.couponCode === null) {
        if (data.couponCode === null) {
          throw new SandboxHttpError(400, 'NoCouponApplied', UNABLE_TO_REMOVE_COUPON_MESSAGE);
        }
        data.couponCode = null;
      } else {
        const coupon = findCoupon(body.couponCode, context.config.testRoutes);
        if (!coupon) throw new SandboxHttpError(400, 'InvalidCouponCode', INVALID_COUPON_MESSAGE);
        const standing = couponStanding(coupon, storefront.id, now());
        if (!standing.valid && standing.reason === 'Expired') {
          throw new SandboxHttpError(
            400,
            'CouponExpired',
            standing.expirationMessage ?? INVALID_COUPON_MESSAGE,
            { couponCode: coupon.code },
          );
        }
        if (!standing.valid) {
          throw new SandboxHttpError(400, 'InvalidCouponCode', INVALID_COUPON_MESSAGE);
        }
        data.couponCode = coupon.code;
      }
      return c.json(view(await saveCart(context, row, data, body.version)));
    })

    .patch(`${base}/carts/:cartId/edo`, async (c) => {
      const { storefront, shopper } = await scope(c);
      const body = await parseJsonBody(c, edoBody);
      const row = await loadCartFor(context, storefront.id, shopper, c.req.param('cartId'));
      assertWritable(row, body.version);
      const data = structuredClone(row.data);
      const destination = destinationOf(data.shippingAddress);
      for (const choice of body.shippingMethods) {
        const line = findLine(data, choice.lineItemId);
        const options = deliveryOptions(
          { kind: line.productKind, quantity: line.quantity },
          destination,
          now(),
        );
        const chosen = options.find(
          (option) => option.eCommerceDeliveryOptionId === choice.eCommerceDeliveryOptionId,
        );
        if (!chosen) {
          throw deliveryOptionNotAvailable(choice.eCommerceDeliveryOptionId, line.productTitle);
        }
        line.deliveryOptionId = chosen.eCommerceDeliveryOptionId;
        line.promisedArrivalDate = chosen.date.slice(0, 10);
        line.revisedArrivalDate = null;
        line.isPromisedArrivalDateUpdated = false;
      }
      return c.json(view(await saveCart(context, row, data, body.version)));
    })

    .patch(`${base}/carts/:cartId/addresses`, async (c) => {
      const { storefront, shopper } = await scope(c);
      const body = await parseJsonBody(c, addressesBody);
      const row = await loadCartFor(context, storefront.id, shopper, c.req.param('cartId'));
      assertWritable(row, body.version);
      const data = structuredClone(row.data);
      await applyAddresses(data, body, shopper);
      return c.json(view(await saveCart(context, row, data, body.version)));
    })

    .get(`${base}/carts/:cartId/eCommerceDeliveryOptions`, async (c) => {
      const { storefront, shopper } = await scope(c);
      const { groupByItem } = z
        .object({ groupByItem: booleanFlag })
        .parse({ groupByItem: c.req.query('groupByItem') });
      const row = await loadCartFor(context, storefront.id, shopper, c.req.param('cartId'));
      if (row.cartState !== 'Active') throw cartNotActive(row);
      const destination = destinationOf(row.data.shippingAddress);
      const hasShipments = row.data.lineItems.some((line) => line.productKind !== 'service');
      if (hasShipments) requireQuotable(destination);
      const perLine = row.data.lineItems.map((line) => ({
        line,
        options: deliveryOptions(
          { kind: line.productKind, quantity: line.quantity },
          destination,
          now(),
        ),
      }));
      if (groupByItem) {
        return c.json({
          cartId: row.id,
          items: perLine.map(({ line, options }) => ({
            lineItemId: line.id,
            productKey: line.productKey,
            quantity: line.quantity,
            selectedDeliveryOptionId: line.deliveryOptionId,
            deliveryOptions: options,
          })),
        });
      }
      return c.json({
        cartId: row.id,
        deliveryOptions: commonOptions(perLine.map(({ options }) => options)),
      });
    })

    .get(`${base}/eCommerceDeliveryOptions`, async (c) => {
      await storefrontOf(c);
      const query = estimateQuery.parse(c.req.query());
      const product = await findProduct(context.db, query.productKey);
      if (!product) {
        throw new SandboxHttpError(
          400,
          'UnknownProduct',
          `There is no product "${query.productKey}"`,
        );
      }
      const address =
        query.country || query.state || query.postalCode
          ? {
              country: query.country ?? 'US',
              state: query.state ?? null,
              postalCode: query.postalCode ?? null,
            }
          : null;
      const destination = destinationOf(address);
      if (product.kind !== 'service') requireQuotable(destination);
      const options = deliveryOptions(
        { kind: product.kind, quantity: query.quantity },
        destination,
        now(),
      );
      if (query.groupByItem) {
        return c.json({
          items: [
            { productKey: product.productKey, quantity: query.quantity, deliveryOptions: options },
          ],
        });
      }
      return c.json({ deliveryOptions: options });
    })

    .post(`${base}/shippingMethods`, async (c) => {
      await storefrontOf(c);
      const body = await parseJsonBody(c, shippingMethodsBody);
      const destination = destinationOf(
        body.shippingAddress ? toApiAddress(body.shippingAddress) : null,
      );
      const items = [];
      for (const item of body.items) {
        const product = await findProduct(context.db, item.productKey);
        if (!product) {
          throw new SandboxHttpError(
            400,
            'UnknownProduct',
            `There is no product "${item.productKey}"`,
          );
        }
        if (product.kind !== 'service') requireQuotable(destination);
        items.push({
          lineItemId: item.lineItemId ?? null,
          productKey: product.productKey,
          quantity: item.quantity,
          deliveryOptions: deliveryOptions(
            { kind: product.kind, quantity: item.quantity },
            destination,
            now(),
          ),
        });
      }
      return c.json({ items });
    });
}
