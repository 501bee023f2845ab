import { Button, Card, Section } from '@storefront/ui-kit';
import { useId, useState, type ReactNode } from 'react';
import { addressLines } from '../../lib/address-lines';
import {
  defaultAddressOf,
  defaultAddressUpdate,
  type Customer,
  type CustomerAddress,
  type DefaultAddressKind,
} from '../../lib/customer-model';
import type { OrderAddress } from '../../lib/order-response';
import { AddressText } from '../address-text';
import { useUpdateCustomer } from '../use-customer';
import { useOrdersFormat } from '../use-orders-format';

/**
 * What {@link DefaultAddressesProps.renderAddressForm} gets to render the address form.
 *
 * @example
 * const render = (form: DefaultAddressFormRenderProps) => <AddressForm initialAddress={form.address ?? undefined} onSubmit={form.onSubmit} onCancel={form.onCancel} label={form.label} />;
 */
export interface DefaultAddressFormRenderProps {
  kind: DefaultAddressKind;
  /** The address being edited, or `null` when there is none yet. */
  address: CustomerAddress | null;
  /** The accessible name of the form ('Default billing address'). */
  label: string;
  /** Saves the address as this default; rejects (with an `ApiError`) when the save failed. */
  onSubmit: (address: Partial<OrderAddress>) => Promise<void>;
  onCancel: () => void;
}

/**
 * Props of {@link DefaultAddresses}.
 *
 * @example
 * const props: DefaultAddressesProps = { customer, renderAddressForm: (form) => <AddressForm {...} /> };
 */
export interface DefaultAddressesProps {
  customer: Customer;
  /**
   * Renders the address form (the storefront passes `AddressForm` of `@storefront/cart/react`,
   * so the account keeps the checkout's form rules). Without it the addresses are read only.
   */
  renderAddressForm?: (form: DefaultAddressFormRenderProps) => ReactNode;
}

function DefaultAddress({
  customer,
  kind,
  renderAddressForm,
}: {
  customer: Customer;
  kind: DefaultAddressKind;
  renderAddressForm: DefaultAddressesProps['renderAddressForm'];
}) {
  const { t } = useOrdersFormat();
  const headingId = useId();
  const update = useUpdateCustomer(customer.id);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButtonId = useId();
  const address = defaultAddressOf(customer, kind);
  const title = t(kind === 'billing' ? 'account.addresses.billing' : 'account.addresses.shipping');
  const close = () => {
    setEditing(false);
    // Focus goes back to the button that opened the form.
    setTimeout(() => document.getElementById(editButtonId)?.focus(), 0);
  };
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      data-slot={`default-${kind}-address`}
      className="flex flex-col gap-3"
    >
      <h3 id={headingId} className="font-brand-heading text-ink text-lg">
        {title}
      </h3>
      {editing && renderAddressForm ? (
        renderAddressForm({
          kind,
          address,
          label: title,
          onSubmit: async (next) => {
            await update.mutateAsync(defaultAddressUpdate(customer, kind, next));
            setSaved(true);
            close();
          },
          onCancel: close,
        })
      ) : (
        <>
          {address ? (
            <AddressText lines={addressLines(address)} />
          ) : (
            <p className="text-ink-muted">{t('account.addresses.none')}</p>
          )}
          {renderAddressForm ? (
            <Button
              id={editButtonId}
              variant="secondary"
              size="sm"
              className="self-start"
              aria-label={t(
                address ? 'account.addresses.editLabel' : 'account.addresses.addLabel',
                {
                  kind: title,
                },
              )}
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {t(address ? 'account.addresses.edit' : 'account.addresses.add')}
            </Button>
          ) : null}
          <p role="status" className="text-success text-sm empty:hidden">
            {saved ? t('account.addresses.saved') : null}
          </p>
        </>
      )}
    </Card>
  );
}

/**
 * The customer's default billing and shipping addresses, each with an edit (or add) button
 * that opens the address form in place; saving makes it that default (`defaultAddressUpdate`:
 * a default shared with the other one is copied, so editing billing never moves shipping).
 *
 * @example
 * <DefaultAddresses
 *   customer={customer}
 *   renderAddressForm={(form) => (
 *     <AddressForm initialAddress={form.address ?? undefined} onSubmit={form.onSubmit} onCancel={form.onCancel} label={form.label} />
 *   )}
 * />
 */
export function DefaultAddresses({ customer, renderAddressForm }: DefaultAddressesProps) {
  const { t } = useOrdersFormat();
  return (
    <Section
      heading={t('account.addresses.heading')}
      data-slot="default-addresses"
      className="flex flex-col gap-3"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <DefaultAddress customer={customer} kind="billing" renderAddressForm={renderAddressForm} />
        <DefaultAddress customer={customer} kind="shipping" renderAddressForm={renderAddressForm} />
      </div>
    </Section>
  );
}
