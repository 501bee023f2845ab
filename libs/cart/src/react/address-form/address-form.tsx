import { Button, Select, TextField, cn } from '@storefront/ui-kit';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import {
  ADDRESS_FORM_COUNTRIES,
  addressFormStatesOf,
  findCountry,
  findState,
} from '../../lib/countries';
import { AddressCleanseOffer } from './address-cleanse-offer';
import { PhoneField } from './phone-field';
import { StreetCombobox } from './street-combobox';
import { useAddressForm, type UseAddressFormOptions } from './use-address-form';

/**
 * Props of {@link AddressForm}: what it does with the address (`initialAddress`, `onSubmit`,
 * `lookup`, `lookupDebounceMs`, `cleanse`) and how it shows.
 *
 * @example
 * const props: AddressFormProps = { onSubmit: (address) => saveShippingAddress(address) };
 */
export interface AddressFormProps extends UseAddressFormOptions {
  /** Text of the submit button; defaults to "Save address". */
  submitLabel?: ReactNode;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
  /** Accessible name of the form; defaults to "Address". */
  label?: string;
  className?: string;
}

const countryOptions = ADDRESS_FORM_COUNTRIES.map((option) => ({
  value: option.name,
  label: option.name,
}));

/**
 * The address form of the checkout and the account (spec sections 3 and 5): company, first
 * and last name, email, phone, country, street with address search, address line 2, city,
 * state and postal code, every field labelled, with the rules of `addressFormSchema` and
 * their messages per field (i18n namespace `address`, registered on first render).
 *
 * - The state list follows the country (US with DC and Puerto Rico, Canadian provinces,
 *   Puerto Rico); Puerto Rico as the country picks its state.
 * - The phone is formatted as typed ("(212) 555-0100"); deleting or editing inside the number
 *   is never undone by the formatter.
 * - With a `lookup`, typing 3 characters of the street suggests addresses (debounced); picking
 *   one fills street, city, state, postal code and country; a street with many numbers opens
 *   its addresses. A lookup failure says so and leaves the fields as typed.
 * - On submit the values are validated; errors show per field and focus the first one, and
 *   nothing typed is lost, also when `onSubmit` rejects.
 *
 * @example
 * const lookup = createAddressLookupClient({ baseUrl: endpoints.addressLookup });
 * <AddressForm
 *   lookup={lookup}
 *   initialAddress={customer.addresses[0]}
 *   onSubmit={async (address) => saveAddress(address)}
 * />
 */
export function AddressForm({
  submitLabel,
  onCancel,
  label,
  className,
  ...behaviour
}: AddressFormProps) {
  const form = useAddressForm(behaviour);
  const { t, control, register, errorText, country, street, cleanseOffer } = form;
  const optional = <span className="text-ink-muted font-normal">{t('form.optional')}</span>;

  return (
    <form
      noValidate
      aria-label={label ?? t('form.label')}
      data-slot="address-form"
      onSubmit={form.submit}
      className={cn('flex flex-col gap-4', className)}
    >
      {form.submitError !== undefined ? (
        <p
          role="alert"
          data-slot="submit-error"
          className="rounded-brand border-danger text-danger border-2 px-3 py-2 text-sm font-medium"
        >
          {form.submitError}
        </p>
      ) : null}
      <TextField
        label={t('fields.companyName')}
        autoComplete="organization"
        required
        error={errorText('companyName')}
        {...register('companyName')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.firstName')}
          autoComplete="given-name"
          required
          error={errorText('firstName')}
          {...register('firstName')}
        />
        <TextField
          label={t('fields.surname')}
          autoComplete="family-name"
          required
          error={errorText('surname')}
          {...register('surname')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          error={errorText('email')}
          {...register('email')}
        />
        <PhoneField
          control={control}
          label={
            <>
              {t('fields.phone')} {optional}
            </>
          }
          hint={t('hints.phone')}
          error={errorText('phone')}
        />
      </div>
      <Controller
        control={control}
        name="country"
        render={({ field }) => (
          <Select
            label={t('fields.country')}
            placeholder={t('placeholders.country')}
            autoComplete="country-name"
            required
            options={
              field.value === '' || findCountry(field.value)
                ? countryOptions
                : [...countryOptions, { value: field.value, label: field.value }]
            }
            value={findCountry(field.value)?.name ?? (field.value || null)}
            onChange={form.changeCountry}
            error={errorText('country')}
          />
        )}
      />
      <Controller
        control={control}
        name="streetOrHouseNo"
        render={({ field }) => (
          <StreetCombobox
            label={t('fields.streetOrHouseNo')}
            hint={behaviour.lookup ? t('hints.streetOrHouseNo') : undefined}
            error={errorText('streetOrHouseNo')}
            value={field.value}
            name={field.name}
            inputRef={field.ref}
            onChange={(text) => {
              street.edited();
              field.onChange(text);
            }}
            onBlur={field.onBlur}
            suggestions={street.suggestions}
            onPick={street.pick}
            onExpand={street.expand}
            toggleLabel={t('lookup.toggle')}
            expandHint={t('lookup.expand')}
            busy={street.busy}
            status={street.status}
          />
        )}
      />
      <TextField
        label={
          <>
            {t('fields.street2')} {optional}
          </>
        }
        autoComplete="address-line2"
        error={errorText('street2')}
        {...register('street2')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('fields.city')}
          autoComplete="address-level2"
          required
          error={errorText('city')}
          {...register('city')}
        />
        <Controller
          control={control}
          name="state"
          render={({ field }) => {
            const states = addressFormStatesOf(country).map((state) => ({
              value: state.name,
              label: state.name,
            }));
            const known = findState(country, field.value);
            return (
              <Select
                label={t('fields.state')}
                placeholder={t('placeholders.state')}
                autoComplete="address-level1"
                required
                disabled={states.length === 0 && field.value === ''}
                options={
                  known || field.value === ''
                    ? states
                    : [...states, { value: field.value, label: field.value }]
                }
                value={known?.name ?? (field.value || null)}
                onChange={(next) => form.fill('state', next)}
                error={errorText('state')}
              />
            );
          }}
        />
        <TextField
          label={t('fields.postalCode')}
          autoComplete="postal-code"
          required
          error={errorText('postalCode')}
          {...register('postalCode')}
        />
      </div>
      {cleanseOffer.offer ? (
        <AddressCleanseOffer
          offer={cleanseOffer.offer}
          headingId={cleanseOffer.headingId}
          choosing={cleanseOffer.choosing}
          onChoose={cleanseOffer.choose}
          t={t}
        />
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={form.isSubmitting}>
          {submitLabel ?? t('actions.submit')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
