import { TransformError } from '@storefront/http';
import { z } from 'zod';
import type { CatalogClient } from './catalog-client';

const wholeNumber = z.number().int().positive();

function configAttributeSchema<Value extends z.ZodType>(value: Value) {
  return z.object({ defaultValue: value.nullable().default(null), values: z.array(value) });
}

/**
 * A preset size of a product config: the Size text and its Width, Height and Depth in inches.
 *
 * @example
 * configSizeSchema.parse({ size: '9 x 6 x 3', Width: 9, Height: 6, Depth: 3, inStock: true });
 */
export const configSizeSchema = z.object({
  size: z.string().min(1),
  Width: z.number().positive(),
  Height: z.number().positive(),
  Depth: z.number().positive(),
  inStock: z.boolean().default(true),
});

/**
 * The product config (spec §3): `referenceId`, `title`, `additionalModelInfo`,
 * `productFlowConfiguration.nonCustomizable` and `mcpSkuVersion`, plus the fields the sandbox's
 * products service adds (product key and version, kind, box style, the selector attributes
 * with their values). The additions are optional, so a config with only the spec's fields
 * parses too.
 *
 * @example
 * const result = productConfigResponseSchema.safeParse(await response.json());
 */
export const productConfigResponseSchema = z.object({
  referenceId: z.string().min(1),
  title: z.string(),
  additionalModelInfo: z.object({
    segmentProductCategory: z.string().default(''),
    isEditable: z.boolean().default(true),
    enable2DPreview: z.boolean().default(false),
    pricingGridQuantity: wholeNumber,
    whitelistedQuantityList: z.array(wholeNumber).default([]),
  }),
  productFlowConfiguration: z
    .object({ nonCustomizable: z.boolean().default(false) })
    .default({ nonCustomizable: false }),
  mcpSkuVersion: z.number().int().nonnegative().default(0),
  productKey: z.string().min(1).optional(),
  productVersion: wholeNumber.optional(),
  kind: z.enum(['box', 'sample', 'accessory', 'service']).nullish(),
  boxStyle: z.string().nullish(),
  rootProductKey: z.string().nullish(),
  mcpSku: z.string().nullish(),
  maxOrderQuantity: wholeNumber.nullish(),
  attributes: z
    .object({
      Size: configAttributeSchema(z.string().min(1))
        .extend({ sizes: z.array(configSizeSchema).default([]) })
        .optional(),
      'Print Options': configAttributeSchema(z.string().min(1)).optional(),
      Color: configAttributeSchema(z.string().min(1)).optional(),
      Quantity: configAttributeSchema(wholeNumber).optional(),
    })
    .default({}),
});

/**
 * A product config as the storefront uses it: the parsed response with `productKey` and
 * `productVersion` always present (taken from the request when the service leaves them out;
 * version 1 then, which every product has).
 *
 * @example
 * const isSample = (config: ProductConfig) => config.kind === 'sample';
 */
export type ProductConfig = Omit<
  z.output<typeof productConfigResponseSchema>,
  'productKey' | 'productVersion'
> & {
  productKey: string;
  productVersion: number;
};

/**
 * Reads a product config from the URL `getProductConfigUrl` gave. A failed call is an
 * `ApiError` (ECX999: the page cannot be shown); an answer of the wrong shape is a
 * `TransformError` (ECX003) naming the field.
 *
 * @example
 * const url = await getProductConfigUrl(client, 'custom-mailer-box');
 * const config = await getProductConfig(client, url, { productKey: 'custom-mailer-box' });
 * config.additionalModelInfo.whitelistedQuantityList; // [1, 10, 25, …]
 */
export async function getProductConfig(
  client: CatalogClient,
  productConfigUrl: string,
  options: { productKey?: string; signal?: AbortSignal } = {},
): Promise<ProductConfig> {
  const { http, path } = client.httpForUrl(productConfigUrl, { all: 'ECX999' });
  return http.get(path, {
    schema: productConfigResponseSchema,
    ...(options.signal ? { signal: options.signal } : {}),
    transform: (data): ProductConfig => {
      const productKey = data.productKey ?? options.productKey;
      if (productKey === undefined) {
        throw new TransformError({
          path: 'productKey',
          issues: [{ path: 'productKey', message: 'The product config names no product key' }],
          message: `The product config ${data.referenceId} names no product key`,
        });
      }
      return { ...data, productKey, productVersion: data.productVersion ?? 1 };
    },
  });
}
