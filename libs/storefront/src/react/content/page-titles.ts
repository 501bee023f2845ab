/**
 * A CMS title without the brand suffix some titles carry (`Contact Us | BoxUp` → `Contact Us`),
 * for the page heading.
 *
 * @example
 * headingOf('Contact Us | BoxUp', 'BoxUp'); // 'Contact Us'
 */
export function headingOf(title: string, brandName: string): string {
  const suffix = ` | ${brandName}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length).trim() : title;
}

/**
 * The document title of a content page: the CMS title with the brand after a bar, added only
 * when the CMS title does not end with it already.
 *
 * @example
 * documentTitleOf('About BoxUp', 'BoxUp'); // 'About BoxUp | BoxUp'
 * documentTitleOf('Contact Us | BoxUp', 'BoxUp'); // 'Contact Us | BoxUp'
 */
export function documentTitleOf(title: string, brandName: string): string {
  return `${headingOf(title, brandName)} | ${brandName}`;
}
