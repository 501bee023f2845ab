import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext, SandboxEnv } from '../../context.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import { isKnownTenant } from '../identity/storefronts.ts';
import {
  findPriceTiers,
  findProduct,
  pickAttributes,
  productQuantities,
  requireProduct,
} from './catalog.ts';
import type { PriceListEntry } from './prices.ts';
import {
  CURRENCY,
  PRICE_NOT_FOUND_MESSAGE,
  priceForQuantity,
  storePricingIdentity,
} from './prices.ts';
import { optionalText, parseBody, parseQuery, requiredText } from './request.ts';

/** Most quantities one price request may ask for. */
export const MAX_PRICE_QUANTITIES = 50;

/** Largest quantity the price service prices. */
export const MAX_PRICE_QUANTITY = 1_000_000;

const configUrlRequest = z.object({ productKey: requiredText, storefrontId: requiredText });

const quantityMessage = `must be whole numbers from 1 to ${MAX_PRICE_QUANTITY}, separated by commas`;

const quantityList = z
  .array(
    z
      .number({ error: quantityMessage })
      .int({ error: quantityMessage })
      .min(1)
      .max(MAX_PRICE_QUANTITY),
  )
  .min(1, { error: 'must list at least one quantity' })
  .max(MAX_PRICE_QUANTITIES, { error: `must list at most ${MAX_PRICE_QUANTITIES} quantities` });

const quantitiesText = z
  .string()
  .trim()
  .regex(/^\d+(\s*,\s*\d+)*$/, { error: quantityMessage })
  .transform((text) => text.split(',').map((part) => Number(part.trim())))
  .pipe(quantityList);

const priceFields = {
  productKey: requiredText,
  size: optionalText,
  printOption: optionalText,
  color: optionalText,
};
const priceQuery = z.object({ ...priceFields, quantities: quantitiesText.optional() });
const priceBody = z.object({
  ...priceFields,
  quantities: z.union([quantityList, quantitiesText]).optional(),
});

type PriceRequest = z.output<typeof priceQuery>;

/** The answer of `productPrice`. */
export interface ProductPriceResponse {
  currency: typeof CURRENCY;
  pricingTier: 'Saver';
  market: 'US';
  merchant: string;
  brand: string;
  productKey: string;
  /** The selection priced, with defaults filled in and values spelled as the catalogue does. */
  attributes: { Size?: string; 'Print Options'?: string; Color?: string };
  prices: PriceListEntry[];
}

function priceNotFound(): SandboxHttpError {
  return new SandboxHttpError(404, 'PriceNotFound', PRICE_NOT_FOUND_MESSAGE);
}

async function requireTenant(context: SandboxContext, tenant: string): Promise<void> {
  if (!(await isKnownTenant(context.db, tenant))) {
    throw new SandboxHttpError(404, 'TenantNotFound', `Unknown tenant ${tenant}`);
  }
}

async function priceProduct(
  context: SandboxContext,
  storefront: string,
  request: PriceRequest,
): Promise<ProductPriceResponse> {
  const product = await requireProduct(context.db, request.productKey, priceNotFound);
  const { size, printOption, color } = pickAttributes(
    product,
    { Size: request.size, 'Print Options': request.printOption, Color: request.color },
    () => priceNotFound(),
  );

  const tiers = await findPriceTiers(
    context.db,
    product.productKey,
    size?.size ?? '',
    printOption ?? '',
  );
  const quantities = request.quantities ?? productQuantities(product);
  const prices = quantities.map((quantity) => {
    const entry = priceForQuantity(tiers, quantity, color?.unitSurchargeCents ?? 0);
    if (!entry) throw priceNotFound();
    return entry;
  });

  const attributes: ProductPriceResponse['attributes'] = {};
  if (size) attributes.Size = size.size;
  if (printOption) attributes['Print Options'] = printOption;
  if (color) attributes.Color = color.color;
  return {
    currency: CURRENCY,
    pricingTier: 'Saver',
    market: 'US',
    ...storePricingIdentity(storefront),
    productKey: product.productKey,
    attributes,
    prices,
  };
}

/**
 * The price service, mounted under `/price`:
 *
 * - `GET|POST /tenants/{tenant}/productConfigUrl` (`productKey`, `storefrontId`) →
 *   `{ productConfigUrl }`, the sandbox URL of the product config, `''` for an unknown product
 * - `GET|POST /tenants/{tenant}/storefronts/{storefront}/productPrice` (`productKey`, `size`,
 *   `printOption`, `color`, `quantities`) → the price list in whole cents; 404 `PriceNotFound`
 *   for an unknown product, a value the product does not offer or a quantity below its first
 *   price break
 *
 * @example
 * ```ts
 * app.route('/price', createPriceRoutes(context, '/products'));
 * ```
 */
export function createPriceRoutes(
  context: SandboxContext,
  productsBasePath: string,
): Hono<SandboxEnv> {
  const configUrl = async (c: Context<SandboxEnv>, productKey: string) => {
    await requireTenant(context, c.req.param('tenant') ?? '');
    const product = await findProduct(context.db, productKey);
    const origin = new URL(c.req.url).origin;
    return c.json({
      productConfigUrl: product
        ? `${origin}${productsBasePath}/configs/${encodeURIComponent(product.productKey)}`
        : '',
    });
  };
  const productPrice = async (c: Context<SandboxEnv>, request: PriceRequest) => {
    await requireTenant(context, c.req.param('tenant') ?? '');
    return c.json(await priceProduct(context, c.req.param('storefront') ?? '', request));
  };

  return new Hono<SandboxEnv>()
    .get('/tenants/:tenant/productConfigUrl', (c) =>
      configUrl(c, parseQuery(c, configUrlRequest).productKey),
    )
    .post('/tenants/:tenant/productConfigUrl', async (c) =>
      configUrl(c, (await parseBody(c, configUrlRequest)).productKey),
    )
    .get('/tenants/:tenant/storefronts/:storefront/productPrice', (c) =>
      productPrice(c, parseQuery(c, priceQuery)),
    )
    .post('/tenants/:tenant/storefronts/:storefront/productPrice', async (c) =>
      productPrice(c, await parseBody(c, priceBody)),
    );
}
