import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext, SandboxEnv } from '../../context.ts';
import { parseJsonBody } from '../../http/body.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import { requireProduct } from '../catalog/catalog.ts';
import { toApiAddress } from './addresses.ts';
import { booleanFlag, estimateQuery, shippingMethodsBody } from './cart-requests.ts';
import { cartNotActive, loadCartFor } from './cart-store.ts';
import type { DeliveryOption, Destination } from './delivery.ts';
import { deliveryOptions, destinationOf } from './delivery.ts';
import { SHIPPING_OPTIONS_UNAVAILABLE_MESSAGE } from './messages.ts';
import { shopperScope, storefrontOfPath } from './shopper.ts';

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
 * The delivery option routes of the ecommerce service, under
 * `/tenants/{tenant}/storefronts/{storefront}`: the options of a cart's lines (common to all
 * lines, or per line with `groupByItem`), an estimate for one product and quantity, and
 * `shippingMethods` for several.
 *
 * @example
 * ```ts
 * app.route('/ecommerce', createDeliveryOptionRoutes(context));
 * ```
 */
export function createDeliveryOptionRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const now = () => context.clock.now();
  const base = '/tenants/:tenant/storefronts/:storefront';

  /** The catalogue product an estimate is for, or 400 `UnknownProduct`. */
  const productToQuote = (productKey: string) =>
    requireProduct(
      context.db,
      productKey,
      () => new SandboxHttpError(400, 'UnknownProduct', `There is no product "${productKey}"`),
    );

  return new Hono<SandboxEnv>()
    .get(`${base}/carts/:cartId/eCommerceDeliveryOptions`, async (c) => {
      const { storefront, shopper } = await shopperScope(context, c);
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
      await storefrontOfPath(context, c);
      const query = estimateQuery.parse(c.req.query());
      const product = await productToQuote(query.productKey);
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
      await storefrontOfPath(context, c);
      const body = await parseJsonBody(c, shippingMethodsBody);
      const destination = destinationOf(
        body.shippingAddress ? toApiAddress(body.shippingAddress) : null,
      );
      const items = [];
      for (const item of body.items) {
        const product = await productToQuote(item.productKey);
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
