// Without the page schema (zod), so a page's first load can build its query key from it.

/**
 * The page path as the content service knows it: no leading or trailing slash, no query or
 * hash (`/view/about/?x=1` → `view/about`).
 *
 * @example
 * contentPagePath('/blog/post/thoughtful-usage-and-consumption/'); // 'blog/post/thoughtful-usage-and-consumption'
 */
export function contentPagePath(path: string): string {
  return (path.split(/[?#]/, 1)[0] ?? '').trim().replace(/^\/+|\/+$/g, '');
}
