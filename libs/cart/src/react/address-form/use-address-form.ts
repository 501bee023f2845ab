import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import {
  toAddressForm,
  toApiAddress,
  type AddressFormValues,
  type ApiAddress,
  type ApiAddressInput,
} from '../../lib/address';
import { addressFormSchema } from '../../lib/address-form-schema';
import type { AddressLookup, AddressLookupClient } from '../../lib/address-lookup-client';
import type { AddressSuggestion } from '../../lib/address-lookup-find';
import { lookupAddressToForm } from '../../lib/address-lookup-retrieve';
import { isCartError } from '../../lib/cart-error';
import { PUERTO_RICO, findCountry, findState } from '../../lib/countries';
import { formatPhoneNumber } from '../../lib/phone';
import { checkAddress, type CleanseOffer } from './check-address';
import { useAddressMessages, type AddressTranslate } from './use-address-messages';
import { useAddressSuggestions } from './use-address-suggestions';

/**
 * What the address form does with an address: where it starts, where it goes, how the street
 * is looked up and how a submitted address is checked. Part of `AddressFormProps`.
 */
export interface UseAddressFormOptions {
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
}

/** A field of the address form. */
export type AddressFieldName = FieldPath<AddressFormValues>;

function initialValues(address: ApiAddressInput | undefined): AddressFormValues {
  const values = toAddressForm(address ?? {});
  return { ...values, phone: formatPhoneNumber(values.phone) };
}

function errorMessageOf(error: unknown): string | undefined {
  // A cart error's own message says what exactly was wrong (its userMessage is the code's
  // general catalogue text).
  if (isCartError(error)) return error.message;
  if (typeof error === 'object' && error !== null) {
    const { userMessage, message } = error as { userMessage?: unknown; message?: unknown };
    if (typeof userMessage === 'string' && userMessage !== '') return userMessage;
    if (typeof message === 'string' && message !== '') return message;
  }
  return undefined;
}

/**
 * The logic of the address form: the react-hook-form state with `addressFormSchema`, the
 * country–state rules, the street search and filling a picked address, submitting with the
 * optional cleansing check and its offer, and the messages of the `address` catalogue. The
 * views read what it returns. Not exported from the package.
 */
export function useAddressForm({
  initialAddress,
  onSubmit,
  lookup,
  lookupDebounceMs,
  cleanse,
}: UseAddressFormOptions) {
  const t: AddressTranslate = useAddressMessages();
  const [offer, setOffer] = useState<CleanseOffer | null>(null);
  const offerHeadingId = useId();
  const [submitError, setSubmitError] = useState<string | undefined>(undefined);
  const [pickedStreet, setPickedStreet] = useState<string | undefined>(undefined);
  const [retrieving, setRetrieving] = useState(false);
  const [retrieveFailed, setRetrieveFailed] = useState(false);
  const [filledAddress, setFilledAddress] = useState<string | undefined>(undefined);
  const [choosing, setChoosing] = useState(false);

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

  const errorText = (name: AddressFieldName) => {
    const message = errors[name]?.message;
    return message ? t(message) : undefined;
  };

  const fill = (name: AddressFieldName, value: string) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted });

  const changeCountry = (next: string) => {
    fill('country', next);
    const state = getValues('state');
    if (findCountry(next)?.code === PUERTO_RICO.code) fill('state', PUERTO_RICO.name);
    else if (state !== '' && !findState(next, state)) fill('state', '');
    if (isSubmitted) void trigger(['state', 'postalCode']);
  };

  const pickStreet = async (suggestion: AddressSuggestion) => {
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

  /** The shopper typed in the street: what the lookup last said no longer applies. */
  const streetEdited = () => {
    setFilledAddress(undefined);
    setRetrieveFailed(false);
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

  async function chooseOffered(address: ApiAddress) {
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

  return {
    t,
    control,
    register,
    isSubmitting,
    errorText,
    /** The country as typed or picked (name), which the state list follows. */
    country,
    fill,
    changeCountry,
    submit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    submitError,
    street: {
      suggestions: suggestions.suggestions,
      pick: (suggestion: AddressSuggestion) => void pickStreet(suggestion),
      expand: suggestions.expand,
      edited: streetEdited,
      busy: retrieving || suggestions.status === 'loading',
      status: lookupStatus,
    },
    cleanseOffer: {
      offer,
      headingId: offerHeadingId,
      choosing,
      choose: (address: ApiAddress) => void chooseOffered(address),
    },
  };
}
