import { BrandLogo } from '@storefront/ui-kit';
import { useTranslation } from 'react-i18next';
import { StoreLink } from '../store-link';
import { useHasRoute, useStoreVariant } from '../storefront-context';

export interface SiteHeaderProps {
  /** Whether a customer is signed in; identity arrives with the identity release. */
  isSignedIn?: boolean;
  /** Called when the shopper chooses Log Out. */
  onLogOut?: () => void;
}

const navLinkClass =
  'rounded-brand px-3 py-2 text-sm font-medium text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-primary';

/**
 * The header: store logo, main links to the routes the app composes, and the account area
 * (Log In, or My Account and Log Out) where the brand's switches show it.
 *
 * @example
 * <SiteHeader isSignedIn={false} />
 */
export function SiteHeader({ isSignedIn = false, onLogOut }: SiteHeaderProps) {
  const { t } = useTranslation();
  const { brandName, theme, features } = useStoreVariant();
  const showShopAll = useHasRoute('/shop-all-boxes');
  const showTemplateMaker = useHasRoute('/template-maker');
  const hasCart = useHasRoute('/cart');
  const hasLogin = useHasRoute('/login');
  const hasAccount = useHasRoute('/my-info');
  const showCart = features.cartLink && hasCart;
  const showLogIn = features.loginIcon && hasLogin;
  const showAccount = features.accountLinks && hasAccount;

  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 py-3">
        <StoreLink
          to="/"
          className="flex items-center gap-2 rounded-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-primary"
          aria-label={t('shell.homeLink', { brand: brandName })}
        >
          {features.storeLogo ? (
            <BrandLogo brand={theme} title={brandName} className="h-9 w-auto" />
          ) : (
            <span className="font-brand-heading text-xl text-ink">{brandName}</span>
          )}
        </StoreLink>
        <nav aria-label={t('shell.primaryNavigation')} className="flex flex-1 flex-wrap gap-1">
          {showShopAll && (
            <StoreLink to="/shop-all-boxes" className={navLinkClass}>
              {t('shell.shopAllBoxes')}
            </StoreLink>
          )}
          {showTemplateMaker && (
            <StoreLink to="/template-maker" className={navLinkClass}>
              {t('shell.templateMaker')}
            </StoreLink>
          )}
        </nav>
        {(showCart || showLogIn || showAccount) && (
          <nav aria-label={t('shell.accountNavigation')} className="flex items-center gap-1">
            {isSignedIn ? (
              <>
                {showAccount && (
                  <StoreLink to="/my-info" className={navLinkClass}>
                    {t('shell.myAccount')}
                  </StoreLink>
                )}
                {showAccount && (
                  <button type="button" className={navLinkClass} onClick={onLogOut}>
                    {t('shell.logOut')}
                  </button>
                )}
              </>
            ) : (
              showLogIn && (
                <StoreLink to="/login" className={navLinkClass}>
                  {t('shell.logIn')}
                </StoreLink>
              )
            )}
            {showCart && (
              <StoreLink to="/cart" className={navLinkClass}>
                {t('shell.cart')}
              </StoreLink>
            )}
          </nav>
        )}
      </div>
    </header>
  );
}
