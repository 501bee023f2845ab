import type { ContentClient, ContentRequestOptions } from './content-client';
import {
  PRODUCT_CARD_FIELDS,
  productCardSchema,
  resolveCard,
  type ProductCard,
} from './content-schemas';
import { array, object, type Decoded } from './decode';
import { queryStoreContentWithSanitizer } from './query-store-content';

/**
 * The data of the `Recommendations` query: product cards shown with a product.
 *
 * @example
 * recommendationsResultSchema.safeParse({ recommendations: [] });
 */
export const recommendationsResultSchema = object({
  recommendations: array(productCardSchema),
});

/**
 * The data of the `Recommendations` query.
 *
 * @example
 * const result: RecommendationsResult = { recommendations: [] };
 */
export type RecommendationsResult = Decoded<typeof recommendationsResultSchema>;

/** The GraphQL query of {@link getRecommendations}. */
export const RECOMMENDATIONS_QUERY = /* GraphQL */ `query Recommendations($storefrontId: ID!, $slug: String!, $locale: String) {
  recommendations(storefrontId: $storefrontId, slug: $slug, locale: $locale) {
    ${PRODUCT_CARD_FIELDS}
  }
}`;

/**
 * Reads the product cards recommended with a product (empty for an unknown slug). Image URLs
 * are absolute; the cards' HTML is sanitised.
 *
 * @example
 * const cards = await getRecommendations(client, 'custom-mailer-box');
 */
export async function getRecommendations(
  client: ContentClient,
  slug: string,
  options: ContentRequestOptions = {},
): Promise<ProductCard[]> {
  const [{ recommendations }, sanitize] = await queryStoreContentWithSanitizer(client, options, {
    operationName: 'Recommendations',
    query: RECOMMENDATIONS_QUERY,
    variables: { slug },
    schema: recommendationsResultSchema,
  });
  return recommendations.map((card) => resolveCard(client, card, sanitize));
}
