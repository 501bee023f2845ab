import { describe, expect, it } from 'vitest';
import {
  blogPosts,
  headerMenu,
  landingScreen,
  page,
  productDetails,
  recommendations,
  sampleBoxes,
  shopAllBoxes,
} from './index.ts';
import { allPagePaths } from './pages/index.ts';
import { PRODUCTS } from './products.ts';
import { REVIEWS } from './reviews.ts';
import { LOCALES, STOREFRONT_IDS } from './types.ts';

// Everything the content service can answer, walked string by string.

interface Found {
  where: string;
  value: string;
}

/** Every string in an answer; `html` only those in fields whose name ends in `Html`. */
function strings(value: unknown, where: string, found: Found[] = [], htmlOnly = false): Found[] {
  if (typeof value === 'string') {
    found.push({ where, value });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => strings(item, `${where}[${index}]`, found, htmlOnly));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (htmlOnly && typeof item === 'string' && !/Html$/.test(key)) continue;
      strings(item, `${where}.${key}`, found, htmlOnly);
    }
  }
  return found;
}

function everything(): Array<{ where: string; answer: unknown }> {
  const answers: Array<{ where: string; answer: unknown }> = [];
  for (const store of STOREFRONT_IDS) {
    for (const locale of LOCALES) {
      const at = `${store}/${locale}`;
      answers.push({ where: `${at} headerMenu`, answer: headerMenu(store, locale) });
      answers.push({ where: `${at} landingScreen`, answer: landingScreen(store, locale) });
      answers.push({ where: `${at} shopAllBoxes`, answer: shopAllBoxes(store, locale) });
      answers.push({ where: `${at} sampleBoxes`, answer: sampleBoxes(store, locale) });
      answers.push({ where: `${at} blogPosts`, answer: blogPosts(store, locale) });
      for (const { slug } of PRODUCTS) {
        answers.push({
          where: `${at} productDetails ${slug}`,
          answer: productDetails(store, slug, locale),
        });
        answers.push({
          where: `${at} recommendations ${slug}`,
          answer: recommendations(store, slug, locale),
        });
        answers.push({
          where: `${at} page product/${slug}`,
          answer: page(store, `product/${slug}`, locale),
        });
      }
    }
  }
  for (const { store, locale, path } of allPagePaths()) {
    answers.push({ where: `${store}/${locale} page ${path}`, answer: page(store, path, locale) });
  }
  answers.push({ where: 'reviews', answer: REVIEWS });
  return answers;
}

const ANSWERS = everything();
const HTML = ANSWERS.flatMap(({ where, answer }) => strings(answer, where, [], true));
const ALL_STRINGS = ANSWERS.flatMap(({ where, answer }) => strings(answer, where));

describe('seed HTML', () => {
  it('is there to check', () => {
    expect(HTML.length).toBeGreaterThan(500);
  });

  it('has no script, no event handler and no javascript: URL', () => {
    for (const { where, value } of HTML) {
      expect(value, where).not.toMatch(/<script/i);
      expect(value, where).not.toMatch(/\son[a-z]+\s*=/i);
      expect(value, where).not.toMatch(/javascript:/i);
    }
  });

  it('uses only ordinary tags', () => {
    const allowed = new Set(['h2', 'h3', 'p', 'ul', 'li', 'a', 'strong', 'em', 'img']);
    for (const { where, value } of HTML) {
      for (const match of value.matchAll(/<\/?([a-z0-9]+)/gi)) {
        expect(allowed.has(match[1]?.toLowerCase() ?? ''), `${where}: <${match[1]}>`).toBe(true);
      }
    }
  });

  it('links internal pages by relative paths and opens no tags it does not close', () => {
    for (const { where, value } of HTML) {
      for (const match of value.matchAll(/<(a|img)\s[^>]*(?:href|src)="([^"]*)"/g)) {
        expect(match[2], where).toMatch(/^\/[\w/?=&.-]*$/);
      }
      for (const tag of ['p', 'ul', 'li', 'a', 'h2', 'h3', 'strong', 'em']) {
        const opened = value.match(new RegExp(`<${tag}[\\s>]`, 'g'))?.length ?? 0;
        const closed = value.match(new RegExp(`</${tag}>`, 'g'))?.length ?? 0;
        expect(closed, `${where}: <${tag}>`).toBe(opened);
      }
    }
  });
});

describe('seed copy', () => {
  it('has no placeholder text', () => {
    for (const { where, value } of ALL_STRINGS) {
      expect(value, where).not.toMatch(
        /lorem|ipsum|TODO|TBD|placeholder|xxx|\{\{|\$\{|undefined|\[object/i,
      );
    }
  });

  it('has no empty titles, labels or button texts', () => {
    for (const { where, value } of ALL_STRINGS) {
      if (/\.(title|label|buttonText|text|heading|alt|submitLabel)$/.test(where)) {
        expect(value.trim(), where).not.toBe('');
      }
    }
  });

  it('is written in German where German is asked for', () => {
    for (const store of STOREFRONT_IDS) {
      for (const { path } of allPagePaths().filter((p) => p.store === store && p.locale === 'en')) {
        const english = page(store, path, 'en');
        const german = page(store, path, 'de');
        // Titles may coincide ('Blog | BoxUp'); descriptions and bodies may not.
        expect(german?.description, `${store} ${path}`).not.toBe(english?.description);
        expect(german?.bodyHtml, `${store} ${path}`).not.toBe(english?.bodyHtml);
      }
    }
  });

  it('gives Kartonwerk only its own pages', () => {
    const kartonwerk = allPagePaths()
      .filter((p) => p.store === 'kartonwerk')
      .map((p) => `${p.locale} ${p.path}`)
      .sort();
    expect(kartonwerk).toEqual(
      ['view/about', 'policy/refund-policy', 'policy/privacy-policy', 'policy/terms-of-service']
        .flatMap((path) => [`de ${path}`, `en ${path}`])
        .sort(),
    );
  });

  it('writes the real article on thoughtful usage and consumption', () => {
    const article = page('boxup', 'blog/post/thoughtful-usage-and-consumption', 'en');
    expect(article?.bodyHtml).toContain('Start with the right size');
    expect(article?.bodyHtml).toContain('recycl');
    expect(article?.bodyHtml.replace(/<[^>]+>/g, ' ').split(/\s+/).length).toBeGreaterThan(500);
  });

  it('states the artwork rules and the FAQ facts', () => {
    const guidelines = page('boxup', 'view/artwork-guidelines', 'en')?.bodyHtml ?? '';
    for (const fact of ['PDF', 'SVG', 'PNG', 'JPG', '300 dpi', '1/8 in', 'safe zone', 'CMYK']) {
      expect(guidelines).toContain(fact);
    }
    const faq = page('ybd', 'view/faq', 'en')?.bodyHtml ?? '';
    for (const fact of [
      '8 to 10 business days',
      'single box',
      '$1 sample',
      'up to three',
      'Canada',
      'proof',
    ]) {
      expect(faq).toContain(fact);
    }
  });
});
