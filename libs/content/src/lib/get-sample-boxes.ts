import type { ContentClient, ContentRequestOptions } from './content-client';
import { array, int, nullable, object, string, type Decoded } from './decode';
import { PRODUCT_CARD_FIELDS, productCardSchema, resolveCard } from './content-schemas';
import { queryStoreContentWithSanitizer } from './query-store-content';

/**
 * The sample-box section (spec: titled '$1 Sample Boxes', six cards, each going to a sample
 * page; up to three samples per customer).
 *
 * @example
 * sampleBoxesSchema.safeParse(data.sampleBoxes).success;
 */
export const sampleBoxesSchema = object({
  title: string(),
  maxSamplesPerCustomer: int({ min: 0 }),
  cards: array(productCardSchema),
});

/**
 * The sample-box section.
 *
 * @example
 * const limit = (section: SampleBoxes) => section.maxSamplesPerCustomer; // 3
 */
export type SampleBoxes = Decoded<typeof sampleBoxesSchema>;

/**
 * The data of the `SampleBoxes` query (`null` when the store has no samples).
 *
 * @example
 * sampleBoxesResultSchema.safeParse({ sampleBoxes: null });
 */
export const sampleBoxesResultSchema = object({ sampleBoxes: nullable(sampleBoxesSchema) });

/** The GraphQL query of {@link getSampleBoxes}. */
export const SAMPLE_BOXES_QUERY = /* GraphQL */ `query SampleBoxes($storefrontId: ID!, $locale: String) {
  sampleBoxes(storefrontId: $storefrontId, locale: $locale) {
    title
    maxSamplesPerCustomer
    cards { ${PRODUCT_CARD_FIELDS} }
  }
}`;

/**
 * Reads the sample-box section of the client's store, or `null` when it has none. Image URLs
 * are absolute; the cards' HTML is sanitised.
 *
 * @example
 * const samples = await getSampleBoxes(client);
 */
export async function getSampleBoxes(
  client: ContentClient,
  options: ContentRequestOptions = {},
): Promise<SampleBoxes | null> {
  const [{ sampleBoxes }, sanitize] = await queryStoreContentWithSanitizer(client, options, {
    operationName: 'SampleBoxes',
    query: SAMPLE_BOXES_QUERY,
    schema: sampleBoxesResultSchema,
  });
  if (sampleBoxes === null) return null;
  return {
    ...sampleBoxes,
    cards: sampleBoxes.cards.map((card) => resolveCard(client, card, sanitize)),
  };
}
