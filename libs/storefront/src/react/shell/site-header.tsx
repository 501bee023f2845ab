import { useStorefrontState } from '@storefront/content/react';
import { BrandLogo } from '@storefront/ui-kit';
import { useTranslation } from 'react-i18next';
import { StoreLink } from '../store-link';
import { useNavigationLinks, useStoreVariant } from '../storefront-context';

export interface SiteHeaderProps {
  /** Whether a customer is signed in; identity arrives with the identity release. */
  isSignedIn?: boolean;
  /** Called when the shopper chooses Log Out. */
  onLogOut?: () => void;
}

/** The route id of the cart link, which shows the number of lines in the cart. */
const CART_ROUTE_ID = 'cart';

const navLinkClass =
  'rounded-brand px-3 py-2 text-sm font-medium text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-primary';

/**
 * The header: store logo (or the brand name where the logo switch is off), the main links
 * and the account area (Log In, or My Account and Log Out; cart with the number of lines in
 * the cart, from the global cart count). Links come from the routes the app composes, so a
 * brand never shows a link to a page it does not have.
 *
 * @example
 * <SiteHeader isSignedIn={false} />
 */
export function SiteHeader({ isSignedIn = false, onLogOut }: SiteHeaderProps) {
  const { t } = useTranslation();
  const { brandName, theme, features } = useStoreVariant();
  const primary = useNavigationLinks('primary', isSignedIn);
  const account = useNavigationLinks('account', isSignedIn);
  const showLogOut = isSignedIn && features.accountLinks && onLogOut !== undefined;
  const cartCount = useStorefrontState((state) => state.cartCount);

  return (
    <header className="border-border bg-surface border-b">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 py-3">
        <StoreLink
          to="/"
          className="rounded-brand focus-visible:outline-brand-primary flex items-center gap-2 focus-visible:outline-2 focus-visible:outline-offset-2"
          aria-label={t('shell.homeLink', { brand: brandName })}
        >
          {features.storeLogo ? (
            <BrandLogo brand={theme} title={brandName} className="h-9 w-auto" />
          ) : (
            <span className="font-brand-heading text-ink text-xl">{brandName}</span>
          )}
        </StoreLink>
        <nav aria-label={t('shell.primaryNavigation')} className="flex flex-1 flex-wrap gap-1">
          {primary.map((link) => (
            <StoreLink key={link.routeId} to={link.path} className={navLinkClass}>
              {t(link.routeId, { ns: 'nav' })}
            </StoreLink>
          ))}
        </nav>
        {(account.length > 0 || showLogOut) && (
          <nav aria-label={t('shell.accountNavigation')} className="flex items-center gap-1">
            {account.map((link) => (
              <StoreLink key={link.routeId} to={link.path} className={navLinkClass}>
                {t(link.routeId, { ns: 'nav' })}
                {link.routeId === CART_ROUTE_ID && cartCount > 0 ? ' ' : null}
                {link.routeId === CART_ROUTE_ID && cartCount > 0 ? (
                  <span
                    data-slot="cart-count"
                    className="bg-brand-primary text-brand-primary-contrast inline-flex min-w-6 items-center justify-center rounded-full px-1.5 text-xs font-semibold tabular-nums"
                  >
                    {cartCount}
                  </span>
                ) : null}
              </StoreLink>
            ))}
            {showLogOut && (
              <button type="button" className={navLinkClass} onClick={onLogOut}>
                {t('shell.logOut')}
              </button>
            )}
          </nav>
        )}
      </div>
    </header>
  );
}
