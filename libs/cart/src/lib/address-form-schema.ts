import { z } from 'zod';
import type { AddressFormValues } from './address';
import type { AddressFormErrorKey } from './address-form-errors';
import { PUERTO_RICO, findCountry, findState } from './countries';
import { hasValidPhoneCharacters, nationalPhoneDigits } from './phone';
import { isPoBoxAddress } from './po-box';

/**
 * Length bounds of the address form (spec: first name 1 to 100; surname and last name "10 to
 * 100", read as 1 to 100 — see the README's decisions; company, street, address line 2 and
 * city at most 100, our bound).
 *
 * @example
 * ADDRESS_FIELD_LIMITS.surname; // { min: 1, max: 100 }
 */
export const ADDRESS_FIELD_LIMITS = {
  firstName: { min: 1, max: 100 },
  surname: { min: 1, max: 100 },
  companyName: { min: 1, max: 100 },
  streetOrHouseNo: { min: 1, max: 100 },
  street2: { min: 0, max: 100 },
  city: { min: 1, max: 100 },
} as const;

/**
 * Form values with every field empty: the `defaultValues` of a new address.
 *
 * @example
 * useForm({ defaultValues: EMPTY_ADDRESS_FORM_VALUES });
 */
export const EMPTY_ADDRESS_FORM_VALUES: AddressFormValues = {
  companyName: '',
  firstName: '',
  surname: '',
  streetOrHouseNo: '',
  street2: '',
  postalCode: '',
  city: '',
  state: '',
  country: '',
  phone: '',
  email: '',
};

const US_ZIP = /^\d{5}(-\d{4})?$/;
// Puerto Rico's ZIP codes run from 006xx to 009xx.
const PUERTO_RICO_ZIP = /^00[6-9]\d{2}(-\d{4})?$/;
// Canada Post: letter digit letter, space, digit letter digit; D, F, I, O, Q and U are never
// used, W and Z not as the first letter.
const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;
// Letters of any script and whitespace (spec: the city keeps only letters and whitespace).
const CITY = /^[\p{L}\s]+$/u;

/**
 * Whether a postal code has the shape of the country (code or name): US ZIP `12345` or
 * `12345-6789`, Puerto Rico ZIP `006xx` to `009xx` (also for the US state Puerto Rico),
 * Canadian `A1A 1A1` (space optional, any letter case).
 *
 * @example
 * isValidPostalCode('US', '76001'); // true
 * isValidPostalCode('Canada', 'k1a0b1'); // true
 * isValidPostalCode('US', '00901', 'PR'); // true
 * isValidPostalCode('US', '76001', 'PR'); // false
 */
export function isValidPostalCode(country: string, postalCode: string, state = ''): boolean {
  const code = findCountry(country)?.code;
  const value = postalCode.trim();
  const puertoRico = code === PUERTO_RICO.code || findState(country, state)?.code === 'PR';
  if (code === 'CA') return CANADIAN_POSTAL_CODE.test(value);
  if (puertoRico) return PUERTO_RICO_ZIP.test(value);
  return code === 'US' && US_ZIP.test(value);
}

function normalisedPostalCode(country: string, postalCode: string): string {
  const value = postalCode.trim();
  if (findCountry(country)?.code !== 'CA') return value;
  const compact = value.replace(/\s/g, '').toUpperCase();
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}

const errorKey = (key: AddressFormErrorKey) => `errors.${key}`;

const fields = {
  companyName: z.string(),
  firstName: z.string(),
  surname: z.string(),
  streetOrHouseNo: z.string(),
  street2: z.string(),
  postalCode: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  phone: z.string(),
  email: z.string(),
};

type Issue = (field: keyof AddressFormValues, key: AddressFormErrorKey, code?: string) => void;

function checkLength(
  issue: Issue,
  field: keyof typeof ADDRESS_FIELD_LIMITS,
  value: string,
  required: AddressFormErrorKey | undefined,
  tooLong: AddressFormErrorKey,
): boolean {
  const { max } = ADDRESS_FIELD_LIMITS[field];
  if (value === '') {
    if (required) issue(field, required);
    return false;
  }
  if (value.length > max) {
    issue(field, tooLong);
    return false;
  }
  return true;
}

function checkAddress(values: AddressFormValues, issue: Issue): void {
  const trimmed = (field: keyof AddressFormValues) => values[field].trim();

  checkLength(
    issue,
    'companyName',
    trimmed('companyName'),
    'companyNameRequired',
    'companyNameLength',
  );
  checkLength(issue, 'firstName', trimmed('firstName'), 'firstNameRequired', 'firstNameLength');
  checkLength(issue, 'surname', trimmed('surname'), 'surnameRequired', 'surnameLength');

  const street = trimmed('streetOrHouseNo');
  if (checkLength(issue, 'streetOrHouseNo', street, 'streetRequired', 'streetLength')) {
    if (isPoBoxAddress(street)) issue('streetOrHouseNo', 'poBox', 'ECX038');
  }
  const street2 = trimmed('street2');
  if (checkLength(issue, 'street2', street2, undefined, 'street2Length')) {
    if (isPoBoxAddress(street2)) issue('street2', 'poBox', 'ECX038');
  }

  const city = trimmed('city');
  if (checkLength(issue, 'city', city, 'cityRequired', 'cityLength') && !CITY.test(city)) {
    issue('city', 'cityInvalid');
  }

  const countryValue = trimmed('country');
  const country = findCountry(countryValue);
  if (countryValue === '') issue('country', 'countryRequired');
  else if (!country) issue('country', 'countryUnsupported');

  const stateValue = trimmed('state');
  if (stateValue === '') issue('state', 'stateRequired');
  else if (country && !findState(country.code, stateValue)) issue('state', 'stateInvalid');

  const postalCode = trimmed('postalCode');
  if (postalCode === '') issue('postalCode', 'postalCodeRequired');
  else if (country && !isValidPostalCode(country.code, postalCode, stateValue)) {
    issue('postalCode', 'postalCodeInvalid');
  }

  const phone = trimmed('phone');
  if (phone !== '') {
    if (!hasValidPhoneCharacters(phone)) issue('phone', 'phoneInvalid');
    else if (nationalPhoneDigits(phone) === undefined) issue('phone', 'phoneDigits');
  }

  const email = trimmed('email');
  if (email === '') issue('email', 'emailRequired');
  else if (!z.email().safeParse(email).success) issue('email', 'emailInvalid');
}

function normalise(values: AddressFormValues): AddressFormValues {
  const country = findCountry(values.country);
  const countryName = country?.name ?? values.country.trim();
  const state = findState(countryName, values.state);
  const phone = values.phone.trim();
  return {
    companyName: values.companyName.trim(),
    firstName: values.firstName.trim(),
    surname: values.surname.trim(),
    streetOrHouseNo: values.streetOrHouseNo.trim(),
    street2: values.street2.trim(),
    postalCode: normalisedPostalCode(countryName, values.postalCode),
    city: values.city.trim().replace(/\s+/g, ' '),
    state: state?.name ?? values.state.trim(),
    country: countryName,
    phone: phone === '' ? '' : (nationalPhoneDigits(phone) ?? phone),
    email: values.email.trim().toLowerCase(),
  };
}

/**
 * The rules of the address form (spec section 5) as a zod schema for react-hook-form
 * (`zodResolver(addressFormSchema)`). Input and output are {@link AddressFormValues}.
 *
 * Rules: company name, street and house number, postal code, first name, last name, country,
 * state, city and email are required; first and last name 1 to 100 characters; the city only
 * letters and whitespace; a postal code of the country's shape (US ZIP, Puerto Rico ZIP
 * 006xx–009xx, Canadian A1A 1A1); the phone optional, only +, spaces, hyphens and digits,
 * 9 to 19 characters and 10 digits; a valid email; no PO box in either street line
 * (ECX038); country the United States, Canada or Puerto Rico and a state of that country.
 *
 * Each issue's message is the i18n key `errors.<key>` of {@link ADDRESS_NAMESPACE} (English
 * text via `addressErrorText`); a PO box issue also carries `params.code: 'ECX038'`.
 *
 * The output is normalised: values trimmed, the city's spaces collapsed, country and state as
 * the names the form shows, a Canadian postal code upper case with one space, the phone as
 * its 10 digits, the email lower case. Pass it to `toApiAddress` for the API.
 *
 * @example
 * const result = addressFormSchema.safeParse({ ...values, streetOrHouseNo: 'PO Box 12' });
 * result.error?.issues[0]; // { path: ['streetOrHouseNo'], message: 'errors.poBox', params: { code: 'ECX038' }, … }
 */
export const addressFormSchema = z
  .object(fields)
  .superRefine((values, ctx) => {
    checkAddress(values, (field, key, code) => {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: errorKey(key),
        ...(code === undefined ? {} : { params: { code } }),
      });
    });
  })
  .transform(normalise);
