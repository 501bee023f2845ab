import { z } from 'zod';
import type { ContentClient, ContentRequestOptions } from './content-client';
import { IMAGE_FIELDS, contentImageSchema, resolveImage } from './content-schemas';

/**
 * One step of the 'Our Process' tab.
 *
 * @example
 * processStepSchema.parse({ title: 'Design', bodyHtml: '<p>…</p>' });
 */
export const processStepSchema = z.object({ title: z.string(), bodyHtml: z.string() });

/**
 * One step of the 'Our Process' tab.
 *
 * @example
 * const step: ProcessStep = { title: 'Print', bodyHtml: '<p>We print.</p>' };
 */
export type ProcessStep = z.infer<typeof processStepSchema>;

/**
 * The content of a product page (tabs 'Product Details' and 'Our Process', images, the product
 * config to load, whether it is a sample, and the reviews link when there is one). HTML fields
 * are raw CMS HTML: render them with `CmsHtml`.
 *
 * @example
 * productDetailsSchema.safeParse(data.productDetails).success;
 */
export const productDetailsSchema = z.object({
  slug: z.string().min(1),
  title: z.string(),
  descriptionHtml: z.string(),
  productDetailsHtml: z.string(),
  processSteps: z.array(processStepSchema),
  images: z.array(contentImageSchema),
  productConfigId: z.string().min(1),
  isSample: z.boolean(),
  reviewsUrl: z.string().nullable(),
});

/**
 * The content of a product page.
 *
 * @example
 * const configId = (details: ProductDetails) => details.productConfigId;
 */
export type ProductDetails = z.infer<typeof productDetailsSchema>;

/**
 * The data of the `ProductDetails` query (`null` for an unknown slug).
 *
 * @example
 * productDetailsResultSchema.parse({ productDetails: null });
 */
export const productDetailsResultSchema = z.object({
  productDetails: productDetailsSchema.nullable(),
});

/** The GraphQL query of {@link getProductDetails}. */
export const PRODUCT_DETAILS_QUERY = /* GraphQL */ `query ProductDetails($storefrontId: ID!, $slug: String!, $locale: String) {
  productDetails(storefrontId: $storefrontId, slug: $slug, locale: $locale) {
    slug
    title
    descriptionHtml
    productDetailsHtml
    processSteps { title bodyHtml }
    images { ${IMAGE_FIELDS} }
    productConfigId
    isSample
    reviewsUrl
  }
}`;

/**
 * Reads the content of the product page `/product/{slug}`, or `null` for an unknown slug.
 * Image URLs are absolute.
 *
 * @example
 * const details = await getProductDetails(client, 'custom-mailer-box');
 */
export async function getProductDetails(
  client: ContentClient,
  slug: string,
  options: ContentRequestOptions = {},
): Promise<ProductDetails | null> {
  const { productDetails } = await client.query({
    operationName: 'ProductDetails',
    query: PRODUCT_DETAILS_QUERY,
    variables: {
      storefrontId: client.storefrontId,
      slug,
      locale: options.locale ?? client.locale,
    },
    schema: productDetailsResultSchema,
    signal: options.signal,
  });
  if (productDetails === null) return null;
  return {
    ...productDetails,
    images: productDetails.images.map((image) => resolveImage(client, image)),
  };
}
