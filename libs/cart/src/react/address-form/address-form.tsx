import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Select, TextField, cn } from '@storefront/ui-kit';
import { useEffect, useId, useState, type ReactNode } from 'react';
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
  type AddressLookupClient,
  type AddressSuggestion,
  type ApiAddress,
  type ApiAddressInput,
  type CleanseResult,
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
  /**
   * Address cleansing (`createAddressLookupClient(…).cleanse`). With it, a submitted address is
   * checked first: a perfect match written as entered is saved at once; a match written
   * differently is offered ('Did you mean this address?') beside the address as entered; an
   * address not found (quality E) says so and may be kept as entered. The fields keep what
   * the shopper typed. When the check itself fails (ECX044) the address is saved as entered.
   */
  cleanse?: AddressLookupClient['cleanse'];
  /** Text of the submit button; defaults to "Save address". */
  submitLabel?: ReactNode;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
  /** Accessible name of the form; defaults to "Address". */
  label?: string;
  className?: string;
}

type FieldName = FieldPath<AddressFormValues>;

/** What the cleansing found for a submitted address. */
type CleanseOffer =
  | { kind: 'suggested'; quality: string; typed: ApiAddress; suggested: ApiAddress }
  | { kind: 'notFound'; quality: string; typed: ApiAddress };

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * Checks an address with the cleansing service: `null` when it may be saved as entered (a
 * perfect match written the same way, or the check failed), else the offer to show.
 */
async function checkAddress(
  cleanse: AddressLookupClient['cleanse'],
  typed: ApiAddress,
): Promise<CleanseOffer | null> {
  let result: CleanseResult | undefined;
  try {
    [result] = await cleanse([typed]);
  } catch {
    return null;
  }
  if (!result) return null;
  if (result.quality === 'E' || !result.address)
    return { kind: 'notFound', quality: result.quality, typed };
  const found = result.address;
  const street2 = found.additionalStreetInfo || typed.additionalStreetInfo;
  const suggested: ApiAddress = {
    ...typed,
    streetName: found.streetName,
    ...(street2 ? { additionalStreetInfo: street2 } : {}),
    city: found.city,
    state: found.state,
    postalCode: found.postalCode,
    country: found.country,
  };
  const same = (
    ['streetName', 'additionalStreetInfo', 'city', 'state', 'postalCode', 'country'] as const
  ).every((field) => sameText(typed[field], suggested[field]));
  // A perfect match written as entered is saved as is; anything else offers the cleansed form.
  return same && result.quality === 'A'
    ? null
    : { kind: 'suggested', quality: result.quality, typed, suggested };
}

function AddressLines({ address, className }: { address: ApiAddress; className?: string }) {
  const lines = [
    address.streetName,
    address.additionalStreetInfo,
    [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', '),
    address.country,
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
  return (
    <address className={cn('not-italic', className)}>
      {lines.map((line, index) => (
        <span key={`${index}-${line}`} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
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
  cleanse,
  submitLabel,
  onCancel,
  label,
  className,
}: AddressFormProps) {
  const t = useAddressMessages();
  const [offer, setOffer] = useState<CleanseOffer | null>(null);
  const offerHeadingId = useId();
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
    setOffer(null);
    if (cleanse) {
      const found = await checkAddress(cleanse, address);
      if (found) {
        setOffer(found);
        return;
      }
    }
    await save(address);
  });

  async function save(address: ApiAddress) {
    try {
      await onSubmit(address);
      setOffer(null);
    } catch (error) {
      setSubmitError(errorMessageOf(error) ?? t('submitFailed'));
    }
  }

  const [choosing, setChoosing] = useState(false);
  async function choose(address: ApiAddress) {
    setSubmitError(undefined);
    setChoosing(true);
    try {
      await save(address);
    } finally {
      setChoosing(false);
    }
  }

  useEffect(() => {
    if (offer) document.getElementById(offerHeadingId)?.focus();
  }, [offer, offerHeadingId]);

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
      {offer ? (
        <section
          aria-labelledby={offerHeadingId}
          data-slot="address-cleanse"
          data-quality={offer.quality}
          className={cn(
            'rounded-brand flex flex-col gap-3 border-2 p-3',
            offer.kind === 'suggested' ? 'border-brand-primary' : 'border-danger',
          )}
        >
          <h3 id={offerHeadingId} tabIndex={-1} className="text-ink font-semibold">
            {offer.kind === 'suggested'
              ? t('cleanse.suggestedHeading')
              : t('cleanse.notFoundHeading')}
          </h3>
          <p className="text-ink-muted text-sm">
            {offer.kind === 'suggested' ? t('cleanse.suggestedText') : t('cleanse.notFoundText')}
          </p>
          {offer.kind === 'suggested' ? (
            <AddressLines address={offer.suggested} className="text-ink" />
          ) : null}
          <div className="flex flex-wrap gap-3">
            {offer.kind === 'suggested' ? (
              <Button type="button" loading={choosing} onClick={() => void choose(offer.suggested)}>
                {t('cleanse.useSuggested')}
              </Button>
            ) : null}
            <Button
              type="button"
              variant="secondary"
              disabled={choosing}
              onClick={() => void choose(offer.typed)}
            >
              {t('cleanse.keepTyped')}
            </Button>
          </div>
        </section>
      ) : null}
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
