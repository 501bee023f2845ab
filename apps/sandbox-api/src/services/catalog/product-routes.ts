import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext, SandboxEnv } from '../../context.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import {
  findProduct,
  findSampleOf,
  findSize,
  requireProduct,
  requireProductVersion,
} from './catalog.ts';
import type { CatalogProduct } from './catalog.ts';
import { productConfig } from './product-config.ts';
import { productMeta } from './product-meta.ts';
import { optionalText, parseQuery, parseVersion, versionSchema } from './request.ts';

/** Out of stock: the client shows 'Product is out of stock. Please try after sometime'. */
export const OUT_OF_STOCK_MESSAGE = 'Product is out of stock. Please try after sometime';

/** Above the capacity: the client shows 'Selected quantity of item is not in stock'. */
export const QUANTITY_NOT_IN_STOCK_MESSAGE = 'Selected quantity of item is not in stock';

/** One attribute a related product is fixed to. */
export interface Constraint {
  name: string;
  value: string;
}

/** The sample product of a product (spec §3). */
export interface SampleProductResponse {
  productKey: string;
  version: number;
  constraints: Constraint[];
  quantity: number;
}

/** The answer of the availability route. */
export interface AvailabilityResponse {
  available: boolean;
  /** Most boxes that can be ordered now: 0 when out of stock, else the style's capacity. */
  maxQuantity: number;
  reason: 'OutOfStock' | 'QuantityNotInStock' | null;
  message: string | null;
}

/** The answer of the root-product route. */
export interface RootProductResponse {
  productId: string;
  version: number;
  rootProductId: string;
  rootProductVersion: number;
  rootProductTitle: string;
}

const relationshipsQuery = z.object({
  query: z.literal('sample', { error: 'must be sample' }),
  size: optionalText,
});

const availabilityQuery = z.object({
  quantity: z.coerce
    .string()
    .trim()
    .regex(/^\d{1,9}$/, { error: 'must be a whole number greater than 0' })
    .transform(Number)
    .refine((quantity) => quantity > 0, { error: 'must be a whole number greater than 0' }),
  size: optionalText,
});

function sampleOf(sample: CatalogProduct, sizeText: string | undefined): SampleProductResponse {
  const size =
    sizeText === undefined
      ? sample.sizes.find((s) => s.size === sample.defaultSize)
      : findSize(sample, sizeText);
  if (!size) {
    throw new SandboxHttpError(
      404,
      'SampleProductNotFound',
      `${sample.title} does not come in size ${sizeText ?? sample.defaultSize ?? ''}`,
    );
  }
  const constraints: Constraint[] = [{ name: 'Size', value: size.size }];
  if (sample.defaultPrintOption) {
    constraints.push({ name: 'Print Options', value: sample.defaultPrintOption });
  }
  if (sample.defaultColor) constraints.push({ name: 'Color', value: sample.defaultColor });
  return { productKey: sample.productKey, version: sample.version, constraints, quantity: 1 };
}

/**
 * The products service, mounted under `/products`:
 *
 * - `GET /configs/{productKey}` → the product config
 * - `GET /{productId}/version/{version}/relationships?query=sample[&size=]` → the sample product
 * - `GET /product/{id}/versions/{version}/availability?quantity=&size=` → `{ available, maxQuantity }`
 * - `GET /{productId}/versions/{version}/root` → the root product (a sample's full product)
 * - `GET /{productId}/versions/{version}/mcpSkuVersion` → `{ mcpSkuVersion }`, 0 when unknown
 * - `GET /{productId}/versions/{version}/meta` → the product meta (calculator settings and the
 *   selector keys editable on the approve-design page)
 *
 * @example
 * ```ts
 * app.route('/products', createProductRoutes(context));
 * ```
 */
export function createProductRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const { db } = context;
  return new Hono<SandboxEnv>()
    .get('/configs/:productKey', async (c) => {
      const productKey = c.req.param('productKey');
      const product = await requireProduct(
        db,
        productKey,
        () =>
          new SandboxHttpError(
            404,
            'ProductConfigNotFound',
            `There is no product config for ${productKey}`,
          ),
      );
      return c.json(productConfig(product));
    })
    .get('/product/:id/versions/:version/availability', async (c) => {
      const version = parseVersion(c.req.param('version'));
      const { quantity, size: sizeText } = parseQuery(c, availabilityQuery);
      const product = await requireProductVersion(db, c.req.param('id'), version);
      let inStock = true;
      if (sizeText !== undefined) {
        const size = findSize(product, sizeText);
        if (!size) {
          throw new SandboxHttpError(
            404,
            'SizeNotFound',
            `${product.title} does not come in size ${sizeText}`,
          );
        }
        inStock = size.inStock;
      }
      const answer: AvailabilityResponse = !inStock
        ? { available: false, maxQuantity: 0, reason: 'OutOfStock', message: OUT_OF_STOCK_MESSAGE }
        : quantity > product.maxOrderQuantity
          ? {
              available: false,
              maxQuantity: product.maxOrderQuantity,
              reason: 'QuantityNotInStock',
              message: QUANTITY_NOT_IN_STOCK_MESSAGE,
            }
          : { available: true, maxQuantity: product.maxOrderQuantity, reason: null, message: null };
      return c.json(answer);
    })
    .get('/:productId/version/:version/relationships', async (c) => {
      const version = parseVersion(c.req.param('version'));
      const { size } = parseQuery(c, relationshipsQuery);
      const product = await requireProductVersion(db, c.req.param('productId'), version);
      const sample = await findSampleOf(db, product.productKey);
      if (!sample) {
        throw new SandboxHttpError(
          404,
          'SampleProductNotFound',
          `${product.title} has no sample product`,
        );
      }
      return c.json(sampleOf(sample, size));
    })
    .get('/:productId/versions/:version/root', async (c) => {
      const version = parseVersion(c.req.param('version'));
      const product = await requireProductVersion(db, c.req.param('productId'), version);
      const root = product.rootProductKey ? await findProduct(db, product.rootProductKey) : product;
      if (!root) throw new Error(`Root product ${product.rootProductKey} is missing`);
      const answer: RootProductResponse = {
        productId: product.productKey,
        version,
        rootProductId: root.productKey,
        rootProductVersion: root.version,
        rootProductTitle: root.title,
      };
      return c.json(answer);
    })
    .get('/:productId/versions/:version/meta', async (c) => {
      const version = parseVersion(c.req.param('version'));
      const product = await requireProductVersion(db, c.req.param('productId'), version);
      return c.json({ ...productMeta(product), version });
    })
    .get('/:productId/versions/:version/mcpSkuVersion', async (c) => {
      const version = versionSchema.safeParse(c.req.param('version'));
      const product = await findProduct(db, c.req.param('productId'));
      const known = product && version.success && version.data <= product.version;
      return c.json({
        mcpSkuVersion: known ? product.mcpSkuVersion : 0,
        mcpSku: known ? product.mcpSku : null,
      });
    });
}
