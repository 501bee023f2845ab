import { cn } from '@storefront/ui-kit';
import { useQueryClient } from '@tanstack/react-query';
import { QueryNotice } from '../error-notice';
import { useOrdersClient } from '../orders-client-provider';
import { ordersQueryKeys } from '../orders-queries';
import { useCustomer } from '../use-customer';
import { useOrdersFormat } from '../use-orders-format';
import type { AccountIdentity } from './account-identity';
import { DefaultAddresses, type DefaultAddressesProps } from './default-addresses';
import { EmailChangeForm } from './email-change-form';
import { NewsletterToggle } from './newsletter-toggle';
import { PasswordChangeForm } from './password-change-form';
import { ProfileForm } from './profile-form';
import { VerificationEmailButton } from './verification-email-button';

/**
 * Props of {@link MyInfo}.
 *
 * @example
 * const props: MyInfoProps = { customerId: 'cus_1', audienceId: 'boxup-newsletter', identity };
 */
export interface MyInfoProps {
  /** The signed-in customer's id (the identity's canonical id). */
  customerId: string;
  /** The store's newsletter audience (`newsletterAudienceId(storefrontId)`). */
  audienceId: string;
  /** The signed-in identity: password and email change, verification email. */
  identity: AccountIdentity;
  /** Renders the address form of the default addresses (see `DefaultAddresses`). */
  renderAddressForm?: DefaultAddressesProps['renderAddressForm'];
  className?: string;
}

/**
 * The customer's account (spec: /my-info): profile, default billing and shipping addresses,
 * newsletter subscription, password change, email change and the verification email. While the
 * customer loads a spinner shows; a failure shows 'Error occured while fetching customer info'
 * (ECX009) with a retry button.
 *
 * @example
 * <MyInfo
 *   customerId={state.canonicalId}
 *   audienceId={newsletterAudienceId(variant.storeId)}
 *   identity={identity}
 *   renderAddressForm={(form) => <AddressForm {...form} initialAddress={form.address ?? undefined} />}
 * />
 */
export function MyInfo({
  customerId,
  audienceId,
  identity,
  renderAddressForm,
  className,
}: MyInfoProps) {
  const { t } = useOrdersFormat();
  const client = useOrdersClient();
  const queryClient = useQueryClient();
  const customer = useCustomer(customerId);
  if (customer.data === undefined) {
    return (
      <QueryNotice
        query={customer}
        loading={t('account.profile.heading')}
        failed={t('account.loadFailed')}
        retry={t('account.retry')}
      />
    );
  }
  const data = customer.data;
  return (
    <div data-slot="my-info" className={cn('flex flex-col gap-6', className)}>
      <ProfileForm customer={data} />
      <DefaultAddresses customer={data} {...(renderAddressForm ? { renderAddressForm } : {})} />
      <NewsletterToggle email={data.email} audienceId={audienceId} />
      <div className="grid gap-6 md:grid-cols-2">
        <PasswordChangeForm identity={identity} />
        <EmailChangeForm
          currentEmail={data.email}
          identity={identity}
          onChanged={() =>
            void queryClient.invalidateQueries({
              queryKey: ordersQueryKeys.all(client.storefrontId),
            })
          }
        />
      </div>
      <VerificationEmailButton email={data.email} identity={identity} />
    </div>
  );
}
