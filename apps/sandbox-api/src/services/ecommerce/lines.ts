import { nanoid } from 'nanoid';
import { z } from 'zod';
import type { SandboxOrm } from '../../db/database.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import { IMAGE_BRANDS, imageUrl } from '../content/images.ts';
import { PRODUCTS } from '../content/seed/products.ts';
import type { CatalogProduct } from '../catalog/catalog.ts';
import {
  findColor,
  findPriceTiers,
  findProduct,
  findSize,
  pickAttributes,
  requireProduct,
} from '../catalog/catalog.ts';
import { priceForQuantity } from '../catalog/prices.ts';
import { addWorkDays } from './dates.ts';
import type { DeliveryOption, Destination } from './delivery.ts';
import { defaultDeliveryOption, deliveryOptions, destinationOf } from './delivery.ts';
import {
  OUT_OF_STOCK_MESSAGE,
  PRICE_NOT_FOUND_MESSAGE,
  QUANTITY_NOT_IN_STOCK_MESSAGE,
} from './messages.ts';
import type {
  CheckoutUnreadyReason,
  ClientLineFields,
  DeliveryOptionId,
  LineAttributes,
  LineData,
} from '../../db/schema-commerce-documents.ts';

type Db = { orm: SandboxOrm };

/** Largest quantity one line may have. */
export const MAX_LINE_QUANTITY = 1_000_000;

/** The products service's base path, for `productConfigUrl` (as `SERVICE_BASE_PATHS.products`). */
const PRODUCTS_BASE_PATH = '/products';

const jsonText = z.string().max(20_000, { error: 'must be at most 20000 characters' });
const shortText = z.string().max(2000, { error: 'must be at most 2000 characters' });

/** The custom fields a client may set on a new line (all optional). */
export const clientFieldsInput = z
  .strictObject({
    merchandisingProductName: shortText,
    userSelectionV2: jsonText,
    productImageUrl: shortText,
    productPageRecordId: shortText,
    customerComments: shortText,
    mcpDocumentsSourceV2: jsonText,
    previewURL2dThumbnail: shortText,
    previewURL3d: shortText,
    variableAttributesV2: jsonText,
    templateInfo: jsonText,
    webpageUrl: shortText,
    artworkRequired: z.boolean(),
    productDescription: shortText,
    productPageLastUpdatedAt: shortText,
    userUploadComplete: z.boolean(),
  })
  .partial();

/** A quantity of a line. */
export const quantityInput = z
  .number({ error: 'must be a whole number from 1' })
  .int({ error: 'must be a whole number from 1' })
  .min(1, { error: 'must be a whole number from 1' })
  .max(MAX_LINE_QUANTITY, { error: `must be at most ${MAX_LINE_QUANTITY}` });

const attributeText = z.string().trim().min(1, { error: 'must not be empty' }).optional();

/** A line to add (`POST carts`, `PATCH carts/{id}/lineitems` `addLineItem`). */
export const lineDraftInput = z.strictObject({
  productKey: z.string().trim().min(1, { error: 'must not be empty' }),
  quantity: quantityInput,
  attributes: z
    .strictObject({ Size: attributeText, 'Print Options': attributeText, Color: attributeText })
    .optional(),
  eCommerceDeliveryOptionId: z.string().trim().min(1).optional(),
  custom: z.strictObject({ fields: clientFieldsInput.optional() }).optional(),
});

/** A line to add, validated. */
export type LineDraft = z.output<typeof lineDraftInput>;

/** A line's product and its selection, resolved against the catalogue. */
interface ResolvedSelection {
  product: CatalogProduct;
  attributes: LineAttributes;
  unitCentAmount: number | undefined;
  inStock: boolean;
}

function invalidSelection(detail: string): SandboxHttpError {
  return new SandboxHttpError(400, 'InvalidSelection', detail);
}

async function unitPriceOf(
  db: Db,
  product: CatalogProduct,
  attributes: LineAttributes,
  quantity: number,
): Promise<number | undefined> {
  const tiers = await findPriceTiers(
    db,
    product.productKey,
    attributes.Size ?? '',
    attributes['Print Options'] ?? '',
  );
  const surcharge = attributes.Color
    ? (findColor(product, attributes.Color)?.unitSurchargeCents ?? 0)
    : 0;
  return priceForQuantity(tiers, quantity, surcharge)?.unitPrice.centAmount;
}

async function resolveSelection(
  db: Db,
  productKey: string,
  requested: LineAttributes,
  quantity: number,
): Promise<ResolvedSelection> {
  const product = await requireProduct(
    db,
    productKey,
    () => new SandboxHttpError(400, 'UnknownProduct', `There is no product "${productKey}"`),
  );
  const { size, printOption, color } = pickAttributes(product, requested, (label, why) =>
    invalidSelection(
      why === 'notOffered'
        ? `${product.title} has no ${label}`
        : `${label} "${requested[label] ?? ''}" is not offered for ${product.title}`,
    ),
  );
  const attributes: LineAttributes = {};
  if (size) attributes.Size = size.size;
  if (printOption) attributes['Print Options'] = printOption;
  if (color) attributes.Color = color.color;
  return {
    product,
    attributes,
    unitCentAmount: await unitPriceOf(db, product, attributes, quantity),
    inStock: size?.inStock ?? true,
  };
}

function unreadyReasons(
  line: Pick<LineData, 'quantity' | 'drift'>,
  selection: Pick<ResolvedSelection, 'product' | 'inStock' | 'unitCentAmount'>,
): CheckoutUnreadyReason[] {
  const reasons: CheckoutUnreadyReason[] = [];
  if (!selection.inStock || line.drift.outOfStock) {
    reasons.push({ code: 'OutOfStock', message: OUT_OF_STOCK_MESSAGE });
  } else if (line.quantity > selection.product.maxOrderQuantity) {
    reasons.push({ code: 'QuantityNotInStock', message: QUANTITY_NOT_IN_STOCK_MESSAGE });
  }
  if (selection.unitCentAmount === undefined) {
    reasons.push({ code: 'PriceUnavailable', message: PRICE_NOT_FOUND_MESSAGE });
  }
  return reasons;
}

/**
 * The quote of a line's chosen delivery option to a destination, and whether the option
 * applies there. An option that does not apply keeps its price and date as quoted to the
 * default estimate address.
 *
 * @example
 * ```ts
 * const { option, applicable } = quoteLine(line, destinationOf(cart.shippingAddress), now);
 * ```
 */
export function quoteLine(
  line: Pick<LineData, 'productKind' | 'quantity' | 'deliveryOptionId'>,
  destination: Destination,
  now: Date,
): { option: DeliveryOption; applicable: boolean } {
  const shipment = { kind: line.productKind, quantity: line.quantity };
  const options = deliveryOptions(shipment, destination, now);
  const found = options.find(
    (option) => option.eCommerceDeliveryOptionId === line.deliveryOptionId,
  );
  if (found) return { option: found, applicable: true };
  const estimates = deliveryOptions(shipment, destinationOf(null), now);
  const fallback =
    estimates.find((option) => option.eCommerceDeliveryOptionId === line.deliveryOptionId) ??
    defaultDeliveryOption(estimates);
  if (!fallback) throw new Error(`No delivery option for ${line.deliveryOptionId}`);
  return { option: fallback, applicable: false };
}

const NO_DRIFT = { priceCentDelta: 0, arrivalDelayWorkDays: 0, outOfStock: false };

/**
 * The product's own picture (the content service's tile image of its product page, in the
 * store's colours) as an absolute URL, so a line without a design preview still shows the
 * product; `''` for a product without a page.
 *
 * @example
 * ```ts
 * productImageUrlOf('http://127.0.0.1:4010', 'boxup', 'custom-mailer-box');
 * // 'http://127.0.0.1:4010/content/images/boxup-mailer-box-tile.svg'
 * ```
 */
export function productImageUrlOf(
  origin: string,
  storefrontId: string | undefined,
  productKey: string,
): string {
  const page = PRODUCTS.find((product) => product.slug === productKey);
  if (!page) return '';
  const brand = IMAGE_BRANDS.find((candidate) => candidate === storefrontId) ?? 'boxup';
  return `${origin}${imageUrl({ brand, subject: page.subject, size: 'tile' })}`;
}

/**
 * A new cart line from a draft: the product, size, print option and colour resolved against the
 * catalogue (defaults for what is left out), the unit price from its price tiers, the checkout
 * readiness from its availability, and the delivery option (the draft's, else Standard) with
 * its promised arrival date.
 *
 * @throws {SandboxHttpError} 400 `UnknownProduct`, `InvalidSelection`, `PriceNotFound` (a
 *   quantity below the first price break) or `DeliveryOptionNotAvailable`.
 *
 * @example
 * ```ts
 * const line = await buildLine(db, { productKey: 'custom-mailer-box', quantity: 250 }, { now, origin, destination });
 * ```
 */
export async function buildLine(
  db: Db,
  draft: LineDraft,
  context: { now: Date; origin: string; destination: Destination; storefrontId?: string },
): Promise<LineData> {
  const selection = await resolveSelection(
    db,
    draft.productKey,
    draft.attributes ?? {},
    draft.quantity,
  );
  const { product, attributes, unitCentAmount } = selection;
  if (unitCentAmount === undefined) {
    throw new SandboxHttpError(400, 'PriceNotFound', PRICE_NOT_FOUND_MESSAGE);
  }
  const options = deliveryOptions(
    { kind: product.kind, quantity: draft.quantity },
    context.destination,
    context.now,
  );
  let deliveryOptionId: DeliveryOptionId;
  if (draft.eCommerceDeliveryOptionId !== undefined) {
    const chosen = options.find(
      (option) => option.eCommerceDeliveryOptionId === draft.eCommerceDeliveryOptionId,
    );
    if (!chosen) throw deliveryOptionNotAvailable(draft.eCommerceDeliveryOptionId, product.title);
    deliveryOptionId = chosen.eCommerceDeliveryOptionId;
  } else {
    deliveryOptionId = product.kind === 'service' ? 'edo-none' : 'edo-standard';
  }
  const given = draft.custom?.fields ?? {};
  const selectionJson = JSON.stringify({ ...attributes, Quantity: String(draft.quantity) });
  const clientFields: ClientLineFields = {
    merchandisingProductName: given.merchandisingProductName ?? product.title,
    userSelectionV2: given.userSelectionV2 ?? selectionJson,
    productImageUrl:
      given.productImageUrl ??
      productImageUrlOf(context.origin, context.storefrontId, product.productKey),
    productPageRecordId: given.productPageRecordId ?? product.productKey,
    customerComments: given.customerComments ?? '',
    mcpDocumentsSourceV2: given.mcpDocumentsSourceV2 ?? '[]',
    previewURL2dThumbnail: given.previewURL2dThumbnail ?? '',
    previewURL3d: given.previewURL3d ?? '',
    variableAttributesV2: given.variableAttributesV2 ?? '[]',
    templateInfo: given.templateInfo ?? '{}',
    webpageUrl: given.webpageUrl ?? `/product/${product.productKey}`,
    artworkRequired: given.artworkRequired ?? product.kind === 'box',
    productDescription: given.productDescription ?? product.title,
    productPageLastUpdatedAt: given.productPageLastUpdatedAt ?? context.now.toISOString(),
    userUploadComplete: given.userUploadComplete ?? false,
  };
  const line: LineData = {
    id: `li_${nanoid(16)}`,
    productKey: product.productKey,
    productVersion: product.version,
    productKind: product.kind,
    productTitle: product.title,
    name: clientFields.merchandisingProductName,
    quantity: draft.quantity,
    attributes,
    unitCentAmount,
    addedUnitCentAmount: unitCentAmount,
    isEditable: product.isEditable,
    enable2DPreview: product.enable2dPreview,
    mcpSku: product.mcpSku,
    mcpSkuVersion: product.mcpSkuVersion,
    segmentProductCategory: product.segmentProductCategory,
    productConfigUrl: `${context.origin}${PRODUCTS_BASE_PATH}/configs/${product.productKey}`,
    clientFields,
    deliveryOptionId,
    shippingLineId: `cli_${nanoid(16)}`,
    promisedArrivalDate: '',
    revisedArrivalDate: null,
    isPriceUpdated: false,
    isPromisedArrivalDateUpdated: false,
    checkoutUnreadyReasons: [],
    drift: { ...NO_DRIFT },
    addedAt: context.now.toISOString(),
  };
  line.checkoutUnreadyReasons = unreadyReasons(line, selection);
  line.promisedArrivalDate = quoteLine(line, context.destination, context.now).option.date.slice(
    0,
    10,
  );
  return line;
}

/**
 * 400 for a delivery option a line cannot have at the cart's address.
 *
 * @example
 * ```ts
 * throw deliveryOptionNotAvailable('edo-express', 'Custom Mailer Box');
 * ```
 */
export function deliveryOptionNotAvailable(
  optionId: string,
  productName: string,
): SandboxHttpError {
  return new SandboxHttpError(
    400,
    'DeliveryOptionNotAvailable',
    `Delivery option "${optionId}" is not available for ${productName} at this address`,
  );
}

/** What {@link refreshLine} re-checks. */
export interface RefreshParts {
  prices: boolean;
  availability: boolean;
  arrivalDates: boolean;
}

/**
 * Re-checks a line against the catalogue and the clock. With `flag`, a changed unit price sets
 * `isPriceUpdated` and a later arrival date sets `revisedArrivalDate` and
 * `isPromisedArrivalDateUpdated` (flags of the parts re-checked are cleared first); without it
 * (after the shopper's own change) the new values are taken silently and the promised date is
 * quoted afresh. Returns whether the line's price is missing (a recalculation reason).
 *
 * @example
 * ```ts
 * await refreshLine(db, line, { now, destination, parts: { prices: true, availability: true, arrivalDates: true }, flag: true });
 * ```
 */
export async function refreshLine(
  db: Db,
  line: LineData,
  options: { now: Date; destination: Destination; parts: RefreshParts; flag: boolean },
): Promise<{ missingPrice: boolean }> {
  const { parts, flag, now, destination } = options;
  const product = await findProduct(db, line.productKey);
  let missingPrice = false;
  if (parts.prices || parts.availability) {
    const size = product && line.attributes.Size ? findSize(product, line.attributes.Size) : null;
    const catalogUnit = product
      ? await unitPriceOf(db, product, line.attributes, line.quantity)
      : undefined;
    const unit =
      catalogUnit === undefined ? undefined : Math.max(0, catalogUnit + line.drift.priceCentDelta);
    missingPrice = unit === undefined;
    if (parts.prices) {
      if (flag) line.isPriceUpdated = false;
      if (unit !== undefined && unit !== line.unitCentAmount) {
        if (flag) line.isPriceUpdated = true;
        else line.addedUnitCentAmount = unit;
        line.unitCentAmount = unit;
      }
    }
    if (parts.availability && product) {
      line.checkoutUnreadyReasons = unreadyReasons(line, {
        product,
        inStock: size === null ? true : (size?.inStock ?? false),
        unitCentAmount: unit,
      });
    } else if (parts.availability) {
      line.checkoutUnreadyReasons = [
        { code: 'PriceUnavailable', message: PRICE_NOT_FOUND_MESSAGE },
      ];
    }
  }
  if (parts.arrivalDates) {
    const quoted = quoteLine(line, destination, now);
    const quotedDay = quoted.option.date.slice(0, 10);
    if (!flag) {
      line.promisedArrivalDate = quotedDay;
      line.revisedArrivalDate = null;
      line.isPromisedArrivalDateUpdated = false;
    } else {
      line.isPromisedArrivalDateUpdated = false;
      if (quoted.applicable) {
        const expected = addWorkDays(quotedDay, line.drift.arrivalDelayWorkDays);
        const current = line.revisedArrivalDate ?? line.promisedArrivalDate;
        if (expected > current) {
          line.revisedArrivalDate = expected;
          line.isPromisedArrivalDateUpdated = true;
        }
      }
    }
  }
  return { missingPrice };
}
