import { ADDRESS_FORM_ERRORS, ADDRESS_FORM_ERRORS_DE } from './address-form-errors';

/**
 * The i18n namespace of the address form, its rules and the address lookup. `AddressForm`
 * registers {@link addressMessages} in it on first render when the app has not.
 *
 * @example
 * registerMessages(i18n, ADDRESS_NAMESPACE, addressMessages);
 */
export const ADDRESS_NAMESPACE = 'address';

/**
 * The {@link ADDRESS_NAMESPACE} catalogue in English and German: field labels, the rules'
 * messages (`errors.*`), the street search (`lookup.*`) and the form's actions. Both languages
 * have the same keys (a test checks it).
 *
 * @example
 * registerMessages(i18n, ADDRESS_NAMESPACE, addressMessages);
 * translator(i18n, ADDRESS_NAMESPACE)('fields.postalCode'); // 'Postleitzahl'
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
      results:
        '{count, plural, one {{count} address found. Use the arrow keys to choose.} other {{count} addresses found. Use the arrow keys to choose.}}',
      noResults: 'No matching address found. Please enter it manually.',
      failed: 'Unable to look up this address. Please enter it manually.',
      expand: 'press Enter to show its addresses',
      filled: 'Address filled in: {address}',
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
      results:
        '{count, plural, one {{count} Adresse gefunden. Mit den Pfeiltasten auswählen.} other {{count} Adressen gefunden. Mit den Pfeiltasten auswählen.}}',
      noResults: 'Keine passende Adresse gefunden. Bitte geben Sie sie von Hand ein.',
      failed: 'Diese Adresse konnte nicht gesucht werden. Bitte geben Sie sie von Hand ein.',
      expand: 'Eingabetaste zeigt ihre Adressen',
      filled: 'Adresse übernommen: {address}',
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
