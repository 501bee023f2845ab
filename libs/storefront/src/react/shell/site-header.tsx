import { useStorefrontState } from '../storefront-state-provider';
import { BrandLogo, cn } from '@storefront/ui-kit';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { StoreLink } from '../store-link';
import {
  useNavigationLinks,
  useStoreLogo,
  useStoreVariant,
  type NavigationLink,
} from '../storefront-context';
import { useHeaderLinks, type HeaderLink } from './header-menu';
import { SHELL_CONTAINER } from './shell-container';
import { useMessages } from '@storefront/ui-kit/i18n';

export interface SiteHeaderProps {
  /** Whether a customer is signed in; identity arrives with the identity release. */
  isSignedIn?: boolean;
  /** Called when the shopper chooses Log Out. */
  onLogOut?: () => void;
}

/** The route id of the cart link, which shows the number of lines in the cart. */
const CART_ROUTE_ID = 'cart';

const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-primary';

// Without a display: the always-shown links and the wide-screen-only ones each add their own
// (`cn` does not let a later `hidden` win over an earlier `inline-flex`).
const navLinkLook = cn(
  'rounded-brand text-ink hover:bg-surface-muted items-center px-2.5 py-2 text-sm font-medium whitespace-nowrap',
  focusRing,
);
const navLinkClass = cn(navLinkLook, 'inline-flex');
const wideScreenNavLinkClass = cn(navLinkLook, 'hidden lg:inline-flex');

/** Links in the phone menu: one per row, at least 44 px tall. */
const menuLinkClass = cn(
  'rounded-brand text-ink hover:bg-surface-muted flex min-h-11 w-full items-center px-3 py-2 text-base font-medium',
  focusRing,
);

function MainLink({
  link,
  className,
  onClick,
}: {
  link: HeaderLink;
  className: string;
  onClick?: () => void;
}) {
  const { t } = useMessages('common');
  if (link.external) {
    return (
      <a
        href={link.href}
        className={className}
        onClick={onClick}
        {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {link.label}
        {link.newTab ? <span className="sr-only"> {t('links.newTab')}</span> : null}
      </a>
    );
  }
  return (
    <StoreLink to={link.href} className={className} onClick={onClick}>
      {link.label}
    </StoreLink>
  );
}

function AccountLink({
  link,
  className,
  cartCount,
  onClick,
}: {
  link: NavigationLink;
  className: string;
  cartCount: number;
  onClick?: () => void;
}) {
  const { t } = useMessages('nav');
  const showCount = link.routeId === CART_ROUTE_ID && cartCount > 0;
  return (
    <StoreLink to={link.path} className={className} onClick={onClick}>
      {t(link.routeId)}
      {showCount ? ' ' : null}
      {showCount ? (
        <span
          data-slot="cart-count"
          className="bg-brand-primary text-brand-primary-contrast ms-1 inline-flex min-w-6 items-center justify-center rounded-full px-1.5 text-xs font-semibold tabular-nums"
        >
          {cartCount}
        </span>
      ) : null}
    </StoreLink>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none">
      {open ? (
        <path
          d="M6 6l12 12M18 6L6 18"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M4 7h16M4 12h16M4 17h16"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

/**
 * A menu's open state, as a disclosure: the button says whether it is open (`aria-expanded`)
 * and which element it opens (`aria-controls`); opening moves focus to the first link; Escape
 * closes it and puts focus back on the button; a navigation, a click outside the container
 * (the header, or the account menu) and focus leaving it close it.
 */
function useDisclosureMenu<Container extends HTMLElement>() {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<Container>(null);
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  // The page the menu was opened on: after a navigation the menu is closed.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === here;
  const setOpen = useCallback(
    (next: boolean | ((wasOpen: boolean) => boolean)) =>
      setOpenedAt((at) => {
        const value = typeof next === 'function' ? next(at === here) : next;
        return value ? here : null;
      }),
    [here],
  );

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, setOpen]);

  const onContainerBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };

  return { open, setOpen, buttonRef, panelRef, containerRef, onContainerBlur };
}

function ChevronIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none">
      <path
        d={open ? 'M5 12.5l5-5 5 5' : 'M5 7.5l5 5 5-5'}
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The account links and Log Out as menu rows (the phone menu and the wide-screen account
 * menu): following one or logging out closes the menu (`onFollow`).
 */
function AccountMenuItems({
  links,
  cartCount,
  onFollow,
  onLogOut,
}: {
  links: readonly NavigationLink[];
  cartCount: number;
  onFollow: () => void;
  onLogOut?: (() => void) | undefined;
}) {
  const { t } = useMessages('common');
  return (
    <>
      {links.map((link) => (
        <li key={link.routeId}>
          <AccountLink
            link={link}
            cartCount={cartCount}
            className={menuLinkClass}
            onClick={onFollow}
          />
        </li>
      ))}
      {onLogOut && (
        <li>
          <button
            type="button"
            className={menuLinkClass}
            onClick={() => {
              onFollow();
              onLogOut();
            }}
          >
            {t('shell.logOut')}
          </button>
        </li>
      )}
    </>
  );
}

/**
 * A signed-in customer's account links on wide screens (My Account, My Orders, My Designs,
 * Log Out) behind one Account button, so the bar stays one row as it is for a visitor
 * and does not grow when the session arrives after hydration. Below 1024 px they are in the
 * phone menu.
 */
function AccountMenu({
  links,
  cartCount,
  onLogOut,
}: {
  links: readonly NavigationLink[];
  cartCount: number;
  onLogOut?: () => void;
}) {
  const { t } = useMessages('common');
  const panelId = useId();
  const { open, setOpen, buttonRef, panelRef, containerRef, onContainerBlur } =
    useDisclosureMenu<HTMLDivElement>();
  const closeMenu = () => setOpen(false);
  return (
    <div ref={containerRef} onBlur={onContainerBlur} className="relative hidden lg:block">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className={cn(navLinkLook, 'inline-flex gap-1')}
      >
        {t('shell.accountNavigation')}
        <ChevronIcon open={open} />
      </button>
      <div
        id={panelId}
        ref={panelRef}
        hidden={!open}
        data-slot="account-menu"
        className="border-border bg-surface rounded-brand absolute end-0 top-full z-40 mt-1 w-56 border p-1 shadow-lg"
      >
        <ul className="flex flex-col gap-1">
          <AccountMenuItems
            links={links}
            cartCount={cartCount}
            onFollow={closeMenu}
            onLogOut={onLogOut}
          />
        </ul>
      </div>
    </div>
  );
}

function MenuSection({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-col gap-1">{children}</ul>
    </nav>
  );
}

/**
 * The header: store logo (or the brand name where the logo switch is off), the main links
 * (the content service's header menu, without links to pages the brand does not compose) and
 * the account area (Log In, or My Account and Log Out; cart with the number of lines in the
 * cart, from the global cart count). Account links come from the routes the app composes, so
 * a brand never shows a link to a page it does not have.
 *
 * A signed-in customer's account links are behind an Account button on wide screens.
 * Below 1024 px the main and account links move into a menu behind a Menu button (a
 * disclosure: no dialog library on the first load); the cart link stays in the bar, which is
 * one row (61 px) at 390 px.
 *
 * @example
 * <SiteHeader isSignedIn={false} />
 */
export function SiteHeader({ isSignedIn = false, onLogOut }: SiteHeaderProps) {
  const { t } = useMessages('common');
  const { brandName, features } = useStoreVariant();
  const logo = useStoreLogo();
  const primary = useHeaderLinks(useNavigationLinks('primary', isSignedIn));
  const account = useNavigationLinks('account', isSignedIn);
  const cart = account.find((link) => link.routeId === CART_ROUTE_ID);
  const otherAccount = account.filter((link) => link.routeId !== CART_ROUTE_ID);
  const showLogOut = isSignedIn && features.accountLinks && onLogOut !== undefined;
  const cartCount = useStorefrontState((state) => state.cartCount);
  const menuId = useId();
  const { open, setOpen, buttonRef, panelRef, containerRef, onContainerBlur } =
    useDisclosureMenu<HTMLElement>();
  // Following a link closes the menu at once, before the next page has loaded.
  const closeMenu = () => setOpen(false);
  const hasMenu = primary.length > 0 || otherAccount.length > 0 || showLogOut;

  return (
    <header
      ref={containerRef}
      onBlur={onContainerBlur}
      className="border-border bg-surface relative z-30 border-b"
    >
      <div className={cn(SHELL_CONTAINER, 'flex items-center gap-2 py-2 lg:gap-4 lg:py-3')}>
        {hasMenu && (
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
            className={cn(
              'rounded-brand text-ink hover:bg-surface-muted -ms-2 inline-flex size-11 shrink-0 items-center justify-center lg:hidden',
              focusRing,
            )}
          >
            <MenuIcon open={open} />
            <span className="sr-only">{t('shell.menu')}</span>
          </button>
        )}
        <StoreLink
          to="/"
          className={cn('rounded-brand flex min-w-0 shrink items-center gap-2', focusRing)}
          aria-label={t('shell.homeLink', { brand: brandName })}
        >
          {features.storeLogo && logo ? (
            <BrandLogo logo={logo} title={brandName} size="md" />
          ) : (
            <span className="font-brand-heading text-ink truncate text-xl">{brandName}</span>
          )}
        </StoreLink>
        <nav
          aria-label={t('shell.primaryNavigation')}
          className="hidden flex-1 flex-wrap gap-1 lg:flex"
        >
          {primary.map((link) => (
            <MainLink key={link.key} link={link} className={navLinkClass} />
          ))}
        </nav>
        {(account.length > 0 || showLogOut) && (
          <nav
            aria-label={t('shell.accountNavigation')}
            className="ms-auto flex shrink-0 items-center gap-1"
          >
            {isSignedIn && (otherAccount.length > 0 || showLogOut) ? (
              <AccountMenu
                links={otherAccount}
                cartCount={cartCount}
                onLogOut={showLogOut ? onLogOut : undefined}
              />
            ) : (
              otherAccount.map((link) => (
                <AccountLink
                  key={link.routeId}
                  link={link}
                  cartCount={cartCount}
                  className={wideScreenNavLinkClass}
                />
              ))
            )}
            {cart && <AccountLink link={cart} cartCount={cartCount} className={navLinkClass} />}
          </nav>
        )}
      </div>
      {hasMenu && (
        <div
          id={menuId}
          ref={panelRef}
          hidden={!open}
          data-slot="header-menu"
          className="border-border bg-surface absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b shadow-lg lg:hidden"
        >
          <div className={cn(SHELL_CONTAINER, 'flex flex-col gap-3 py-3')}>
            {primary.length > 0 && (
              <MenuSection label={t('shell.primaryNavigation')}>
                {primary.map((link) => (
                  <li key={link.key}>
                    <MainLink link={link} className={menuLinkClass} onClick={closeMenu} />
                  </li>
                ))}
              </MenuSection>
            )}
            {(otherAccount.length > 0 || showLogOut) && (
              <div className="border-border border-t pt-3">
                <MenuSection label={t('shell.accountMenu')}>
                  <AccountMenuItems
                    links={otherAccount}
                    cartCount={cartCount}
                    onFollow={closeMenu}
                    onLogOut={showLogOut ? onLogOut : undefined}
                  />
                </MenuSection>
              </div>
            )}
          </div>
        </div>
      )}
    </header>
  );
}
