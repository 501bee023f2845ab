import { createAddressLookupClient } from '@storefront/cart';
import { AddressForm } from '@storefront/cart/react';
import { newsletterAudienceId } from '@storefront/orders';
import { MyInfo } from '@storefront/orders/react';
import { useIdentity } from '@storefront/identity-sdk/react';
import { useMemo } from 'react';
import { useServiceFetch } from '../../data-providers';
import { usePageMeta } from '../../page-meta';
import { useServiceEndpoints, useStoreVariant } from '../../storefront-context';
import { AccountPage, AccountPageSection } from './account-page';

function MyInfoContent() {
  const { state, identity } = useIdentity();
  const variant = useStoreVariant();
  const endpoints = useServiceEndpoints();
  const fetch = useServiceFetch();
  const lookup = useMemo(
    () =>
      createAddressLookupClient({
        baseUrl: endpoints.addressLookup,
        ...(fetch === undefined ? {} : { fetch }),
      }),
    [endpoints.addressLookup, fetch],
  );
  usePageMeta('myInfo');
  return (
    <AccountPageSection page="myInfo">
      <MyInfo
        customerId={state.canonicalId ?? ''}
        audienceId={newsletterAudienceId(variant.storeId)}
        identity={identity}
        renderAddressForm={(form) => (
          <AddressForm
            lookup={lookup}
            cleanse={lookup.cleanse}
            label={form.label}
            onSubmit={form.onSubmit}
            onCancel={form.onCancel}
            {...(form.address ? { initialAddress: form.address } : {})}
          />
        )}
      />
    </AccountPageSection>
  );
}

/**
 * `/my-info` (myInfoPage): the customer's profile, default billing and shipping addresses
 * (the checkout's `AddressForm` with its rules and street search), newsletter, password and
 * email change and the verification email. Signed-out visitors go to /login and come back.
 *
 * @example
 * { path: '/my-info', lazy: () => import('./my-info-page').then((m) => ({ Component: m.MyInfoRoutePage })) }
 */
export function MyInfoRoutePage() {
  return (
    <AccountPage>
      <MyInfoContent />
    </AccountPage>
  );
}
