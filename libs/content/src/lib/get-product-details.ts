import type { ContentClient, ContentRequestOptions } from './content-client';
import { array, boolean, nullable, object, string, type Decoded } from './decode';
import { IMAGE_FIELDS, contentImageSchema, resolveImage } from './content-schemas';
import { queryStoreContentWithSanitizer } from './query-store-content';

/**
 * One step of the 'Our Process' tab.
 *
 * @example
 * processStepSchema.safeParse({ title: 'Design', bodyHtml: '<p>…</p>' });
 */
export const processStepSchema = object({ title: string(), bodyHtml: string() });

/**
 * One step of the 'Our Process' tab.
 *
 * @example
 * const step: ProcessStep = { title: 'Print', bodyHtml: '<p>We print.</p>' };
 */
export type ProcessStep = Decoded<typeof processStepSchema>;

/**
 * The content of a product page (tabs 'Product Details' and 'Our Process', images, the product
 * config to load, whether it is a sample, and the reviews link when there is one).
 * `getProductDetails` returns its HTML fields sanitised: render them with `CmsHtml`.
 *
 * @example
 * productDetailsSchema.safeParse(data.productDetails).success;
 */
export const productDetailsSchema = object({
  slug: string({ minLength: 1 }),
  title: string(),
  descriptionHtml: string(),
  productDetailsHtml: string(),
  processSteps: array(processStepSchema),
  images: array(contentImageSchema),
  productConfigId: string({ minLength: 1 }),
  isSample: boolean,
  reviewsUrl: nullable(string()),
});

/**
 * The content of a product page.
 *
 * @example
 * const configId = (details: ProductDetails) => details.productConfigId;
 */
export type ProductDetails = Decoded<typeof productDetailsSchema>;

/**
 * The data of the `ProductDetails` query (`null` for an unknown slug).
 *
 * @example
 * productDetailsResultSchema.safeParse({ productDetails: null });
 */
export const productDetailsResultSchema = object({
  productDetails: nullable(productDetailsSchema),
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
 * Image URLs are absolute; the description, details and process steps' HTML is sanitised.
 *
 * @example
 * const details = await getProductDetails(client, 'custom-mailer-box');
 */
export async function getProductDetails(
  client: ContentClient,
  slug: string,
  options: ContentRequestOptions = {},
): Promise<ProductDetails | null> {
  const [{ productDetails }, sanitize] = await queryStoreContentWithSanitizer(client, options, {
    operationName: 'ProductDetails',
    query: PRODUCT_DETAILS_QUERY,
    variables: { slug },
    schema: productDetailsResultSchema,
  });
  if (productDetails === null) return null;
  return {
    ...productDetails,
    descriptionHtml: sanitize(productDetails.descriptionHtml),
    productDetailsHtml: sanitize(productDetails.productDetailsHtml),
    processSteps: productDetails.processSteps.map((step) => ({
      ...step,
      bodyHtml: sanitize(step.bodyHtml),
    })),
    images: productDetails.images.map((image) => resolveImage(client, image)),
  };
}
