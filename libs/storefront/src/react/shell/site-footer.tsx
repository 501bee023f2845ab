import { useTranslation } from 'react-i18next';
import { StoreLink } from '../store-link';
import { LanguageSwitch } from './language-switch';
import { useFeature, useHasRoute, useStoreVariant } from '../storefront-context';
import { cn } from '@storefront/ui-kit';
import { SHELL_CONTAINER } from './shell-container';

/** The footer quick links of the spec and the content routes they open. */
export const FOOTER_QUICK_LINKS = [
  { labelKey: 'footer.about', to: '/view/about', route: '/view/:slug' },
  { labelKey: 'footer.blog', to: '/view/blog', route: '/view/:slug' },
  { labelKey: 'footer.reviews', to: '/view/reviews', route: '/view/:slug' },
  { labelKey: 'footer.contactUs', to: '/view/contact', route: '/view/:slug' },
  { labelKey: 'footer.refundPolicy', to: '/policy/refund-policy', route: '/policy/:slug' },
] as const;

const footerLinkClasses = 'text-ink text-sm underline-offset-4 hover:underline';

/** Customer service: call, write, and the FAQ where the app has content pages (switch `serviceLinks`). */
function ServiceLinks() {
  const { t } = useTranslation();
  const { support } = useStoreVariant();
  const hasView = useHasRoute('/view/:slug');
  return (
    <nav aria-labelledby="footer-service-links">
      <h2 id="footer-service-links" className="text-ink text-sm font-semibold">
        {t('footer.customerService')}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
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
      </ul>
    </nav>
  );
}

/** The brand's social profiles, each in a new tab (switch `socialLinks`). */
function SocialLinks() {
  const { t } = useTranslation();
  const { support, brandName } = useStoreVariant();
  return (
    <nav aria-labelledby="footer-social-links">
      <h2 id="footer-social-links" className="text-ink text-sm font-semibold">
        {t('footer.followUs')}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
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
      </ul>
    </nav>
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
  const { t } = useTranslation();
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
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className="text-ink text-sm font-semibold">
              {t('footer.quickLinks')}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
              {links.map((link) => (
                <li key={link.to}>
                  <StoreLink
                    to={link.to}
                    className="text-ink text-sm underline-offset-4 hover:underline"
                  >
                    {t(link.labelKey)}
                  </StoreLink>
                </li>
              ))}
            </ul>
          </nav>
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
