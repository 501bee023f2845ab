// @vitest-environment node
import type { HeroImage } from '@storefront/content';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HeroCarousel } from './hero-carousel';

// The server's HTML of the hero, as the preload scanner of a phone or a desktop browser reads it
// before any script runs.

const desktop = {
  url: 'https://content.test/content/images/boxup-hero-carousel.svg',
  alt: 'A BoxUp shipping box, mailer box and gift mailer',
  width: 1500,
  height: 600,
};
const phone = {
  ...desktop,
  url: 'https://content.test/content/images/boxup-hero-carousel-mobile.svg',
  height: 2000,
};

/** The attributes of each tag of the server HTML named `tag`. */
function tags(html: string, tag: 'source' | 'img'): Array<Record<string, string>> {
  return [...html.matchAll(new RegExp(`<${tag}\\s([^>]*?)/?>`, 'g'))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [
        name,
        value,
      ]),
    ),
  );
}

describe('HeroCarousel on the server', () => {
  it('gives phones the portrait rendition and screens from 600 px the desktop one, both sized', () => {
    const hero: HeroImage = { ...desktop, mobile: phone };
    const html = renderToString(<HeroCarousel image={hero} />);
    expect(tags(html, 'source')).toEqual([
      { media: '(min-width: 600px)', srcSet: desktop.url, width: '1500', height: '600' },
    ]);
    expect(tags(html, 'img')).toEqual([
      expect.objectContaining({
        src: phone.url,
        alt: desktop.alt,
        width: '1500',
        height: '2000',
        loading: 'eager',
        fetchPriority: 'high',
      }),
    ]);
    expect(tags(html, 'img')[0]?.['class']).toMatch(/\baspect-\[3\/4\].*\bsm:aspect-\[5\/2\]/);
  });

  it('shows the desktop image whole on phones when the content service has no phone rendition', () => {
    const html = renderToString(<HeroCarousel image={{ ...desktop, mobile: null }} />);
    expect(tags(html, 'source')).toEqual([]);
    const [image] = tags(html, 'img');
    expect(image).toMatchObject({ src: desktop.url, width: '1500', height: '600' });
    expect(image?.['class']).toContain('aspect-[5/2]');
    expect(image?.['class']).not.toContain('aspect-[3/4]');
    expect(image?.['class']).not.toContain('object-cover');
  });
});
