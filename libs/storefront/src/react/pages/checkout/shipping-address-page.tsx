import {
  createAddressLookupClient,
  isVersionConflict,
  type AddressLookupClient,
  type ApiAddress,
  type ApiAddressRecord,
  type TransformedCart,
} from '@storefront/cart';
import {
  isSameAddress,
  type Customer as ApiCustomer,
  type CustomerUpdate,
} from '@storefront/orders';
import {
  AddressForm,
  AddressSummary,
  type AddressSummaryProps,
  SavedAddresses,
  useCartStore,
  useCartTranslation,
} from '@storefront/cart/react';
import { isStorefrontError, storefrontMessages } from '@storefront/http';
import { loginPathFor, useIdentity } from '@storefront/identity-sdk/react';
import { Button, Checkbox, Section, Spinner } from '@storefront/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useCheckoutStartedEvent } from '../../analytics/commerce-analytics';
import { useServiceFetch } from '../../data-providers';
import { StoreLink, useStoreNavigate } from '../../store-link';
import { useServiceEndpoints } from '../../storefront-context';
import { CheckoutAlerts, checkoutCartRoute, CheckoutStepButtons } from './checkout-layout';
import { useCheckoutMessages } from './use-checkout-messages';
import { useCheckoutCart } from './use-checkout-cart';
import { cartFailureMessage } from './storefront-cart-store';
import { useCartApi } from './use-storefront-cart';
import { useMessages } from '@storefront/ui-kit/i18n';

/** A saved or cart address as the API takes it back: no id, no empty fields. */
function toApiAddress(address: ApiAddressRecord): ApiAddress {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(address)) {
    if (key !== 'id' && typeof value === 'string' && value.trim() !== '') result[key] = value;
  }
  return result as unknown as ApiAddress;
}

function useAddressLookup(): AddressLookupClient {
  const endpoints = useServiceEndpoints();
  const fetch = useServiceFetch();
  return useMemo(
    () =>
      createAddressLookupClient({
        baseUrl: endpoints.addressLookup,
        ...(fetch === undefined ? {} : { fetch }),
      }),
    [endpoints.addressLookup, fetch],
  );
}

interface SectionProps {
  cart: TransformedCart;
  lookup: AddressLookupClient;
  sameAsShipping: boolean;
  onSameAsShippingChange: (same: boolean) => void;
  onError: (message: string | null) => void;
}

/**
 * The billing section: "Same as shipping address" (it saves the shipping address as the billing
 * one), and otherwise `children`, the ways to give the billing address.
 */
function BillingSection({
  cart,
  sameAsShipping,
  onSameAsShippingChange,
  onError,
  children,
}: Omit<SectionProps, 'lookup'> & { children: ReactNode }) {
  const { t } = useCheckoutMessages();
  const setAddresses = useCartStore((state) => state.setAddresses);
  return (
    <Section
      headingId="billing-section"
      heading={t('shippingAddress.billingSection')}
      className="flex flex-col gap-3"
    >
      <Checkbox
        label={t('shippingAddress.sameAsShipping')}
        checked={sameAsShipping}
        onChange={(event) => {
          const same = event.currentTarget.checked;
          onSameAsShippingChange(same);
          if (same && cart.shippingAddress) {
            onError(null);
            setAddresses({ billingAddress: toApiAddress(cart.shippingAddress) }).catch((error) =>
              onError(cartFailureMessage(error, t('errors.tryAgain'))),
            );
          }
        }}
      />
      {sameAsShipping ? null : children}
    </Section>
  );
}

/** A visitor: the address forms, with sign-in offered first. */
function GuestAddresses(props: SectionProps) {
  const { cart, lookup, sameAsShipping } = props;
  const { t } = useCheckoutMessages();
  const setAddresses = useCartStore((state) => state.setAddresses);
  const [editingShipping, setEditingShipping] = useState(!cart.shippingAddress);
  const [editingBilling, setEditingBilling] = useState(false);
  const billingShown =
    !sameAsShipping &&
    (editingBilling ||
      !cart.billingAddress ||
      isSameAddress(cart.billingAddress, cart.shippingAddress));

  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-brand bg-surface-muted text-ink flex flex-col gap-1 p-4">
        <p>
          {t('shippingAddress.signInPrompt')}{' '}
          <StoreLink
            to={loginPathFor('/shipping-address')}
            className="text-brand-primary font-semibold underline"
          >
            {t('shippingAddress.signIn')}
          </StoreLink>
        </p>
        <p className="text-ink-muted">{t('shippingAddress.guest')}</p>
      </div>
      <Section
        headingId="shipping-section"
        heading={t('shippingAddress.shippingSection')}
        className="flex flex-col gap-3"
      >
        {editingShipping || !cart.shippingAddress ? (
          <AddressForm
            label={t('shippingAddress.shippingSection')}
            initialAddress={cart.shippingAddress ?? undefined}
            lookup={lookup}
            cleanse={lookup.cleanse}
            submitLabel={t('shippingAddress.saveShipping')}
            onSubmit={async (address) => {
              await setAddresses({
                shippingAddress: address,
                ...(sameAsShipping || !cart.billingAddress ? { billingAddress: address } : {}),
                ...(address.email ? { customerEmail: address.email } : {}),
              });
              setEditingShipping(false);
            }}
            {...(cart.shippingAddress ? { onCancel: () => setEditingShipping(false) } : {})}
          />
        ) : (
          <ChosenAddress
            address={cart.shippingAddress}
            changeLabel={t('shippingAddress.changeShipping')}
            onChange={() => setEditingShipping(true)}
          />
        )}
      </Section>
      <BillingSection {...props}>
        {billingShown ? (
          <AddressForm
            label={t('shippingAddress.billingSection')}
            initialAddress={
              cart.billingAddress && !isSameAddress(cart.billingAddress, cart.shippingAddress)
                ? cart.billingAddress
                : undefined
            }
            lookup={lookup}
            cleanse={lookup.cleanse}
            submitLabel={t('shippingAddress.saveBilling')}
            onSubmit={async (address) => {
              await setAddresses({ billingAddress: address });
              setEditingBilling(false);
            }}
          />
        ) : cart.billingAddress ? (
          <ChosenAddress
            address={cart.billingAddress}
            changeLabel={t('shippingAddress.changeBilling')}
            onChange={() => setEditingBilling(true)}
          />
        ) : null}
      </BillingSection>
    </div>
  );
}

/** An address the cart has, with the button that opens it for a change. */
function ChosenAddress(props: {
  address: AddressSummaryProps['address'];
  changeLabel: string;
  onChange: () => void;
}) {
  const { t } = useCheckoutMessages();
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <AddressSummary address={props.address} />
      <Button variant="secondary" size="sm" onClick={props.onChange} aria-label={props.changeLabel}>
        {t('shippingAddress.change')}
      </Button>
    </div>
  );
}

/** A signed-in customer: the saved addresses (choose, add, edit, delete). */
function CustomerAddresses(props: SectionProps & { customerId: string; email: string | null }) {
  const { cart, lookup, sameAsShipping, onError, customerId, email } = props;
  const { t } = useCheckoutMessages();
  const common = useMessages('common').t;
  const api = useCartApi();
  const queryClient = useQueryClient();
  const setAddresses = useCartStore((state) => state.setAddresses);
  const queryKey = ['checkout', 'customer', customerId] as const;
  const customer = useQuery({ queryKey, queryFn: () => api.getCustomer(customerId) });

  async function saveCustomer(change: (current: ApiCustomer) => Omit<CustomerUpdate, 'version'>) {
    let current = customer.data ?? (await api.getCustomer(customerId));
    for (let attempt = 1; ; attempt += 1) {
      try {
        const saved = await api.updateCustomer(customerId, {
          version: current.version,
          ...change(current),
        });
        queryClient.setQueryData(queryKey, saved);
        return saved;
      } catch (error) {
        if (!isVersionConflict(error) || attempt >= 3) throw error;
        current = await api.getCustomer(customerId);
      }
    }
  }

  function choose(which: 'shipping' | 'billing', address: ApiAddressRecord) {
    onError(null);
    const value = toApiAddress(address);
    const update =
      which === 'shipping'
        ? { shippingAddress: value, ...(sameAsShipping ? { billingAddress: value } : {}) }
        : { billingAddress: value };
    setAddresses(update).catch((error) => onError(cartFailureMessage(error, t('errors.tryAgain'))));
  }

  if (customer.isPending) return <Spinner label={common('loading')} />;
  if (customer.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <CheckoutAlerts
          messages={[
            isStorefrontError(customer.error)
              ? customer.error.userMessage
              : storefrontMessages.customer.fetchFailed,
          ]}
        />
        <Button variant="secondary" onClick={() => void customer.refetch()}>
          {t('errors.tryAgain')}
        </Button>
      </div>
    );
  }
  const saved = customer.data;
  const matching = (address: ApiAddressRecord | null) =>
    saved.addresses.find((candidate) => isSameAddress(candidate, address))?.id ?? null;

  const book = (which: 'shipping' | 'billing') => (
    <SavedAddresses
      legend={
        which === 'shipping'
          ? t('shippingAddress.shippingSection')
          : t('shippingAddress.billingSection')
      }
      addresses={saved.addresses}
      selectedId={matching(which === 'shipping' ? cart.shippingAddress : cart.billingAddress)}
      defaultShippingAddressId={saved.defaultShippingAddressId ?? null}
      defaultBillingAddressId={saved.defaultBillingAddressId ?? null}
      lookup={lookup}
      cleanse={lookup.cleanse}
      newAddressDefaults={{
        firstName: saved.firstName,
        lastName: saved.lastName,
        company: saved.companyName,
        email: saved.email ?? email,
      }}
      onSelect={(id) => {
        const address = saved.addresses.find((candidate) => candidate.id === id);
        if (address) choose(which, address);
      }}
      onSave={async (address, id) => {
        const next = await saveCustomer((current) => {
          const kept = current.addresses.map((entry) =>
            entry.id === id ? { ...address, id } : { ...toApiAddress(entry), id: entry.id },
          );
          if (id) return { addresses: kept };
          // A new address becomes the default of its kind when the customer has none yet, so
          // it shows in My Info's default addresses (billing too when it is the same address).
          const added = {
            ...address,
            ...(which === 'shipping' && !current.defaultShippingAddressId
              ? { isDefaultShippingAddress: true }
              : {}),
            ...((which === 'billing' || sameAsShipping) && !current.defaultBillingAddressId
              ? { isDefaultBillingAddress: true }
              : {}),
          };
          return { addresses: [...kept, added] };
        });
        const stored = id
          ? next.addresses.find((entry) => entry.id === id)
          : next.addresses[next.addresses.length - 1];
        if (stored) {
          const value = toApiAddress(stored);
          await setAddresses(
            which === 'shipping'
              ? { shippingAddress: value, ...(sameAsShipping ? { billingAddress: value } : {}) }
              : { billingAddress: value },
          );
        }
      }}
      onDelete={async (id) => {
        await saveCustomer((current) => ({
          addresses: current.addresses
            .filter((entry) => entry.id !== id)
            .map((entry) => ({ ...toApiAddress(entry), id: entry.id })),
        }));
      }}
    />
  );

  return (
    <div className="flex flex-col gap-6">
      {email ? (
        <p className="text-ink-muted">{t('shippingAddress.signedInAs', { email })}</p>
      ) : null}
      <Section
        headingId="shipping-section"
        heading={t('shippingAddress.shippingSection')}
        className="flex flex-col gap-3"
      >
        {book('shipping')}
      </Section>
      <BillingSection {...props}>{book('billing')}</BillingSection>
    </div>
  );
}

function ShippingAddressView() {
  const { t } = useCheckoutMessages();
  const cartT = useCartTranslation().t;
  const navigate = useStoreNavigate();
  const { state } = useIdentity();
  const lookup = useAddressLookup();
  const { cart, fallback } = useCheckoutCart();
  useCheckoutStartedEvent(cart);
  const isUpdating = useCartStore((store) => store.isUpdating);
  const [error, setError] = useState<string | null>(null);
  const [alerts, setAlerts] = useState<string[]>([]);
  const [sameChoice, setSameChoice] = useState<boolean | null>(null);

  if (!cart) return fallback;
  const sameAsShipping =
    sameChoice ??
    (!cart.billingAddress || isSameAddress(cart.billingAddress, cart.shippingAddress));
  const sectionProps: SectionProps = {
    cart,
    lookup,
    sameAsShipping,
    onSameAsShippingChange: setSameChoice,
    onError: setError,
  };

  function proceed(current: TransformedCart) {
    if (!current.isAddressValid) {
      setAlerts([cartT('confirmation.addressesMissing')]);
      return;
    }
    setAlerts([]);
    void navigate('/shipping-methods');
  }

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <CheckoutAlerts messages={[...(error ? [error] : []), ...alerts]} />
      {state.isSignedIn && state.canonicalId ? (
        <CustomerAddresses
          {...sectionProps}
          customerId={state.canonicalId}
          email={state.profile?.email ?? cart.customerEmail}
        />
      ) : (
        <GuestAddresses {...sectionProps} />
      )}
      <CheckoutStepButtons
        next={{
          label: t('shippingAddress.continue'),
          disabled: isUpdating,
          onClick: () => proceed(cart),
        }}
        back={{ label: t('shippingAddress.back'), to: '/cart' }}
      />
    </div>
  );
}

/**
 * `/shipping-address`: where the order ships and who is billed. Visitors are offered sign-in
 * (or sign-up) and otherwise enter the address as guests, their email with it; signed-in
 * customers choose from their saved addresses, add, edit or delete them. Billing is the
 * shipping address unless the shopper says otherwise. 'Please Update Billing and Shipping
 * addresses to proceed' until both are there.
 *
 * @example
 * { path: '/shipping-address', lazy: () => import('./shipping-address-page') }
 */
export const ShippingAddressRoutePage = checkoutCartRoute(
  'shippingAddress',
  'shippingAddress',
  ShippingAddressView,
);
