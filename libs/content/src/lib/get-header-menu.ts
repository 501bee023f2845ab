import * as z from 'zod/mini';
import type { ContentClient, ContentRequestOptions } from './content-client';

/**
 * One entry of the header menu (contract `MenuItem`).
 *
 * @example
 * menuItemSchema.parse({ label: 'About', href: '/view/about', openInNewTab: false });
 */
export const menuItemSchema = z.object({
  label: z.string().check(z.minLength(1)),
  href: z.string().check(z.minLength(1)),
  openInNewTab: z.boolean(),
});

/**
 * One entry of the header menu.
 *
 * @example
 * const item: MenuItem = { label: 'Blog', href: '/blog', openInNewTab: false };
 */
export type MenuItem = z.infer<typeof menuItemSchema>;

/**
 * The data of the `HeaderMenu` query.
 *
 * @example
 * headerMenuResultSchema.parse({ headerMenu: [] });
 */
export const headerMenuResultSchema = z.object({ headerMenu: z.array(menuItemSchema) });

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
  const data = await client.query({
    operationName: 'HeaderMenu',
    query: HEADER_MENU_QUERY,
    variables: { storefrontId: client.storefrontId, locale: options.locale ?? client.locale },
    schema: headerMenuResultSchema,
    signal: options.signal,
  });
  return data.headerMenu;
}
