import { StoreLink } from '../store-link';
import { LanguageSwitch } from './language-switch';
import { useFeature, useHasRoute, useStoreVariant } from '../storefront-context';
import { cn } from '@storefront/ui-kit';
import type { ReactNode } from 'react';
import { SHELL_CONTAINER } from './shell-container';
import { useMessages } from '@storefront/ui-kit/i18n';

/** The footer quick links of the spec and the content routes they open. */
export const FOOTER_QUICK_LINKS = [
  { labelKey: 'footer.about', to: '/view/about', route: '/view/:slug' },
  { labelKey: 'footer.blog', to: '/view/blog', route: '/view/:slug' },
  { labelKey: 'footer.reviews', to: '/view/reviews', route: '/view/:slug' },
  { labelKey: 'footer.contactUs', to: '/view/contact', route: '/view/:slug' },
  { labelKey: 'footer.refundPolicy', to: '/policy/refund-policy', route: '/policy/:slug' },
] as const;

const footerLinkClasses = 'text-ink text-sm underline-offset-4 hover:underline';

/** A list of footer links, named by its heading (`id` ties the two together). */
function FooterNav({
  id,
  heading,
  layout,
  children,
}: {
  id: string;
  heading: string;
  /** `column`: one link a line; `row`: the links side by side, wrapping. */
  layout: 'column' | 'row';
  children: ReactNode;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-ink text-sm font-semibold">
        {heading}
      </h2>
      <ul
        className={cn(
          'mt-3 flex',
          layout === 'column' ? 'flex-col gap-2' : 'flex-wrap gap-x-6 gap-y-2',
        )}
      >
        {children}
      </ul>
    </nav>
  );
}

/** Customer service: call, write, and the FAQ where the app has content pages (switch `serviceLinks`). */
function ServiceLinks() {
  const { t } = useMessages('common');
  const { support } = useStoreVariant();
  const hasView = useHasRoute('/view/:slug');
  return (
    <FooterNav id="footer-service-links" heading={t('footer.customerService')} layout="column">
      <li>
        <a href={`tel:${support.phone.replace(/[^+\d]/g, '')}`} className={footerLinkClasses}>
          {t('footer.callUs', { phone: support.phone })}
        </a>
      </li>
      <li>
        <a href={`mailto:${support.email}`} className={footerLinkClasses}>
          {t('footer.emailUs', { email: support.email })}
        </a>
      </li>
      {hasView && (
        <li>
          <StoreLink to="/view/faq" className={footerLinkClasses}>
            {t('footer.faq')}
          </StoreLink>
        </li>
      )}
    </FooterNav>
  );
}

/** The brand's social profiles, each in a new tab (switch `socialLinks`). */
function SocialLinks() {
  const { t } = useMessages('common');
  const { support, brandName } = useStoreVariant();
  return (
    <FooterNav id="footer-social-links" heading={t('footer.followUs')} layout="row">
      {support.social.map((profile) => (
        <li key={profile.network}>
          <a
            href={profile.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('footer.socialProfile', { brand: brandName, network: profile.network })}
            className={footerLinkClasses}
          >
            {profile.network}
          </a>
        </li>
      ))}
    </FooterNav>
  );
}

/**
 * The footer: quick links (About, Blog, Reviews, Contact Us, Refund Policy) where the app
 * composes content pages, customer service and social links where the brand's switches show
 * them, the language switch and the brand line.
 *
 * @example
 * <SiteFooter />
 */
export function SiteFooter() {
  const { t } = useMessages('common');
  const { brandName } = useStoreVariant();
  const hasView = useHasRoute('/view/:slug');
  const hasPolicy = useHasRoute('/policy/:slug');
  const showServiceLinks = useFeature('serviceLinks');
  const showSocialLinks = useFeature('socialLinks');
  const links = FOOTER_QUICK_LINKS.filter((link) =>
    link.route === '/view/:slug' ? hasView : hasPolicy,
  );
  return (
    <footer className="border-border bg-surface-muted mt-auto border-t">
      <div
        className={cn(
          SHELL_CONTAINER,
          'flex flex-col gap-6 py-8 md:flex-row md:items-start md:justify-between',
        )}
      >
        {links.length > 0 && (
          <FooterNav id="footer-quick-links" heading={t('footer.quickLinks')} layout="row">
            {links.map((link) => (
              <li key={link.to}>
                <StoreLink to={link.to} className={footerLinkClasses}>
                  {t(link.labelKey)}
                </StoreLink>
              </li>
            ))}
          </FooterNav>
        )}
        {showServiceLinks && <ServiceLinks />}
        {showSocialLinks && <SocialLinks />}
        <LanguageSwitch />
        <p className="text-ink-muted text-sm">
          {t('footer.copyright', { year: new Date().getFullYear(), brand: brandName })}
        </p>
      </div>
    </footer>
  );
}
