import { PO_BOX_NOT_SUPPORTED_MESSAGE } from './po-box';

/**
 * The English text of every address form rule, by key. The form schema reports
 * `errors.<key>` as the issue message, which is the i18n key of the same text in
 * the `address` i18n namespace; use this map to show a message without an i18n instance. Wording of the
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

export const ADDRESS_FORM_ERRORS_DE: Record<AddressFormErrorKey, string> = {
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
