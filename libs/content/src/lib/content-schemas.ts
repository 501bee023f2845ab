import type { ContentClient } from './content-client';
import type { SanitizeCmsHtml } from './load-cms-html-sanitizer';
import { boolean, int, object, string, type Decoded } from './decode';

// Decoders, not zod: the home and shop-all pages, the first pages most shoppers load, read these.

/**
 * An image of the content service (contract `Image`). `url` may be relative to the content
 * service (`/content/images/mailer.svg`); the operations resolve it with
 * `client.resolveUrl`, so the images they return have absolute URLs.
 *
 * @example
 * contentImageSchema.safeParse({ url: '/content/images/a.svg', alt: '', width: 300, height: 300 });
 */
export const contentImageSchema = object({
  url: string({ minLength: 1 }),
  alt: string(),
  width: int({ min: 0 }),
  height: int({ min: 0 }),
});

/**
 * An image of the content service.
 *
 * @example
 * const hero: ContentImage = { url: 'https://…/hero.svg', alt: 'Boxes', width: 1500, height: 600 };
 */
export type ContentImage = Decoded<typeof contentImageSchema>;

/**
 * A button that links somewhere (contract `LinkButton`: text, redirect target, new-tab flag).
 *
 * @example
 * contentLinkButtonSchema.safeParse({ text: 'Home', redirectUri: '/', openInNewTab: false });
 */
export const contentLinkButtonSchema = object({
  text: string(),
  redirectUri: string(),
  openInNewTab: boolean,
});

/**
 * A button that links somewhere.
 *
 * @example
 * const home: ContentLinkButton = { text: 'Home', redirectUri: '/', openInNewTab: false };
 */
export type ContentLinkButton = Decoded<typeof contentLinkButtonSchema>;

/**
 * A product card (spec: title, description (html), image, button text, open-in-new-tab flag,
 * redirect uri). The operations return `descriptionHtml` sanitised: render it with `CmsHtml`.
 *
 * @example
 * productCardSchema.safeParse(data.shopAllBoxes.tiles[0]).success;
 */
export const productCardSchema = object({
  id: string({ minLength: 1 }),
  title: string(),
  descriptionHtml: string(),
  image: contentImageSchema,
  buttonText: string(),
  openInNewTab: boolean,
  redirectUri: string(),
});

/**
 * A product card.
 *
 * @example
 * const openInNewTab = (card: ProductCard) => card.openInNewTab;
 */
export type ProductCard = Decoded<typeof productCardSchema>;

/** GraphQL selection of an `Image`. */
export const IMAGE_FIELDS = 'url alt width height';

/** GraphQL selection of a `ProductCard`. */
export const PRODUCT_CARD_FIELDS = `id title descriptionHtml image { ${IMAGE_FIELDS} } buttonText openInNewTab redirectUri`;

/** The image with its URL resolved against the content service. */
export function resolveImage(client: ContentClient, image: ContentImage): ContentImage {
  return { ...image, url: client.resolveUrl(image.url) };
}

/** The product card with its image URL resolved against the content service and its HTML sanitised. */
export function resolveCard(
  client: ContentClient,
  card: ProductCard,
  sanitize: SanitizeCmsHtml,
): ProductCard {
  return {
    ...card,
    descriptionHtml: sanitize(card.descriptionHtml),
    image: resolveImage(client, card.image),
  };
}
