import { PO_BOX_NOT_SUPPORTED_MESSAGE } from './po-box';

/**
 * The i18n namespace of the address form, its rules and the address lookup. `AddressForm`
 * registers {@link addressMessages} in it on first render when the app has not.
 *
 * @example
 * i18n.addResourceBundle('en', ADDRESS_NAMESPACE, addressMessages.en);
 */
export const ADDRESS_NAMESPACE = 'address';

/**
 * The English text of every address form rule, by key. The form schema reports
 * `errors.<key>` as the issue message, which is the i18n key of the same text in
 * {@link ADDRESS_NAMESPACE}; use this map to show a message without i18next. Wording of the
 * spec where it gives one ('PO Box address not supported', 'Invalid Email address').
 *
 * @example
 * ADDRESS_FORM_ERRORS.poBox; // 'PO Box address not supported'
 */
export const ADDRESS_FORM_ERRORS = {
  companyNameRequired: 'Company name is required',
  companyNameLength: 'Company name must be at most 100 characters',
  firstNameRequired: 'First name is required',
  firstNameLength: 'First name must be between 1 and 100 characters',
  surnameRequired: 'Last name is required',
  surnameLength: 'Last name must be between 1 and 100 characters',
  streetRequired: 'Street and house number are required',
  streetLength: 'Street and house number must be at most 100 characters',
  street2Length: 'Address line 2 must be at most 100 characters',
  poBox: PO_BOX_NOT_SUPPORTED_MESSAGE,
  cityRequired: 'City is required',
  cityInvalid: 'Invalid city name: use letters and spaces only',
  cityLength: 'City must be at most 100 characters',
  countryRequired: 'Country is required',
  countryUnsupported: 'We ship to the United States and Canada only',
  stateRequired: 'State is required',
  stateInvalid: 'Choose a state or province of the selected country',
  postalCodeRequired: 'Postal code is required',
  postalCodeInvalid: 'Invalid postal code',
  phoneInvalid: 'Phone number may contain only +, spaces, hyphens and digits (9 to 19 characters)',
  phoneDigits: 'Phone number must be 10 digits without special characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid Email address',
} as const;

/**
 * Key of an address form rule's message (see {@link ADDRESS_FORM_ERRORS}).
 *
 * @example
 * const key: AddressFormErrorKey = 'postalCodeInvalid';
 */
export type AddressFormErrorKey = keyof typeof ADDRESS_FORM_ERRORS;

const ADDRESS_FORM_ERRORS_DE: Record<AddressFormErrorKey, string> = {
  companyNameRequired: 'Firmenname ist erforderlich',
  companyNameLength: 'Der Firmenname darf höchstens 100 Zeichen lang sein',
  firstNameRequired: 'Vorname ist erforderlich',
  firstNameLength: 'Der Vorname muss zwischen 1 und 100 Zeichen lang sein',
  surnameRequired: 'Nachname ist erforderlich',
  surnameLength: 'Der Nachname muss zwischen 1 und 100 Zeichen lang sein',
  streetRequired: 'Straße und Hausnummer sind erforderlich',
  streetLength: 'Straße und Hausnummer dürfen höchstens 100 Zeichen lang sein',
  street2Length: 'Der Adresszusatz darf höchstens 100 Zeichen lang sein',
  poBox: 'Postfachadressen werden nicht unterstützt',
  cityRequired: 'Stadt ist erforderlich',
  cityInvalid: 'Ungültiger Städtename: nur Buchstaben und Leerzeichen',
  cityLength: 'Die Stadt darf höchstens 100 Zeichen lang sein',
  countryRequired: 'Land ist erforderlich',
  countryUnsupported: 'Wir liefern nur in die USA und nach Kanada',
  stateRequired: 'Bundesstaat ist erforderlich',
  stateInvalid: 'Wählen Sie einen Bundesstaat oder eine Provinz des gewählten Landes',
  postalCodeRequired: 'Postleitzahl ist erforderlich',
  postalCodeInvalid: 'Ungültige Postleitzahl',
  phoneInvalid:
    'Die Telefonnummer darf nur +, Leerzeichen, Bindestriche und Ziffern enthalten (9 bis 19 Zeichen)',
  phoneDigits: 'Die Telefonnummer muss 10 Ziffern ohne Sonderzeichen haben',
  emailRequired: 'E-Mail-Adresse ist erforderlich',
  emailInvalid: 'Ungültige E-Mail-Adresse',
};

/**
 * The English text of an address form issue message (`errors.<key>`), or the message itself
 * when it is not one of the form's keys.
 *
 * @example
 * addressErrorText('errors.postalCodeInvalid'); // 'Invalid postal code'
 */
export function addressErrorText(message: string): string {
  const key = message.startsWith('errors.') ? message.slice('errors.'.length) : '';
  return key in ADDRESS_FORM_ERRORS ? ADDRESS_FORM_ERRORS[key as AddressFormErrorKey] : message;
}

/**
 * The {@link ADDRESS_NAMESPACE} catalogue in English and German: field labels, the rules'
 * messages (`errors.*`), the street search (`lookup.*`) and the form's actions. Both languages
 * have the same keys (a test checks it).
 *
 * @example
 * i18n.addResourceBundle('de', ADDRESS_NAMESPACE, addressMessages.de);
 * i18n.t('fields.postalCode', { ns: ADDRESS_NAMESPACE }); // 'Postleitzahl'
 */
export const addressMessages = {
  en: {
    form: { label: 'Address', required: 'required', optional: '(optional)' },
    fields: {
      companyName: 'Company name',
      firstName: 'First name',
      surname: 'Last name',
      email: 'Email',
      phone: 'Phone',
      country: 'Country',
      streetOrHouseNo: 'Street and house number',
      street2: 'Apartment, suite, unit',
      city: 'City',
      state: 'State / Province',
      postalCode: 'Postal code',
    },
    placeholders: {
      country: 'Choose a country',
      state: 'Choose a state or province',
    },
    hints: {
      streetOrHouseNo: 'Type at least 3 characters to search for your address.',
      phone: 'Shown as (XXX) XXX-XXXX.',
    },
    errors: { ...ADDRESS_FORM_ERRORS },
    lookup: {
      searching: 'Searching addresses…',
      results_one: '{{count}} address found. Use the arrow keys to choose.',
      results_other: '{{count}} addresses found. Use the arrow keys to choose.',
      noResults: 'No matching address found. Please enter it manually.',
      failed: 'Unable to look up this address. Please enter it manually.',
      expand: 'press Enter to show its addresses',
      filled: 'Address filled in: {{address}}',
      toggle: 'Show address suggestions',
    },
    cleanse: {
      suggestedHeading: 'Did you mean this address?',
      suggestedText:
        'We checked your address against the postal records and found it written this way.',
      useSuggested: 'Use the suggested address',
      notFoundHeading: 'We could not find this address',
      notFoundText: 'Please check it for typos. If it is right, you can keep it as you entered it.',
      keepTyped: 'Keep the address as entered',
    },
    actions: {
      submit: 'Save address',
      cancel: 'Cancel',
    },
    submitFailed: 'Unable to process this address. Please check it and try again.',
  },
  de: {
    form: { label: 'Adresse', required: 'erforderlich', optional: '(optional)' },
    fields: {
      companyName: 'Firmenname',
      firstName: 'Vorname',
      surname: 'Nachname',
      email: 'E-Mail',
      phone: 'Telefon',
      country: 'Land',
      streetOrHouseNo: 'Straße und Hausnummer',
      street2: 'Wohnung, Suite, Einheit',
      city: 'Stadt',
      state: 'Bundesstaat / Provinz',
      postalCode: 'Postleitzahl',
    },
    placeholders: {
      country: 'Land wählen',
      state: 'Bundesstaat oder Provinz wählen',
    },
    hints: {
      streetOrHouseNo: 'Geben Sie mindestens 3 Zeichen ein, um nach Ihrer Adresse zu suchen.',
      phone: 'Angezeigt als (XXX) XXX-XXXX.',
    },
    errors: ADDRESS_FORM_ERRORS_DE,
    lookup: {
      searching: 'Adressen werden gesucht…',
      results_one: '{{count}} Adresse gefunden. Mit den Pfeiltasten auswählen.',
      results_other: '{{count}} Adressen gefunden. Mit den Pfeiltasten auswählen.',
      noResults: 'Keine passende Adresse gefunden. Bitte geben Sie sie von Hand ein.',
      failed: 'Diese Adresse konnte nicht gesucht werden. Bitte geben Sie sie von Hand ein.',
      expand: 'Eingabetaste zeigt ihre Adressen',
      filled: 'Adresse übernommen: {{address}}',
      toggle: 'Adressvorschläge zeigen',
    },
    cleanse: {
      suggestedHeading: 'Meinten Sie diese Adresse?',
      suggestedText:
        'Wir haben Ihre Adresse mit den Postdaten abgeglichen und sie in dieser Schreibweise gefunden.',
      useSuggested: 'Vorgeschlagene Adresse verwenden',
      notFoundHeading: 'Wir konnten diese Adresse nicht finden',
      notFoundText:
        'Bitte prüfen Sie sie auf Tippfehler. Wenn sie stimmt, können Sie sie so behalten, wie Sie sie eingegeben haben.',
      keepTyped: 'Adresse wie eingegeben behalten',
    },
    actions: {
      submit: 'Adresse speichern',
      cancel: 'Abbrechen',
    },
    submitFailed:
      'Diese Adresse konnte nicht verarbeitet werden. Bitte prüfen Sie sie und versuchen Sie es erneut.',
  },
} as const;
