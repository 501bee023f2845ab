// The server's search-engine output: a page's head tags, the brand's site map and robots.txt.
export { renderHeadTags } from './head-tags';
export { buildRobotsTxt } from './robots';
export { buildSitemap } from './sitemap';
export type { SitemapSources } from './sitemap';
