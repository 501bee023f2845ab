import { Button, cn } from '@storefront/ui-kit';
import { useId, useState } from 'react';
import type { ApiAddress, ApiAddressInput } from '../lib/address';
import type { AddressLookup, AddressLookupClient } from '../lib/address-lookup-client';
import { AddressForm } from './address-form/address-form';
import { AddressSummary } from './address-summary';
import { useCartTranslation } from './use-cart-translation';

/**
 * A saved address of the customer: the API address with its id.
 *
 * @example
 * const saved: SavedAddress = { id: 'addr_1', firstName: 'Dana', lastName: 'Whitfield', city: 'Arlington', state: 'TX', country: 'US' };
 */
export type SavedAddress = ApiAddressInput & { id: string };

/**
 * What the address book is doing (spec: form actions initial, add more, selection mode, edit,
 * cancel, add new, delete): choosing (`selection`), adding (`add`) or editing one (`edit`).
 *
 * @example
 * const mode: SavedAddressesMode = { kind: 'edit', id: 'addr_1' };
 */
export type SavedAddressesMode =
  { kind: 'selection' } | { kind: 'add' } | { kind: 'edit'; id: string };

/**
 * Props of {@link SavedAddresses}.
 *
 * @example
 * const props: SavedAddressesProps = { addresses: customer.addresses, selectedId: null, onSelect, onSave, onDelete };
 */
export interface SavedAddressesProps {
  addresses: readonly SavedAddress[];
  /** The address chosen now (radio), or `null`. */
  selectedId: string | null;
  /** The legend of the list ("Shipping address"). */
  legend?: string;
  onSelect: (id: string) => void;
  /**
   * Saves a new address (`id` undefined) or an edited one. A rejection keeps the form as typed
   * and shows its message.
   */
  onSave: (address: ApiAddress, id: string | undefined) => Promise<unknown>;
  /** Deletes a saved address. */
  onDelete?: (id: string) => Promise<unknown>;
  /** The street search of the address form. */
  lookup?: AddressLookup;
  /** Address cleansing of the form (see `AddressForm`'s `cleanse`). */
  cleanse?: AddressLookupClient['cleanse'];
  /**
   * What a new address starts with, e.g. the signed-in customer's name, company and email, so
   * they are not typed again.
   */
  newAddressDefaults?: ApiAddressInput;
  /** Marks the customer's default addresses. */
  defaultShippingAddressId?: string | null;
  defaultBillingAddressId?: string | null;
  disabled?: boolean;
  className?: string;
}

function nameOf(address: ApiAddressInput): string {
  return [address.firstName, address.lastName, address.streetName].filter(Boolean).join(' ');
}

/**
 * The signed-in customer's address book at checkout: the saved addresses to choose from
 * (radio buttons), each with Edit and Delete, "Add a new address", and the address form for
 * adding or editing, with Cancel back to the list. Without saved addresses the form shows at
 * once (the initial state).
 *
 * @example
 * <SavedAddresses
 *   legend="Shipping address"
 *   addresses={customer.addresses}
 *   selectedId={selectedId}
 *   onSelect={setSelectedId}
 *   onSave={(address, id) => saveAddress(address, id)}
 *   onDelete={(id) => deleteAddress(id)}
 * />
 */
export function SavedAddresses({
  addresses,
  selectedId,
  legend,
  onSelect,
  onSave,
  onDelete,
  lookup,
  cleanse,
  newAddressDefaults,
  defaultShippingAddressId,
  defaultBillingAddressId,
  disabled = false,
  className,
}: SavedAddressesProps) {
  const { t } = useCartTranslation();
  const groupName = useId();
  const [mode, setMode] = useState<SavedAddressesMode>({ kind: 'selection' });
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const effectiveMode: SavedAddressesMode = addresses.length === 0 ? { kind: 'add' } : mode;
  const editing =
    effectiveMode.kind === 'edit'
      ? addresses.find((address) => address.id === effectiveMode.id)
      : undefined;

  async function remove(id: string) {
    setDeleteError(null);
    try {
      await onDelete?.(id);
    } catch (error) {
      setDeleteError(
        (error as { userMessage?: string; message?: string }).userMessage ??
          (error as Error).message,
      );
    }
  }

  if (effectiveMode.kind !== 'selection') {
    return (
      <div className={cn('flex flex-col gap-3', className)} data-slot="saved-addresses">
        {addresses.length === 0 ? <p className="text-ink-muted">{t('addresses.none')}</p> : null}
        <AddressForm
          key={editing?.id ?? 'new'}
          label={legend ?? t('addresses.legend')}
          initialAddress={editing ?? newAddressDefaults}
          lookup={lookup}
          {...(cleanse ? { cleanse } : {})}
          submitLabel={t('addresses.save')}
          onSubmit={async (address) => {
            await onSave(address, editing?.id);
            setMode({ kind: 'selection' });
          }}
          {...(addresses.length > 0 ? { onCancel: () => setMode({ kind: 'selection' }) } : {})}
        />
      </div>
    );
  }

  return (
    <div className={cn('flex flex-col gap-3', className)} data-slot="saved-addresses">
      <fieldset className="flex flex-col gap-3" disabled={disabled}>
        <legend className="text-ink mb-2 text-sm font-semibold">
          {legend ?? t('addresses.legend')}
        </legend>
        {addresses.map((address) => {
          const inputId = `${groupName}-${address.id}`;
          return (
            <div
              key={address.id}
              className={cn(
                'rounded-brand flex flex-wrap items-start gap-3 border p-3',
                selectedId === address.id
                  ? 'border-brand-primary bg-surface-muted'
                  : 'border-border',
              )}
            >
              <input
                id={inputId}
                type="radio"
                name={groupName}
                value={address.id}
                checked={selectedId === address.id}
                onChange={() => onSelect(address.id)}
                className="accent-brand-primary mt-1 size-5"
              />
              <label
                htmlFor={inputId}
                className="flex min-w-0 flex-1 cursor-pointer flex-col gap-1"
              >
                <AddressSummary address={address} />
                {address.id === defaultShippingAddressId ? (
                  <span className="text-brand-primary text-sm font-semibold">
                    {t('addresses.defaultShipping')}
                  </span>
                ) : null}
                {address.id === defaultBillingAddressId ? (
                  <span className="text-brand-primary text-sm font-semibold">
                    {t('addresses.defaultBilling')}
                  </span>
                ) : null}
              </label>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setMode({ kind: 'edit', id: address.id })}
                  aria-label={t('addresses.editLabel', { name: nameOf(address) })}
                >
                  {t('addresses.edit')}
                </Button>
                {onDelete ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => void remove(address.id)}
                    aria-label={t('addresses.deleteLabel', { name: nameOf(address) })}
                  >
                    {t('addresses.delete')}
                  </Button>
                ) : null}
              </div>
            </div>
          );
        })}
      </fieldset>
      {deleteError ? (
        <p role="alert" className="text-danger text-sm font-medium">
          {deleteError}
        </p>
      ) : null}
      <Button
        variant="secondary"
        className="self-start"
        disabled={disabled}
        onClick={() => setMode({ kind: 'add' })}
      >
        {t('addresses.addNew')}
      </Button>
    </div>
  );
}
