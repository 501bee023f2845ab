/**
 * The shapes of the content service's seed data. They mirror the GraphQL types of
 * `tmp/content-contract.md` (see `../schema.ts`); HTML fields hold ordinary tags only (h2, h3, p,
 * ul, li, a, strong, em, img) and link to internal pages by root-relative paths.
 */

/** The three stores the content service knows. */
export const STOREFRONT_IDS = ['boxup', 'ybd', 'kartonwerk'] as const;

/** One of {@link STOREFRONT_IDS}. */
export type StorefrontId = (typeof STOREFRONT_IDS)[number];

/** The languages the content exists in. */
export const LOCALES = ['en', 'de'] as const;

/** One of {@link LOCALES}. */
export type Locale = (typeof LOCALES)[number];

/** A value written once per language. */
export type Localized<T> = Record<Locale, T>;

/** `StorefrontConfig` of the schema. */
export interface StorefrontConfig {
  tenantId: string;
  storefrontId: string;
  accountId: string;
  companyId: string;
  edoGroupId: string;
}

/** `MenuItem` of the schema. */
export interface MenuItem {
  label: string;
  href: string;
  openInNewTab: boolean;
}

/** `Image` of the schema: a sandbox-served SVG with its intrinsic size. */
export interface Image {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** `LinkButton` of the schema. */
export interface LinkButton {
  text: string;
  redirectUri: string;
  openInNewTab: boolean;
}

/** `ProductCard` of the schema (spec: title, description html, image, button, new-tab flag, redirect). */
export interface ProductCard {
  id: string;
  title: string;
  descriptionHtml: string;
  image: Image;
  buttonText: string;
  openInNewTab: boolean;
  redirectUri: string;
}

/** `ShopAllBoxes` of the schema. */
export interface ShopAllBoxes {
  title: string;
  homeButton: LinkButton;
  tiles: ProductCard[];
  pickerCards: ProductCard[];
}

/** `SampleBoxes` of the schema: '$1 Sample Boxes', six cards, at most three per customer. */
export interface SampleBoxes {
  title: string;
  maxSamplesPerCustomer: number;
  cards: ProductCard[];
}

/** `LandingSection` of the schema. */
export interface LandingSection {
  title: string;
  bodyHtml: string;
  cards: ProductCard[];
}

/** `HeroImage` of the schema: the desktop carousel image and its phone rendition. */
export interface HeroImage extends Image {
  mobile: Image | null;
}

/** `LandingScreen` of the schema. */
export interface LandingScreen {
  heading: string;
  introHtml: string;
  hero: HeroImage;
  sections: LandingSection[];
}

/** `ProcessStep` of the schema ('Our Process' tab). */
export interface ProcessStep {
  title: string;
  bodyHtml: string;
}

/** `ProductDetails` of the schema. */
export interface ProductDetails {
  slug: string;
  title: string;
  descriptionHtml: string;
  productDetailsHtml: string;
  processSteps: ProcessStep[];
  images: Image[];
  productConfigId: string;
  isSample: boolean;
  reviewsUrl: string | null;
}

/** `MetaTag` of the schema (spec: tag, content, attributes). */
export interface MetaTag {
  tag: string | null;
  content: string | null;
  attributes: Record<string, string> | null;
}

/** `ContentFormField.type` values. */
export type ContentFormFieldType = 'text' | 'email' | 'tel' | 'textarea';

/** `ContentFormField` of the schema. */
export interface ContentFormField {
  name: string;
  label: string;
  type: ContentFormFieldType;
  required: boolean;
}

/** `ContentForm` of the schema. */
export interface ContentForm {
  id: string;
  fields: ContentFormField[];
  submitLabel: string;
}

/** What a seed page holds; `path` and `metaTags` are added when it is served. */
export interface PageSeed {
  title: string;
  description: string;
  bodyHtml: string;
  /** ISO timestamp of the last edit. */
  updatedAt: string;
  form?: ContentForm;
  /** `article` for blog posts, `website` otherwise (the `og:type` meta tag). */
  kind?: 'article' | 'website';
  /** The page's share image, also used by blog summaries. */
  image?: Image;
}

/** `ContentPage` of the schema. */
export interface ContentPage {
  path: string;
  title: string;
  description: string;
  bodyHtml: string;
  metaTags: MetaTag[];
  updatedAt: string;
  form: ContentForm | null;
}

/** `BlogPostSummary` of the schema. */
export interface BlogPostSummary {
  path: string;
  title: string;
  excerpt: string;
  publishedAt: string;
  image: Image;
}

/** The pages of one store in one language, by path (no leading slash). */
export type PageCatalogue = Record<string, PageSeed>;
