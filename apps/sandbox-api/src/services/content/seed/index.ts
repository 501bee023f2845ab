/**
 * The content service's answers, computed from the typed seed: one function per GraphQL query
 * field. Unknown stores answer `null` (or an empty list), and Kartonwerk, the design-only
 * partner, has only its own pages, landing screen, menu and shop-all-boxes page.
 */
import { BRAND_FACTS, localeOf, STOREFRONT_CONFIGS, storefrontIdOf } from './brands.ts';
import { HEADER_MENUS, landingScreenFor } from './landing.ts';
import { blogPostsOf, summaryOf } from './pages/blog.ts';
import { PAGES } from './pages/index.ts';
import {
  productDetailsFor,
  productSeedOf,
  recommendationsFor,
  sampleBoxesFor,
  shopAllBoxesFor,
} from './shop.ts';
import type { SellingStore } from './shop.ts';
import type {
  BlogPostSummary,
  ContentPage,
  LandingScreen,
  Locale,
  MenuItem,
  MetaTag,
  PageSeed,
  ProductCard,
  ProductDetails,
  SampleBoxes,
  ShopAllBoxes,
  StorefrontConfig,
  StorefrontId,
} from './types.ts';

export { localeOf, storefrontIdOf } from './brands.ts';
export type * from './types.ts';

/** The version the content schema reports (contract). */
export const SCHEMA_VERSION = '2026-11-01';

const sellingStore = (store: StorefrontId | null): SellingStore | null =>
  store === 'boxup' || store === 'ybd' ? store : null;

/** `storefrontConfig(storefrontId)`. */
export function storefrontConfig(storefrontId: string): StorefrontConfig | null {
  const store = storefrontIdOf(storefrontId);
  return store ? STOREFRONT_CONFIGS[store] : null;
}

/** `headerMenu(storefrontId, locale)`. */
export function headerMenu(storefrontId: string, locale?: string | null): MenuItem[] {
  const store = storefrontIdOf(storefrontId);
  return store ? HEADER_MENUS[store][localeOf(locale)] : [];
}

/** `landingScreen(storefrontId, locale)`. */
export function landingScreen(storefrontId: string, locale?: string | null): LandingScreen | null {
  const store = storefrontIdOf(storefrontId);
  return store ? landingScreenFor(store, localeOf(locale)) : null;
}

/** `shopAllBoxes(storefrontId, locale)`. */
export function shopAllBoxes(storefrontId: string, locale?: string | null): ShopAllBoxes | null {
  const store = storefrontIdOf(storefrontId);
  return store ? shopAllBoxesFor(store, localeOf(locale)) : null;
}

/** `sampleBoxes(storefrontId, locale)`: `null` for Kartonwerk, which sells no samples. */
export function sampleBoxes(storefrontId: string, locale?: string | null): SampleBoxes | null {
  const store = sellingStore(storefrontIdOf(storefrontId));
  return store ? sampleBoxesFor(store, localeOf(locale)) : null;
}

/** `productDetails(storefrontId, slug, locale)`. */
export function productDetails(
  storefrontId: string,
  slug: string,
  locale?: string | null,
): ProductDetails | null {
  const store = sellingStore(storefrontIdOf(storefrontId));
  return store ? productDetailsFor(store, slug, localeOf(locale)) : null;
}

/** `recommendations(storefrontId, slug, locale)`. */
export function recommendations(
  storefrontId: string,
  slug: string,
  locale?: string | null,
): ProductCard[] {
  const store = sellingStore(storefrontIdOf(storefrontId));
  return store ? recommendationsFor(store, slug, localeOf(locale)) : [];
}

/** `blogPosts(storefrontId, locale)`, newest first. */
export function blogPosts(storefrontId: string, locale?: string | null): BlogPostSummary[] {
  const store = sellingStore(storefrontIdOf(storefrontId));
  if (!store) return [];
  const language = localeOf(locale);
  return blogPostsOf(store).map((post) => summaryOf(post, language));
}

/**
 * A page path as the seed keys it: no leading or trailing slash, no query or hash.
 *
 * @example
 * normalisePagePath('/blog/post/thoughtful-usage-and-consumption/'); // 'blog/post/thoughtful-usage-and-consumption'
 */
export function normalisePagePath(path: string): string {
  return path
    .trim()
    .replace(/[?#].*$/, '')
    .replace(/\/{2,}/g, '/')
    .replace(/^\/+|\/+$/g, '');
}

/** `page(storefrontId, path, locale)`: a content page, or `null` when the store has none there. */
export function page(
  storefrontId: string,
  path: string,
  locale?: string | null,
): ContentPage | null {
  const store = storefrontIdOf(storefrontId);
  if (!store) return null;
  const language = localeOf(locale);
  const key = normalisePagePath(path);
  const catalogue = PAGES[store][language];
  const seed = Object.hasOwn(catalogue, key)
    ? catalogue[key]
    : productPageSeed(store, key, language);
  if (!seed) return null;
  return {
    path: key,
    title: seed.title,
    description: seed.description,
    bodyHtml: seed.bodyHtml,
    metaTags: metaTagsOf(store, key, language, seed),
    updatedAt: seed.updatedAt,
    form: seed.form ?? null,
  };
}

/** `product/{slug}` pages of the selling stores, made from the product details. */
function productPageSeed(store: StorefrontId, path: string, locale: Locale): PageSeed | undefined {
  const selling = sellingStore(store);
  const slug = path.startsWith('product/') ? path.slice('product/'.length) : null;
  if (!selling || !slug || !productSeedOf(slug)) return undefined;
  const details = productDetailsFor(selling, slug, locale);
  if (!details) return undefined;
  const lead = details.descriptionHtml
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = lead.split(/(?<=\.)\s/)[0] ?? lead;
  return {
    title: `${details.title} | ${BRAND_FACTS[store].name}`,
    description: sentence,
    bodyHtml: details.descriptionHtml + details.productDetailsHtml,
    updatedAt: '2026-10-01T08:00:00.000Z',
    image: details.images[0],
  };
}

const OG_LOCALES: Record<Locale, string> = { en: 'en_US', de: 'de_DE' };

/** The SEO tags of a page: title (with content), then attribute-only tags (spec). */
export function metaTagsOf(
  store: StorefrontId,
  path: string,
  locale: Locale,
  seed: PageSeed,
): MetaTag[] {
  const meta = (attributes: Record<string, string>): MetaTag => ({
    tag: 'meta',
    content: null,
    attributes,
  });
  const tags: MetaTag[] = [
    { tag: 'title', content: seed.title, attributes: null },
    meta({ name: 'description', content: seed.description }),
    meta({ property: 'og:title', content: seed.title }),
    meta({ property: 'og:description', content: seed.description }),
    meta({ property: 'og:type', content: seed.kind ?? 'website' }),
    meta({ property: 'og:site_name', content: BRAND_FACTS[store].name }),
    meta({ property: 'og:locale', content: OG_LOCALES[locale] }),
  ];
  if (seed.image) {
    tags.push(meta({ property: 'og:image', content: seed.image.url }));
    tags.push(meta({ property: 'og:image:alt', content: seed.image.alt }));
  }
  if (seed.kind === 'article') {
    tags.push(meta({ property: 'article:modified_time', content: seed.updatedAt }));
  }
  tags.push({ tag: 'link', content: null, attributes: { rel: 'canonical', href: `/${path}` } });
  return tags;
}
