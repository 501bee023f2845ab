import type { ContentClient } from './content-client';
import type { SanitizeCmsHtml } from './load-cms-html-sanitizer';
import { boolean, int, nullable, object, optional, string, type Decoded } from './decode';

// Decoders, not zod: the home and shop-all pages, the first pages most shoppers load, read these.

// The fields of an `Image`, shared by the hero, whose desktop rendition has them too.
const IMAGE_SHAPE = {
  url: string({ minLength: 1 }),
  alt: string(),
  width: int({ min: 0 }),
  height: int({ min: 0 }),
};

/**
 * An image of the content service (contract `Image`). `url` may be relative to the content
 * service (`/content/images/mailer.svg`); the operations resolve it with
 * `client.resolveUrl`, so the images they return have absolute URLs.
 *
 * @example
 * contentImageSchema.safeParse({ url: '/content/images/a.svg', alt: '', width: 300, height: 300 });
 */
export const contentImageSchema = object(IMAGE_SHAPE);

/**
 * An image of the content service.
 *
 * @example
 * const hero: ContentImage = { url: 'https://…/hero.svg', alt: 'Boxes', width: 1500, height: 600 };
 */
export type ContentImage = Decoded<typeof contentImageSchema>;

/**
 * The home carousel's image (contract `HeroImage`): the desktop rendition (aspect 2.5) and,
 * under `mobile`, the rendition drawn for phones (aspect 0.75). `mobile` may be missing or
 * `null` (a content service without it): the storefront then shows the desktop image on
 * phones too.
 *
 * @example
 * heroImageSchema.safeParse({ url: '/hero.svg', alt: '', width: 1500, height: 600, mobile: null });
 */
export const heroImageSchema = object({
  ...IMAGE_SHAPE,
  mobile: optional(nullable(contentImageSchema)),
});

/**
 * The home carousel's image as the operations return it: URLs absolute, `mobile` `null` when
 * the content service has no phone rendition.
 *
 * @example
 * const phone = (hero: HeroImage) => hero.mobile ?? hero;
 */
export type HeroImage = ContentImage & { mobile: ContentImage | null };

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

/** GraphQL selection of a `HeroImage`: the desktop rendition and the phone one. */
export const HERO_IMAGE_FIELDS = `${IMAGE_FIELDS} mobile { ${IMAGE_FIELDS} }`;

/** GraphQL selection of a `ProductCard`. */
export const PRODUCT_CARD_FIELDS = `id title descriptionHtml image { ${IMAGE_FIELDS} } buttonText openInNewTab redirectUri`;

/** The image with its URL resolved against the content service. */
export function resolveImage(client: ContentClient, image: ContentImage): ContentImage {
  return { ...image, url: client.resolveUrl(image.url) };
}

/** The hero with the URLs of both renditions resolved against the content service. */
export function resolveHeroImage(
  client: ContentClient,
  hero: Decoded<typeof heroImageSchema>,
): HeroImage {
  const { mobile, ...desktop } = hero;
  return {
    ...resolveImage(client, desktop),
    mobile: mobile ? resolveImage(client, mobile) : null,
  };
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
