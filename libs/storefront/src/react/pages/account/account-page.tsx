import { createOrdersClient, type OrdersClient } from '@storefront/orders';
import { OrdersClientProvider, type OrdersLinkComponent } from '@storefront/orders/react';
import { RequireCustomer } from '@storefront/identity-sdk/react';
import { cn, Section } from '@storefront/ui-kit';
import { useMessages } from '@storefront/ui-kit/i18n';
import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useCommerceSettings } from '../../use-shopper-token';
import { StoreLink } from '../../store-link';
import { useHasRoute } from '../../storefront-context';
import { useIdentityMessages } from '../identity/use-identity-messages';
import { ACCOUNT_NAMESPACE, accountMessages } from './account.messages';

/** Registers the account pages' strings the first time one renders. */
export function useAccountMessages() {
  return useMessages(ACCOUNT_NAMESPACE, accountMessages);
}

/** The orders components' links: the store's link (keeps the showroom's `linkID`). */
export const AccountLink: OrdersLinkComponent = ({ to, ...props }) => (
  <StoreLink to={to} {...props} />
);

/** The orders client of the signed-in customer: ecommerce and payments with their token. */
function useOrdersClientOfCustomer(): OrdersClient {
  const settings = useCommerceSettings('customer');
  return useMemo(() => createOrdersClient(settings), [settings]);
}

const ACCOUNT_LINKS = [
  { path: '/my-info', key: 'nav.myInfo' },
  { path: '/my-orders', key: 'nav.myOrders' },
  { path: '/my-designs', key: 'nav.myDesigns' },
] as const;

/** The account's own navigation: the account pages the app composes. */
function AccountNav() {
  const { t } = useAccountMessages();
  const { pathname } = useLocation();
  const composed = {
    '/my-info': useHasRoute('/my-info'),
    '/my-orders': useHasRoute('/my-orders'),
    '/my-designs': useHasRoute('/my-designs'),
  };
  const links = ACCOUNT_LINKS.filter((link) => composed[link.path]);
  if (links.length < 2) return null;
  return (
    <nav aria-label={t('nav.label')} className="border-border mb-6 border-b">
      <ul className="flex flex-wrap gap-1">
        {links.map((link) => {
          const current = pathname === link.path || pathname.startsWith(`${link.path}/`);
          return (
            <li key={link.path}>
              <StoreLink
                to={link.path}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'focus-visible:outline-brand-primary -mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2',
                  current
                    ? 'border-brand-primary text-brand-primary'
                    : 'text-ink hover:border-border border-transparent',
                )}
              >
                {t(link.key)}
              </StoreLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The frame of an account page: for signed-in customers only (visitors go to /login and come
 * back), the account navigation, and the orders client of the customer for the orders
 * components inside.
 */
export function AccountPage({ children }: { children: ReactNode }) {
  useIdentityMessages();
  return (
    <RequireCustomer>
      <AccountFrame>{children}</AccountFrame>
    </RequireCustomer>
  );
}

function AccountFrame({ children }: { children: ReactNode }) {
  const client = useOrdersClientOfCustomer();
  return (
    <OrdersClientProvider client={client}>
      <div className="mx-auto max-w-5xl px-4 py-8">
        <AccountNav />
        {children}
      </div>
    </OrdersClientProvider>
  );
}

/** The element ids of the account pages' headings. */
const HEADING_IDS = { myInfo: 'my-info-heading', myOrders: 'my-orders-heading' } as const;

/**
 * The body of an account page: a section headed (h1) by the page's name in the account
 * navigation.
 *
 * @example
 * <AccountPageSection page="myInfo"><MyInfo … /></AccountPageSection>
 */
export function AccountPageSection({
  page,
  children,
}: {
  page: keyof typeof HEADING_IDS;
  children: ReactNode;
}) {
  const { t } = useAccountMessages();
  return (
    <Section
      level={1}
      headingId={HEADING_IDS[page]}
      heading={t(`nav.${page}`)}
      className="flex flex-col gap-6"
    >
      {children}
    </Section>
  );
}
