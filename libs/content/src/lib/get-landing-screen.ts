import type { ContentClient, ContentRequestOptions } from './content-client';
import {
  HERO_IMAGE_FIELDS,
  PRODUCT_CARD_FIELDS,
  heroImageSchema,
  productCardSchema,
  resolveCard,
  resolveHeroImage,
  type HeroImage,
} from './content-schemas';
import { array, nullable, object, string, type Decoded } from './decode';
import { queryStoreContentWithSanitizer } from './query-store-content';

/**
 * One section of the landing screen: a title, CMS HTML and product cards.
 *
 * @example
 * landingSectionSchema.safeParse({ title: 'Mailers', bodyHtml: '<p>…</p>', cards: [] });
 */
export const landingSectionSchema = object({
  title: string(),
  bodyHtml: string(),
  cards: array(productCardSchema),
});

/**
 * One section of the landing screen.
 *
 * @example
 * const count = (section: LandingSection) => section.cards.length;
 */
export type LandingSection = Decoded<typeof landingSectionSchema>;

/**
 * The landing screen (home page) of a store: heading, intro HTML, hero image and sections.
 * `getLandingScreen` returns its HTML fields sanitised: render them with `CmsHtml`.
 *
 * @example
 * landingScreenSchema.safeParse(data.landingScreen).success;
 */
export const landingScreenSchema = object({
  heading: string(),
  introHtml: string(),
  hero: heroImageSchema,
  sections: array(landingSectionSchema),
});

/**
 * The landing screen of a store, as {@link getLandingScreen} returns it (the hero's phone
 * rendition `null` when the content service has none).
 *
 * @example
 * const heading = (screen: LandingScreen) => screen.heading;
 */
export type LandingScreen = Omit<Decoded<typeof landingScreenSchema>, 'hero'> & {
  hero: HeroImage;
};

/**
 * The data of the `LandingScreen` query (`null` when the store has none).
 *
 * @example
 * landingScreenResultSchema.safeParse({ landingScreen: null });
 */
export const landingScreenResultSchema = object({
  landingScreen: nullable(landingScreenSchema),
});

/** The GraphQL query of {@link getLandingScreen}. */
export const LANDING_SCREEN_QUERY = /* GraphQL */ `query LandingScreen($storefrontId: ID!, $locale: String) {
  landingScreen(storefrontId: $storefrontId, locale: $locale) {
    heading
    introHtml
    hero { ${HERO_IMAGE_FIELDS} }
    sections {
      title
      bodyHtml
      cards { ${PRODUCT_CARD_FIELDS} }
    }
  }
}`;

/**
 * Reads the landing screen of the client's store, or `null` when it has none. Image URLs are
 * absolute (the hero's phone rendition `null` when the service has none); the intro, the
 * sections' and the cards' HTML is sanitised.
 *
 * @example
 * const landing = await getLandingScreen(client);
 */
export async function getLandingScreen(
  client: ContentClient,
  options: ContentRequestOptions = {},
): Promise<LandingScreen | null> {
  const [{ landingScreen }, sanitize] = await queryStoreContentWithSanitizer(client, options, {
    operationName: 'LandingScreen',
    query: LANDING_SCREEN_QUERY,
    schema: landingScreenResultSchema,
  });
  if (landingScreen === null) return null;
  return {
    ...landingScreen,
    introHtml: sanitize(landingScreen.introHtml),
    hero: resolveHeroImage(client, landingScreen.hero),
    sections: landingScreen.sections.map((section) => ({
      ...section,
      bodyHtml: sanitize(section.bodyHtml),
      cards: section.cards.map((card) => resolveCard(client, card, sanitize)),
    })),
  };
}
