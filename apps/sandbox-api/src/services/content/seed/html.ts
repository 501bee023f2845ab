/**
 * Small helpers that keep the seed's HTML to ordinary tags (h2, h3, p, ul, li, a, strong, em,
 * img). The seed is trusted text, so they join strings and do not escape.
 */

/** `<p>` per paragraph. */
export const paragraphs = (...texts: string[]): string => texts.map((t) => `<p>${t}</p>`).join('');

/** A `<ul>` of the items. */
export const list = (items: readonly string[]): string =>
  `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** A link to an internal page (root-relative) or an address. */
export const link = (href: string, text: string): string => `<a href="${href}">${text}</a>`;

/** A question and its answer, as an `<h3>` and paragraphs. */
export const qa = (question: string, ...answer: string[]): string =>
  `<h3>${question}</h3>${paragraphs(...answer)}`;

/** An `<img>` of a seed image. */
export const img = (image: { url: string; alt: string; width: number; height: number }): string =>
  `<img src="${image.url}" alt="${image.alt}" width="${image.width}" height="${image.height}">`;
