import { MyDesignsView } from '@storefront/designs/react';
import { useStoreNavigate } from '../../store-link';
import { useHasRoute } from '../../storefront-context';
import { AccountPage } from '../account/account-page';
import { DesignRouteFrame, useDesignsMessages } from './designs-route-support';

function MyDesigns() {
  const navigate = useStoreNavigate();
  const hasDesigner = useHasRoute('/template-designer');
  const canApprove = useHasRoute('/approve-design');
  return (
    <DesignRouteFrame page="myDesigns" bare>
      <MyDesignsView
        siteUrl={window.location.origin}
        onOpenDesign={(design) =>
          void navigate(
            hasDesigner
              ? `/template-designer?designId=${encodeURIComponent(design.id)}`
              : '/template-maker',
          )
        }
        {...(canApprove
          ? {
              onApproveDesign: (design) =>
                void navigate(`/approve-design?designId=${encodeURIComponent(design.id)}`),
            }
          : {})}
      />
    </DesignRouteFrame>
  );
}

/**
 * `/my-designs`, an account page for signed-in customers (visitors go to `/login` and come
 * back), with the account's navigation: the saved designs with rename, duplicate, delete,
 * share link, 'Open in designer' and 'Order' (to approve design); 'No Designs Available' when
 * there are none. Title and description from the brand's SEO copy.
 *
 * @example
 * { path: '/my-designs', lazy: () => import('./my-designs-route-page') }
 */
export function MyDesignsRoutePage() {
  useDesignsMessages();
  return (
    <AccountPage>
      <MyDesigns />
    </AccountPage>
  );
}
