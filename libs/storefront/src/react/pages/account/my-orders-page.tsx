import {
  clampOrderHistoryPage,
  isArtworkDownloadFlowEnabled,
  reorderLineDraft,
  type OrderLine,
} from '@storefront/orders';
import { OrderDetail, OrderHistory } from '@storefront/orders/react';
import { useIdentity } from '@storefront/identity-sdk/react';
import { useParams, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../page-meta';
import { useSnackbarStore } from '../../snackbar-store';
import { StoreLink, useStoreNavigate } from '../../store-link';
import { useHasRoute } from '../../storefront-context';
import { useStorefrontCartStore } from '../checkout/use-storefront-cart';
import { AccountLink, AccountPage, AccountPageSection, useAccountMessages } from './account-page';

/** The path of the order detail route (composed by apps that list `orderDetailRoute`). */
export const ORDER_DETAIL_PATH = '/my-orders/:orderId';

/** Puts an order line into the cart again through the app's cart store, then shows the cart. */
function useReorder() {
  const { t } = useAccountMessages();
  const navigate = useStoreNavigate();
  const hasCart = useHasRoute('/cart');
  const showSnackbar = useSnackbarStore((snackbar) => snackbar.show);
  const cart = useStorefrontCartStore();
  return async (line: OrderLine) => {
    const draft = reorderLineDraft(line);
    if (!draft) throw new Error(`Line ${line.id} cannot be reordered`);
    // The store adds to the shopper's cart (or makes one), answers version conflicts, and
    // keeps the stored cart info and the header's count in step.
    await cart.getState().addLineItems([draft]);
    showSnackbar(t('reorder.added', { name: line.name }), 'success');
    if (hasCart) void navigate('/cart');
  };
}

function ArtworkLink({ line }: { line: OrderLine }) {
  const { t } = useAccountMessages();
  if (!isArtworkDownloadFlowEnabled(line)) return null;
  return (
    <StoreLink
      to="/download-artwork"
      aria-label={t('downloadArtworkOf', { name: line.name })}
      className="rounded-brand text-brand-primary focus-visible:outline-brand-primary inline-flex min-h-8 items-center px-3 py-1 text-sm font-semibold underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      {t('downloadArtwork')}
    </StoreLink>
  );
}

function MyOrders() {
  const { state } = useIdentity();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useStoreNavigate();
  const hasDetailRoute = useHasRoute(ORDER_DETAIL_PATH);
  const hasArtworkRoute = useHasRoute('/download-artwork');
  const reorder = useReorder();
  usePageMeta('myOrders');

  const orderId = params['orderId'] ?? searchParams.get('order');
  if (orderId) {
    return (
      <OrderDetail
        orderId={orderId}
        backHref="/my-orders"
        linkComponent={AccountLink}
        onReorder={reorder}
        reorderConfirmation="caller"
        {...(hasArtworkRoute
          ? { lineActions: (line: OrderLine) => <ArtworkLink line={line} /> }
          : {})}
      />
    );
  }
  const page = clampOrderHistoryPage(searchParams.get('page') ?? '1');
  return (
    <AccountPageSection page="myOrders">
      <OrderHistory
        customerId={state.canonicalId ?? ''}
        page={page}
        onPageChange={(next) =>
          void navigate(next === 1 ? '/my-orders' : `/my-orders?page=${next}`)
        }
        orderHref={(order) =>
          hasDetailRoute
            ? `/my-orders/${encodeURIComponent(order.id)}`
            : `/my-orders?order=${encodeURIComponent(order.id)}`
        }
        linkComponent={AccountLink}
      />
    </AccountPageSection>
  );
}

/**
 * `/my-orders` (orderHistoryPage) and its order detail (`/my-orders/:orderId`, or
 * `/my-orders?order=<id>` where the app does not compose the detail route): the customer's
 * order history, 5 a page (`?page=`), and an order's detail with tracking, invoice and receipt
 * downloads, payment of a pending order and one-click reorder into the cart. Signed-out
 * visitors go to /login and come back.
 *
 * @example
 * { path: '/my-orders', lazy: () => import('./my-orders-page').then((m) => ({ Component: m.MyOrdersRoutePage })) }
 */
export function MyOrdersRoutePage() {
  return (
    <AccountPage>
      <MyOrders />
    </AccountPage>
  );
}
