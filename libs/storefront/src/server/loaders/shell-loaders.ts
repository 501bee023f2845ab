import { contentQueryOptions } from '@storefront/content/react';
import type { ServerLoader } from '../server-loader';
import { organizationJsonLd } from '../seo/json-ld';
import { loadQuery, loadShell } from './load-query';
import { notFoundHead, pathnameOf } from './page-heads';

/** Where every brand app serves its logo mark (`public/favicon.svg`). */
const LOGO_PATH = '/favicon.svg';

/**
 * `/`: the shell and the landing screen; the head is the brand's own (`Brand | tagline`,
 * the home intro), as `HomePage` sets it, with the hero image and the brand as an
 * `Organization`.
 */
export const homeLoader: ServerLoader = async ({ context }) => {
  const [landing] = await Promise.all([
    loadQuery(context.queryClient, contentQueryOptions.landingScreen(context.contentClient)),
    loadShell(context),
  ]);
  const { variant, brandCopy, origin } = context;
  return {
    title: `${variant.brandName} | ${brandCopy.tagline}`,
    description: brandCopy.homeIntro,
    canonicalPath: '/',
    siteName: variant.brandName,
    ogType: 'website',
    ...(landing ? { image: new URL(landing.hero.url, origin).href } : {}),
    jsonLd: [
      organizationJsonLd({
        name: variant.brandName,
        origin,
        logoPath: LOGO_PATH,
        sameAs: variant.features.socialLinks ? variant.support.social.map((link) => link.url) : [],
      }),
    ],
  };
};

/** `/not-found` and every path the brand does not compose: the shell, and a 404. */
export const notFoundLoader: ServerLoader = async ({ request, context }) => {
  await loadShell(context);
  return notFoundHead(context, pathnameOf(request));
};
