import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Select, TextField, cn } from '@storefront/ui-kit';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_FORM_COUNTRIES,
  ADDRESS_NAMESPACE,
  PUERTO_RICO,
  addressFormSchema,
  addressFormStatesOf,
  addressMessages,
  findCountry,
  findState,
  formatPhoneAsYouType,
  formatPhoneNumber,
  isCartError,
  lookupAddressToForm,
  toAddressForm,
  toApiAddress,
  type AddressFormValues,
  type AddressLookup,
  type AddressSuggestion,
  type ApiAddress,
  type ApiAddressInput,
} from '../../index';
import { StreetCombobox } from './street-combobox';
import { useAddressSuggestions } from './use-address-suggestions';

/**
 * Props of {@link AddressForm}.
 *
 * @example
 * const props: AddressFormProps = { onSubmit: (address) => saveShippingAddress(address) };
 */
export interface AddressFormProps {
  /** An address to edit, as the API holds it (codes are shown as names, PR as Puerto Rico). */
  initialAddress?: ApiAddressInput;
  /**
   * Called with the valid address in the API's form (`toApiAddress`: codes, Puerto Rico as
   * US/PR, phone as 10 digits, email lower case). A rejection keeps the form as typed and
   * shows the error's message.
   */
  onSubmit: (address: ApiAddress) => void | Promise<void>;
  /**
   * The address lookup for the street search (`createAddressLookupClient`). Without it the
   * street is a plain field.
   */
  lookup?: AddressLookup;
  /** Debounce of the street search; defaults to `ADDRESS_LOOKUP_DEBOUNCE_MS` (300 ms). */
  lookupDebounceMs?: number;
  /** Text of the submit button; defaults to "Save address". */
  submitLabel?: ReactNode;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
  /** Accessible name of the form; defaults to "Address". */
  label?: string;
  className?: string;
}

type FieldName = FieldPath<AddressFormValues>;
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Registers the `address` catalogue the first time a form renders, if the app has not. */
function useAddressMessages(): Translate {
  const { i18n } = useTranslation();
  for (const language of ['en', 'de'] as const) {
    if (!i18n.hasResourceBundle(language, ADDRESS_NAMESPACE)) {
      i18n.addResourceBundle(language, ADDRESS_NAMESPACE, addressMessages[language], true, false);
    }
  }
  const { t } = useTranslation(ADDRESS_NAMESPACE);
  return t as Translate;
}

function initialValues(address: ApiAddressInput | undefined): AddressFormValues {
  const values = toAddressForm(address ?? {});
  return { ...values, phone: formatPhoneNumber(values.phone) };
}

function errorMessageOf(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null) {
    const { userMessage, message } = error as { userMessage?: unknown; message?: unknown };
    if (typeof userMessage === 'string' && userMessage !== '') return userMessage;
    if (typeof message === 'string' && message !== '') return message;
  }
  return undefined;
}

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
  initialAddress,
  onSubmit,
  lookup,
  lookupDebounceMs,
  submitLabel,
  onCancel,
  label,
  className,
}: AddressFormProps) {
  const t = useAddressMessages();
  const [submitError, setSubmitError] = useState<string | undefined>(undefined);
  const [pickedStreet, setPickedStreet] = useState<string | undefined>(undefined);
  const [retrieving, setRetrieving] = useState(false);
  const [retrieveFailed, setRetrieveFailed] = useState(false);
  const [filledAddress, setFilledAddress] = useState<string | undefined>(undefined);

  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    trigger,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<AddressFormValues, unknown, AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: initialValues(initialAddress),
  });

  const country = useWatch({ control, name: 'country' });
  const street = useWatch({ control, name: 'streetOrHouseNo' });
  const suggestions = useAddressSuggestions({
    lookup,
    text: street,
    country,
    debounceMs: lookupDebounceMs,
    enabled: street.trim() !== pickedStreet,
  });

  const errorText = (name: FieldName) => {
    const message = errors[name]?.message;
    return message ? t(message) : undefined;
  };

  const fill = (name: FieldName, value: string) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted });

  const changeCountry = (next: string) => {
    fill('country', next);
    const state = getValues('state');
    if (findCountry(next)?.code === PUERTO_RICO.code) fill('state', PUERTO_RICO.name);
    else if (state !== '' && !findState(next, state)) fill('state', '');
    if (isSubmitted) void trigger(['state', 'postalCode']);
  };

  const pick = async (suggestion: AddressSuggestion) => {
    if (!lookup) return;
    setRetrieving(true);
    setRetrieveFailed(false);
    setFilledAddress(undefined);
    try {
      const fields = lookupAddressToForm(await lookup.retrieve(suggestion.id));
      setPickedStreet(fields.streetOrHouseNo.trim());
      fill('streetOrHouseNo', fields.streetOrHouseNo);
      // Keep a suite the shopper typed when the picked address has none.
      if (fields.street2 !== '') fill('street2', fields.street2);
      fill('country', fields.country);
      fill('state', fields.state);
      fill('city', fields.city);
      fill('postalCode', fields.postalCode);
      setFilledAddress(`${suggestion.text}, ${suggestion.description}`);
    } catch {
      setRetrieveFailed(true);
    } finally {
      setRetrieving(false);
    }
  };

  const submit = handleSubmit(async (values) => {
    setSubmitError(undefined);
    let address: ApiAddress;
    try {
      address = toApiAddress(values);
    } catch (error) {
      if (isCartError(error) && (error.field === 'country' || error.field === 'state')) {
        setError(error.field, { message: error.message }, { shouldFocus: true });
        return;
      }
      throw error;
    }
    try {
      await onSubmit(address);
    } catch (error) {
      setSubmitError(errorMessageOf(error) ?? t('submitFailed'));
    }
  });

  let lookupStatus: ReactNode = undefined;
  if (retrieveFailed || suggestions.status === 'error') lookupStatus = t('lookup.failed');
  else if (retrieving || suggestions.status === 'loading') lookupStatus = t('lookup.searching');
  else if (suggestions.status === 'ready') {
    const count = suggestions.suggestions.length;
    lookupStatus = count === 0 ? t('lookup.noResults') : t('lookup.results', { count });
  } else if (filledAddress !== undefined) {
    lookupStatus = t('lookup.filled', { address: filledAddress });
  }

  const countryOptions = ADDRESS_FORM_COUNTRIES.map((option) => ({
    value: option.name,
    label: option.name,
  }));

  return (
    <form
      noValidate
      aria-label={label ?? t('form.label')}
      data-slot="address-form"
      onSubmit={(event) => void submit(event)}
      className={cn('flex flex-col gap-4', className)}
    >
      {submitError !== undefined ? (
        <p
          role="alert"
          data-slot="submit-error"
          className="rounded-brand border-danger text-danger border-2 px-3 py-2 text-sm font-medium"
        >
          {submitError}
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
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <TextField
              label={
                <>
                  {t('fields.phone')}{' '}
                  <span className="text-ink-muted font-normal">{t('form.optional')}</span>
                </>
              }
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              hint={t('hints.phone')}
              error={errorText('phone')}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={(event) => {
                const input = event.target;
                const typed = input.value;
                // Format only while typing at the end; deleting or editing inside the
                // number keeps exactly what the shopper did.
                const atEnd =
                  input.selectionStart === null || input.selectionStart === typed.length;
                field.onChange(
                  atEnd && typed.length > field.value.length ? formatPhoneAsYouType(typed) : typed,
                );
              }}
              onBlur={() => {
                const shown = formatPhoneNumber(field.value);
                if (shown !== field.value) field.onChange(shown);
                field.onBlur();
              }}
            />
          )}
        />
      </div>
      <Controller
        control={control}
        name="country"
        render={({ field }) => (
          <Select
            label={t('fields.country')}
            placeholder={t('placeholders.country')}
            required
            options={
              field.value === '' || findCountry(field.value)
                ? countryOptions
                : [...countryOptions, { value: field.value, label: field.value }]
            }
            value={findCountry(field.value)?.name ?? (field.value || null)}
            onChange={changeCountry}
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
            hint={lookup ? t('hints.streetOrHouseNo') : undefined}
            error={errorText('streetOrHouseNo')}
            value={field.value}
            name={field.name}
            inputRef={field.ref}
            onChange={(text) => {
              setFilledAddress(undefined);
              setRetrieveFailed(false);
              field.onChange(text);
            }}
            onBlur={field.onBlur}
            suggestions={suggestions.suggestions}
            onPick={(suggestion) => void pick(suggestion)}
            onExpand={suggestions.expand}
            toggleLabel={t('lookup.toggle')}
            expandHint={t('lookup.expand')}
            busy={retrieving || suggestions.status === 'loading'}
            status={lookupStatus}
          />
        )}
      />
      <TextField
        label={
          <>
            {t('fields.street2')}{' '}
            <span className="text-ink-muted font-normal">{t('form.optional')}</span>
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
                required
                disabled={states.length === 0 && field.value === ''}
                options={
                  known || field.value === ''
                    ? states
                    : [...states, { value: field.value, label: field.value }]
                }
                value={known?.name ?? (field.value || null)}
                onChange={(next) => fill('state', next)}
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
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={isSubmitting}>
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
