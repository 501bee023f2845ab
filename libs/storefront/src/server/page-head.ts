/**
 * What the server writes into a page's `<head>`: the brand's or the page's own title and
 * description, the canonical path, the Open Graph / Twitter card and JSON-LD blocks. Every
 * server loader returns one; the browser keeps title and description current itself while
 * the shopper navigates (`usePageMeta`, `useDocumentMeta`).
 */
export interface PageHead {
  title: string;
  description: string;
  /** The page's canonical path (`/product/custom-mailer-box`); the server adds the origin. */
  canonicalPath: string;
  /** `og:site_name`: the brand. */
  siteName?: string;
  /** `og:type`; `website` unless given. */
  ogType?: 'website' | 'product' | 'article';
  /** Absolute URL of the page's main image (`og:image`, `twitter:image`). */
  image?: string;
  /** JSON-LD objects, each written as its own `<script type="application/ld+json">`. */
  jsonLd?: readonly object[];
  /** The page answers 404 (unknown slug, route the brand lacks) with this head. */
  notFound?: boolean;
  /** Search engines should not index the page (personal and utility pages). */
  noIndex?: boolean;
}
