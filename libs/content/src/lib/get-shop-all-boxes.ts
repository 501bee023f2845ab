import type { ContentClient, ContentRequestOptions } from './content-client';
import {
  PRODUCT_CARD_FIELDS,
  contentLinkButtonSchema,
  productCardSchema,
  resolveCard,
} from './content-schemas';
import { array, nullable, object, string, type Decoded } from './decode';
import { queryStoreContentWithSanitizer } from './query-store-content';

/**
 * The shop-all-boxes page (spec: a title, a home button, tiles with a SELECT button per box
 * style, and the product-type picker cards).
 *
 * @example
 * shopAllBoxesSchema.safeParse(data.shopAllBoxes).success;
 */
export const shopAllBoxesSchema = object({
  title: string(),
  homeButton: contentLinkButtonSchema,
  tiles: array(productCardSchema),
  pickerCards: array(productCardSchema),
});

/**
 * The shop-all-boxes page.
 *
 * @example
 * const titles = (page: ShopAllBoxes) => page.tiles.map((tile) => tile.title);
 */
export type ShopAllBoxes = Decoded<typeof shopAllBoxesSchema>;

/**
 * The data of the `ShopAllBoxes` query (`null` when the store has no such page).
 *
 * @example
 * shopAllBoxesResultSchema.safeParse({ shopAllBoxes: null });
 */
export const shopAllBoxesResultSchema = object({
  shopAllBoxes: nullable(shopAllBoxesSchema),
});

/** The GraphQL query of {@link getShopAllBoxes}. */
export const SHOP_ALL_BOXES_QUERY = /* GraphQL */ `query ShopAllBoxes($storefrontId: ID!, $locale: String) {
  shopAllBoxes(storefrontId: $storefrontId, locale: $locale) {
    title
    homeButton { text redirectUri openInNewTab }
    tiles { ${PRODUCT_CARD_FIELDS} }
    pickerCards { ${PRODUCT_CARD_FIELDS} }
  }
}`;

/**
 * Reads the shop-all-boxes page of the client's store, or `null` when it has none. Image URLs
 * are absolute; the cards' HTML is sanitised.
 *
 * @example
 * const page = await getShopAllBoxes(client);
 */
export async function getShopAllBoxes(
  client: ContentClient,
  options: ContentRequestOptions = {},
): Promise<ShopAllBoxes | null> {
  const [{ shopAllBoxes }, sanitize] = await queryStoreContentWithSanitizer(client, options, {
    operationName: 'ShopAllBoxes',
    query: SHOP_ALL_BOXES_QUERY,
    schema: shopAllBoxesResultSchema,
  });
  if (shopAllBoxes === null) return null;
  return {
    ...shopAllBoxes,
    tiles: shopAllBoxes.tiles.map((card) => resolveCard(client, card, sanitize)),
    pickerCards: shopAllBoxes.pickerCards.map((card) => resolveCard(client, card, sanitize)),
  };
}
