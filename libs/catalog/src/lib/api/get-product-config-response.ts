import * as z from 'zod/mini';

// The answer of `getProductConfig`, imported with its request (`importOnRequest` / `schemaOnRequest` in @storefront/http).

const wholeNumber = z.number().check(z.int(), z.positive());
const nonEmptyString = z.string().check(z.minLength(1));

function configAttributeSchema<Value extends z.ZodMiniType>(value: Value) {
  return z.object({ defaultValue: z._default(z.nullable(value), null), values: z.array(value) });
}

/**
 * A preset size of a product config: the Size text and its Width, Height and Depth in inches.
 *
 * @example
 * configSizeSchema.parse({ size: '9 x 6 x 3', Width: 9, Height: 6, Depth: 3, inStock: true });
 */
export const configSizeSchema = z.object({
  size: nonEmptyString,
  Width: z.number().check(z.positive()),
  Height: z.number().check(z.positive()),
  Depth: z.number().check(z.positive()),
  inStock: z._default(z.boolean(), true),
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
  referenceId: nonEmptyString,
  title: z.string(),
  additionalModelInfo: z.object({
    segmentProductCategory: z._default(z.string(), ''),
    isEditable: z._default(z.boolean(), true),
    enable2DPreview: z._default(z.boolean(), false),
    pricingGridQuantity: wholeNumber,
    whitelistedQuantityList: z._default(z.array(wholeNumber), []),
  }),
  productFlowConfiguration: z._default(
    z.object({ nonCustomizable: z._default(z.boolean(), false) }),
    { nonCustomizable: false },
  ),
  mcpSkuVersion: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  productKey: z.optional(nonEmptyString),
  productVersion: z.optional(wholeNumber),
  kind: z.nullish(z.enum(['box', 'sample', 'accessory', 'service'])),
  boxStyle: z.nullish(z.string()),
  rootProductKey: z.nullish(z.string()),
  mcpSku: z.nullish(z.string()),
  maxOrderQuantity: z.nullish(wholeNumber),
  attributes: z._default(
    z.object({
      Size: z.optional(
        z.extend(configAttributeSchema(nonEmptyString), {
          sizes: z._default(z.array(configSizeSchema), []),
        }),
      ),
      'Print Options': z.optional(configAttributeSchema(nonEmptyString)),
      Color: z.optional(configAttributeSchema(nonEmptyString)),
      Quantity: z.optional(configAttributeSchema(wholeNumber)),
    }),
    {},
  ),
});
