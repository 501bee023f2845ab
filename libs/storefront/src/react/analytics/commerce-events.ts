// What the storefront's pages report to analytics, as pure functions of the data they already
// hold (carts, orders, product configs, designs). The event names and properties are those of
// `@storefront/analytics` (Segment's ecommerce spec); money stays `Money` here and becomes a
// decimal string in the client.
import type { AnalyticsEvents, AnalyticsProductInput } from '@storefront/analytics';
import type { ApiOrder, ApiPrice, CartLine, TransformedCart } from '@storefront/cart';
import {
  allowedQuantitiesOf,
  nearestAllowedQuantity,
  productOptionsOf,
  type ProductConfig,
} from '@storefront/catalog';
import type { Design } from '@storefront/designs';
import {
  fromPriceObject,
  selectPriceForQuantity,
  subtract,
  type Money,
  type PriceListEntry,
} from '@storefront/pricing';

/** The attributes that make a product's `variant`, in this order. */
const VARIANT_ATTRIBUTES = ['Size', 'Print Options', 'Color'] as const;

/**
 * The chosen attributes in one line, as the events' `variant`: `Size / Print Options / Color`,
 * leaving out what is not chosen; `undefined` when nothing is.
 *
 * @example
 * variantOf({ Size: '9 x 6 x 3', Color: 'Kraft' }); // '9 x 6 x 3 / Kraft'
 */
export function variantOf(
  attributes: Readonly<Record<string, string | number | null | undefined>>,
): string | undefined {
  const parts = VARIANT_ATTRIBUTES.map((name) => attributes[name])
    .filter((value) => value !== undefined && value !== null && String(value).trim() !== '')
    .map(String);
  return parts.length > 0 ? parts.join(' / ') : undefined;
}

const attributesOf = (line: CartLine) =>
  Object.fromEntries(line.attributes.map((attribute) => [attribute.name, attribute.value]));

/**
 * A cart line as the ecommerce events list products: product key, name, unit price, quantity,
 * variant (the `toProduct` of the analytics README).
 *
 * @example
 * cart.lines.map(toProduct);
 */
export function toProduct(line: CartLine): AnalyticsProductInput {
  const variant = variantOf(attributesOf(line));
  return {
    product_id: line.productKey,
    name: line.name,
    price: line.unitPrice,
    quantity: line.quantity,
    ...(variant === undefined ? {} : { variant }),
  };
}

/**
 * The lines an add put into the cart: those of `after` that `before` did not have, of the
 * products added (`drafts`, when given). Without a `before` (the cart was not read yet) only
 * the last line of each draft counts, so lines that were there already are not reported.
 *
 * @example
 * const before = store.getState().cart;
 * const after = await store.getState().addLineItems([draft]);
 * addedLines(before, after, [draft]); // [the new line]
 */
export function addedLines(
  before: Pick<TransformedCart, 'lines'> | null | undefined,
  after: Pick<TransformedCart, 'lines'>,
  drafts?: readonly { productKey: string }[],
): CartLine[] {
  const known = new Set((before?.lines ?? []).map((line) => line.id));
  const added = after.lines.filter((line) => !known.has(line.id));
  if (!drafts) return added;
  const keys = new Set(drafts.map((draft) => draft.productKey));
  const ofDrafts = added.filter((line) => keys.has(line.productKey));
  return before ? ofDrafts : ofDrafts.slice(-drafts.length);
}

/**
 * `Product Added` of each line an add put into the cart (after the cart service accepted it).
 *
 * @example
 * for (const properties of productAddedEvents(before, after, [draft])) {
 *   analytics.track('Product Added', properties);
 * }
 */
export function productAddedEvents(
  before: Pick<TransformedCart, 'lines'> | null | undefined,
  after: Pick<TransformedCart, 'id' | 'lines'>,
  drafts?: readonly { productKey: string }[],
): AnalyticsEvents['Product Added'][] {
  return addedLines(before, after, drafts).map((line) => ({
    cart_id: after.id,
    ...toProduct(line),
    ...(line.imageUrl ? { image_url: line.imageUrl } : {}),
  }));
}

/**
 * `Checkout Started` of a cart: its id as `order_id` (there is no order yet), the total the
 * shopper saw as `value`, subtotal less discount as `revenue`, shipping, tax, discount, the
 * coupon when one applies, and the lines.
 *
 * @example
 * analytics.track('Checkout Started', checkoutStartedProperties(cart));
 */
export function checkoutStartedProperties(
  cart: Pick<TransformedCart, 'id' | 'lines' | 'cartTotal' | 'couponDetails'>,
): AnalyticsEvents['Checkout Started'] {
  const total = cart.cartTotal;
  const coupon = cart.couponDetails.isCouponApplied ? cart.couponDetails.couponCode : null;
  return {
    order_id: cart.id,
    value: total.total,
    revenue: subtract(total.subtotal, total.discount),
    shipping: total.totalShippingPrice,
    tax: total.taxTotal,
    discount: total.discount,
    ...(coupon ? { coupon } : {}),
    currency: total.currencyCode,
    products: cart.lines.map(toProduct),
  };
}

function moneyOf(price: ApiPrice | null | undefined): Money | undefined {
  if (!price) return undefined;
  try {
    return fromPriceObject(price);
  } catch {
    return undefined;
  }
}

/**
 * `Order Completed` of a placed order, from the order detail the confirmation page reads: the
 * order id, the cart it came from, what the shopper pays (`total`, else the taxed gross), the
 * tax, the currency and the lines. `undefined` while the order has no total to report.
 *
 * @example
 * const properties = orderCompletedProperties(order);
 * if (properties) analytics.track('Order Completed', properties);
 */
export function orderCompletedProperties(
  order: Pick<ApiOrder, 'id' | 'cartId' | 'lineItems' | 'totalPrice' | 'taxedPrice'>,
): AnalyticsEvents['Order Completed'] | undefined {
  const total = moneyOf(order.totalPrice) ?? moneyOf(order.taxedPrice?.totalGross);
  if (!total) return undefined;
  const tax = moneyOf(order.taxedPrice?.totalTax);
  return {
    order_id: order.id,
    ...(order.cartId ? { checkout_id: order.cartId } : {}),
    total,
    ...(tax ? { tax } : {}),
    currency: total.currency,
    products: order.lineItems.map((line) => ({
      product_id: line.productKey,
      ...(line.name ? { name: line.name } : {}),
      quantity: line.quantity,
    })),
  };
}

/**
 * `Save Design` of a design the designer stored: id, name, product, variant and quantity of
 * its selection, and whether this was its first save (the service numbers a design's saves
 * from version 1).
 *
 * @example
 * analytics.track('Save Design', saveDesignProperties(design));
 */
export function saveDesignProperties(
  design: Pick<Design, 'id' | 'name' | 'productKey' | 'selection' | 'version'>,
): AnalyticsEvents['Save Design'] {
  const isNew = design.version === 1;
  const variant = variantOf(design.selection);
  const quantity = Number(design.selection['Quantity']);
  return {
    design_id: design.id,
    design_name: design.name,
    ...(design.productKey ? { product_id: design.productKey } : {}),
    ...(variant === undefined ? {} : { variant }),
    ...(Number.isSafeInteger(quantity) && quantity > 0 ? { quantity } : {}),
    is_new: isNew,
  };
}

/**
 * The selection a product page opens with: the config's default size, print option and colour
 * and the requested quantity (nearest allowed; samples: the first), as the catalogue's product
 * page preselects them.
 *
 * @example
 * const { choice, quantities, quantity } = openingSelection(config, 250, false);
 */
export function openingSelection(
  config: ProductConfig,
  requestedQuantity: number | undefined,
  isSample = config.kind === 'sample',
) {
  const { defaults } = productOptionsOf(config);
  const quantities = allowedQuantitiesOf(config);
  const first = quantities[0] ?? 1;
  const requested =
    requestedQuantity === undefined || isSample
      ? null
      : nearestAllowedQuantity(quantities, requestedQuantity);
  return { choice: defaults, quantities, quantity: requested ?? first };
}

/**
 * `Product Viewed` of a product page: the product key, SKU, title, category, the opening
 * selection as variant and quantity, its unit price and total (when the price list has them),
 * the page URL and the first image.
 *
 * @example
 * analytics.track('Product Viewed', productViewedProperties({ config, title, quantity, choice, priceList, url, imageUrl }));
 */
export function productViewedProperties(input: {
  config: ProductConfig;
  title: string;
  choice: { size: string | null; printOption: string | null; color: string | null };
  quantity: number;
  priceList: readonly PriceListEntry[] | undefined;
  url: string;
  imageUrl: string | undefined;
}): AnalyticsEvents['Product Viewed'] {
  const { config, choice, quantity } = input;
  let entry: PriceListEntry | undefined;
  try {
    entry = input.priceList ? selectPriceForQuantity(input.priceList, quantity) : undefined;
  } catch {
    entry = undefined;
  }
  const variant = variantOf({
    Size: choice.size,
    'Print Options': choice.printOption,
    Color: choice.color,
  });
  const category = config.additionalModelInfo.segmentProductCategory;
  return {
    product_id: config.productKey,
    ...(config.mcpSku ? { sku: config.mcpSku } : {}),
    name: input.title,
    ...(category ? { category } : {}),
    ...(variant === undefined ? {} : { variant }),
    quantity,
    ...(entry ? { price: entry.unitPrice, value: entry.totalPrice } : {}),
    url: input.url,
    ...(input.imageUrl ? { image_url: input.imageUrl } : {}),
  };
}
