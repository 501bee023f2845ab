import { buildSchema, GraphQLScalarType, Kind, valueFromASTUntyped } from './graphql.ts';
import type { GraphQLSchema, ValueNode } from './graphql.ts';
import {
  blogPosts,
  headerMenu,
  landingScreen,
  page,
  productDetails,
  recommendations,
  sampleBoxes,
  SCHEMA_VERSION,
  shopAllBoxes,
  storefrontConfig,
} from './seed/index.ts';

/** The content service's schema, as in `tmp/content-contract.md`. */
export const CONTENT_SDL = /* GraphQL */ `
  scalar JSON

  type Query {
    schemaVersion: String!
    storefrontConfig(storefrontId: ID!): StorefrontConfig
    headerMenu(storefrontId: ID!, locale: String): [MenuItem!]!
    landingScreen(storefrontId: ID!, locale: String): LandingScreen
    shopAllBoxes(storefrontId: ID!, locale: String): ShopAllBoxes
    sampleBoxes(storefrontId: ID!, locale: String): SampleBoxes
    productDetails(storefrontId: ID!, slug: String!, locale: String): ProductDetails
    recommendations(storefrontId: ID!, slug: String!, locale: String): [ProductCard!]!
    page(storefrontId: ID!, path: String!, locale: String): ContentPage
    blogPosts(storefrontId: ID!, locale: String): [BlogPostSummary!]!
  }

  type StorefrontConfig {
    tenantId: String!
    storefrontId: String!
    accountId: String!
    companyId: String!
    edoGroupId: String!
  }

  type MenuItem {
    label: String!
    href: String!
    openInNewTab: Boolean!
  }

  type Image {
    url: String!
    alt: String!
    width: Int!
    height: Int!
  }

  type LinkButton {
    text: String!
    redirectUri: String!
    openInNewTab: Boolean!
  }

  type ProductCard {
    id: ID!
    title: String!
    descriptionHtml: String!
    image: Image!
    buttonText: String!
    openInNewTab: Boolean!
    redirectUri: String!
  }

  type ShopAllBoxes {
    title: String!
    homeButton: LinkButton!
    tiles: [ProductCard!]!
    pickerCards: [ProductCard!]!
  }

  type SampleBoxes {
    title: String!
    maxSamplesPerCustomer: Int!
    cards: [ProductCard!]!
  }

  "The home carousel's image: the desktop rendition (aspect 2.5) and, for phones, a portrait one."
  type HeroImage {
    url: String!
    alt: String!
    width: Int!
    height: Int!
    "The rendition for phones (aspect 0.75), drawn for a tall frame; null when there is none."
    mobile: Image
  }

  type LandingScreen {
    heading: String!
    introHtml: String!
    hero: HeroImage!
    sections: [LandingSection!]!
  }

  type LandingSection {
    title: String!
    bodyHtml: String!
    cards: [ProductCard!]!
  }

  type ProcessStep {
    title: String!
    bodyHtml: String!
  }

  type ProductDetails {
    slug: String!
    title: String!
    descriptionHtml: String!
    productDetailsHtml: String!
    processSteps: [ProcessStep!]!
    images: [Image!]!
    productConfigId: String!
    isSample: Boolean!
    reviewsUrl: String
  }

  type MetaTag {
    tag: String
    content: String
    attributes: JSON
  }

  type ContentPage {
    path: String!
    title: String!
    description: String!
    bodyHtml: String!
    metaTags: [MetaTag!]!
    updatedAt: String!
    form: ContentForm
  }

  type ContentForm {
    id: String!
    fields: [ContentFormField!]!
    submitLabel: String!
  }

  type ContentFormField {
    name: String!
    label: String!
    type: String!
    required: Boolean!
  }

  type BlogPostSummary {
    path: String!
    title: String!
    excerpt: String!
    publishedAt: String!
    image: Image!
  }
`;

/** Any JSON value, passed through as is (meta tag attributes). */
const JSON_SCALAR_CONFIG = {
  description: 'Any JSON value.',
  serialize: (value: unknown) => value,
  parseValue: (value: unknown) => value,
  parseLiteral: (ast: ValueNode, variables?: Record<string, unknown> | null) =>
    ast.kind === Kind.NULL ? null : valueFromASTUntyped(ast, variables),
};

type StoreArgs = { storefrontId: string; locale?: string | null };
type SlugArgs = StoreArgs & { slug: string };
type PageArgs = StoreArgs & { path: string };

/**
 * The root resolvers: one function per `Query` field, answering from the seed. graphql's
 * default field resolvers read the nested types straight off the returned objects.
 */
export const contentRootValue = {
  schemaVersion: () => SCHEMA_VERSION,
  storefrontConfig: ({ storefrontId }: StoreArgs) => storefrontConfig(storefrontId),
  headerMenu: ({ storefrontId, locale }: StoreArgs) => headerMenu(storefrontId, locale),
  landingScreen: ({ storefrontId, locale }: StoreArgs) => landingScreen(storefrontId, locale),
  shopAllBoxes: ({ storefrontId, locale }: StoreArgs) => shopAllBoxes(storefrontId, locale),
  sampleBoxes: ({ storefrontId, locale }: StoreArgs) => sampleBoxes(storefrontId, locale),
  productDetails: ({ storefrontId, slug, locale }: SlugArgs) =>
    productDetails(storefrontId, slug, locale),
  recommendations: ({ storefrontId, slug, locale }: SlugArgs) =>
    recommendations(storefrontId, slug, locale),
  page: ({ storefrontId, path, locale }: PageArgs) => page(storefrontId, path, locale),
  blogPosts: ({ storefrontId, locale }: StoreArgs) => blogPosts(storefrontId, locale),
};

/**
 * Builds the executable schema from {@link CONTENT_SDL} (graphql's `buildSchema`), with the
 * `JSON` scalar passing values through.
 *
 * @example
 * ```ts
 * const schema = createContentSchema();
 * await graphql({ schema, source: '{ schemaVersion }', rootValue: contentRootValue });
 * ```
 */
export function createContentSchema(): GraphQLSchema {
  const schema = buildSchema(CONTENT_SDL);
  const json = schema.getType('JSON');
  if (json instanceof GraphQLScalarType) Object.assign(json, JSON_SCALAR_CONFIG);
  return schema;
}
