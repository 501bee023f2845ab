import type { ContentClient, ContentRequestOptions } from './content-client';
import { queryStoreContent } from './query-store-content';
import { array, boolean, object, string, type Decoded } from './decode';

/**
 * One entry of the header menu (contract `MenuItem`).
 *
 * @example
 * menuItemSchema.safeParse({ label: 'About', href: '/view/about', openInNewTab: false });
 */
export const menuItemSchema = object({
  label: string({ minLength: 1 }),
  href: string({ minLength: 1 }),
  openInNewTab: boolean,
});

/**
 * One entry of the header menu.
 *
 * @example
 * const item: MenuItem = { label: 'Blog', href: '/blog', openInNewTab: false };
 */
export type MenuItem = Decoded<typeof menuItemSchema>;

/**
 * The data of the `HeaderMenu` query.
 *
 * @example
 * headerMenuResultSchema.safeParse({ headerMenu: [] });
 */
export const headerMenuResultSchema = object({ headerMenu: array(menuItemSchema) });

/** The GraphQL query of {@link getHeaderMenu}. */
export const HEADER_MENU_QUERY = /* GraphQL */ `
  query HeaderMenu($storefrontId: ID!, $locale: String) {
    headerMenu(storefrontId: $storefrontId, locale: $locale) {
      label
      href
      openInNewTab
    }
  }
`;

/**
 * Reads the header menu of the client's store, in order.
 *
 * @example
 * const items = await getHeaderMenu(client, { locale: 'de' });
 */
export async function getHeaderMenu(
  client: ContentClient,
  options: ContentRequestOptions = {},
): Promise<MenuItem[]> {
  const data = await queryStoreContent(client, options, {
    operationName: 'HeaderMenu',
    query: HEADER_MENU_QUERY,
    schema: headerMenuResultSchema,
  });
  return data.headerMenu;
}
