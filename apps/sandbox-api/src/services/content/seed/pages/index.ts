import { LOCALES } from '../types.ts';
import type { Locale, Localized, PageCatalogue, PageSeed, StorefrontId } from '../types.ts';
import type { SellingStore } from '../shop.ts';
import { blogIndex, blogPostsOf } from './blog.ts';
import {
  about,
  contact,
  currentPromotions,
  customerStoryApplication,
  customStructureRequest,
  mailerCollection,
  reviewsPage,
} from './company.ts';
import { artworkFaq, artworkGuidelines, designerHelp, faq } from './help.ts';
import { KARTONWERK_PAGES } from './kartonwerk.ts';
import { privacyPolicy, refundPolicy, termsOfService } from './policies.ts';

/** The page paths of the contract that BoxUp and YBD have, in both languages. */
export const SELLING_STORE_PAGE_PATHS = [
  'view/about',
  'view/blog',
  'view/artwork-guidelines',
  'view/faq',
  'view/current-promotions',
  'view/designer-help',
  'view/contact',
  'view/custom-structure-request',
  'view/customer-story-application',
  'view/reviews',
  'policy/refund-policy',
  'policy/privacy-policy',
  'policy/terms-of-service',
  'faq/artwork',
  'product-collection/mailer-boxes',
  'blog',
  'blog/post/thoughtful-usage-and-consumption',
] as const;

/** Kartonwerk's own pages (contract: view/about and the policies, in de and en). */
export const KARTONWERK_PAGE_PATHS = [
  'view/about',
  'policy/refund-policy',
  'policy/privacy-policy',
  'policy/terms-of-service',
] as const;

function sellingStorePages(store: SellingStore): Localized<PageCatalogue> {
  const builders: Record<string, Localized<PageSeed>> = {
    'view/about': about(store),
    'view/blog': blogIndex(store, 'view/blog'),
    'view/artwork-guidelines': artworkGuidelines(store),
    'view/faq': faq(store),
    'view/current-promotions': currentPromotions(store),
    'view/designer-help': designerHelp(store),
    'view/contact': contact(store),
    'view/custom-structure-request': customStructureRequest(store),
    'view/customer-story-application': customerStoryApplication(store),
    'view/reviews': reviewsPage(store),
    'policy/refund-policy': refundPolicy(store),
    'policy/privacy-policy': privacyPolicy(store),
    'policy/terms-of-service': termsOfService(store),
    'faq/artwork': artworkFaq(store),
    'product-collection/mailer-boxes': mailerCollection(store),
    blog: blogIndex(store, 'blog'),
  };
  for (const post of blogPostsOf(store)) builders[post.path] = post.page;
  const byLocale = (locale: Locale): PageCatalogue =>
    Object.fromEntries(Object.entries(builders).map(([path, page]) => [path, page[locale]]));
  return { en: byLocale('en'), de: byLocale('de') };
}

/** Every content page, by store, language and path (no leading slash). */
export const PAGES: Record<StorefrontId, Localized<PageCatalogue>> = {
  boxup: sellingStorePages('boxup'),
  ybd: sellingStorePages('ybd'),
  kartonwerk: KARTONWERK_PAGES,
};

/** Every (store, language, path) the seed has, for tests and tools. */
export function allPagePaths(): Array<{ store: StorefrontId; locale: Locale; path: string }> {
  return (Object.keys(PAGES) as StorefrontId[]).flatMap((store) =>
    LOCALES.flatMap((locale) =>
      Object.keys(PAGES[store][locale]).map((path) => ({ store, locale, path })),
    ),
  );
}
