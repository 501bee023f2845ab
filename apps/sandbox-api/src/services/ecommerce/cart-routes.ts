import type { Context } from 'hono';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { SandboxContext, SandboxEnv } from '../../context.ts';
import { parseJsonBody } from '../../http/body.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import { SAMPLE_MAX_QUANTITY } from '../catalog/seed.ts';
import type { Storefront } from '../identity/storefronts.ts';
import { toApiAddress } from './addresses.ts';
import { emptyCartData } from './cart-model.ts';
import type { nullableAddress } from './cart-requests.ts';
import {
  addressesBody,
  couponBody,
  createBody,
  edoBody,
  lineItemsBody,
  recalculationQuery,
} from './cart-requests.ts';
import {
  applyPendingMerges,
  assertWritable,
  createCart,
  findActiveCart,
  loadCartFor,
  sampleIdentity,
  saveCart,
} from './cart-store.ts';
import type { CartRow } from './cart-view.ts';
import { cartResponse } from './cart-view.ts';
import { findCoupon, couponStanding } from './coupons.ts';
import { deliveryOptions, destinationOf } from './delivery.ts';
import type { LineDraft } from './lines.ts';
import { buildLine, deliveryOptionNotAvailable, refreshLine } from './lines.ts';
import {
  INVALID_COUPON_MESSAGE,
  SAMPLE_LIMIT_MESSAGE,
  SAMPLE_ONCE_MESSAGE,
  UNABLE_TO_REMOVE_COUPON_MESSAGE,
} from './messages.ts';
import { recalculateCartData, refreshPartsOf } from './recalculate.ts';
import type { Shopper, ShopperScope } from './shopper.ts';
import { requireCustomer, shopperScope, storefrontOfPath } from './shopper.ts';
import type { CartData, LineData } from '../../db/schema-commerce-documents.ts';

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

/**
 * The cart routes of the ecommerce service, under `/tenants/{tenant}/storefronts/{storefront}`:
 * customer carts and carts (read with recalculation, create or add, line items, coupon code,
 * delivery option per line, addresses). The options a line may choose from are the delivery
 * option routes' (`delivery-option-routes.ts`).
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

  const originOf = (c: Context) => new URL(c.req.url).origin;

  const addDrafts = async (c: Context, data: CartData, drafts: readonly LineDraft[]) => {
    const destination = destinationOf(data.shippingAddress);
    const { id: storefrontId } = await storefrontOfPath(context, c);
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

  /**
   * Loads a cart the shopper may write at `version`, lets `edit` change a copy of its data and
   * saves it (a stale version is a 409); the answer is the saved cart.
   */
  const editCart = async (
    { storefront, shopper }: ShopperScope,
    cartId: string,
    version: number,
    edit: (data: CartData) => Promise<void> | void,
  ) => {
    const row = await loadCartFor(context, storefront.id, shopper, cartId);
    assertWritable(row, version);
    const data = structuredClone(row.data);
    await edit(data);
    return view(await saveCart(context, row, data, version));
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
      const { storefront, shopper } = await shopperScope(context, c);
      requireCustomer(shopper, c.req.param('customerId'));
      return c.json(view(await userCart(storefront, shopper)));
    })

    .post(`${base}/get-user-cart`, async (c) => {
      const { storefront, shopper } = await shopperScope(context, c);
      return c.json(view(await userCart(storefront, shopper)));
    })

    .post(`${base}/carts`, async (c) => {
      const scope = await shopperScope(context, c);
      const { storefront, shopper } = scope;
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
      const cart = await editCart(scope, body.cartId, body.version, async (data) => {
        await applyAddresses(data, body, shopper);
        await addDrafts(c, data, body.lineItems ?? []);
      });
      return c.json(cart);
    })

    .get(`${base}/carts/:cartId`, async (c) => {
      const { storefront, shopper } = await shopperScope(context, c);
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
      const scope = await shopperScope(context, c);
      const body = await parseJsonBody(c, lineItemsBody);
      const cart = await editCart(scope, c.req.param('cartId'), body.version, async (data) => {
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
      });
      return c.json(cart);
    })

    .patch(`${base}/carts/:cartId/couponCode`, async (c) => {
      const scope = await shopperScope(context, c);
      const body = await parseJsonBody(c, couponBody);
      const cart = await editCart(scope, c.req.param('cartId'), body.version, (data) => {
        if (body.couponCode === null) {
          if (data.couponCode === null) {
            throw new SandboxHttpError(400, 'NoCouponApplied', UNABLE_TO_REMOVE_COUPON_MESSAGE);
          }
          data.couponCode = null;
        } else {
          const coupon = findCoupon(body.couponCode, context.config.testRoutes);
          if (!coupon) throw new SandboxHttpError(400, 'InvalidCouponCode', INVALID_COUPON_MESSAGE);
          const standing = couponStanding(coupon, scope.storefront.id, now());
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
      });
      return c.json(cart);
    })

    .patch(`${base}/carts/:cartId/edo`, async (c) => {
      const scope = await shopperScope(context, c);
      const body = await parseJsonBody(c, edoBody);
      const cart = await editCart(scope, c.req.param('cartId'), body.version, (data) => {
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
      });
      return c.json(cart);
    })

    .patch(`${base}/carts/:cartId/addresses`, async (c) => {
      const scope = await shopperScope(context, c);
      const body = await parseJsonBody(c, addressesBody);
      const cart = await editCart(scope, c.req.param('cartId'), body.version, (data) =>
        applyAddresses(data, body, scope.shopper),
      );
      return c.json(cart);
    });
}
