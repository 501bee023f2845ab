import { z } from 'zod';
import type { ApiAddress } from '../../db/schema-commerce-documents.ts';

/** Countries the storefront ships to (spec §5: USA and Canada; Puerto Rico is US/PR). */
export const SHIPPING_COUNTRIES = ['US', 'CA'] as const;

/** The keys of {@link ApiAddress} in the order the JSON shows them. */
export const ADDRESS_FIELDS = [
  'company',
  'firstName',
  'lastName',
  'streetName',
  'additionalStreetInfo',
  'postalCode',
  'city',
  'state',
  'country',
  'phone',
  'email',
] as const satisfies ReadonlyArray<keyof ApiAddress>;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * An address in a request body: every field optional (empty and `null` count as absent),
 * trimmed; `country` `US` or `CA` and `state` 2 letters (both upper-cased); `email` an email
 * (lower-cased). Unknown fields are refused.
 *
 * @example
 * ```ts
 * addressInput.parse({ firstName: 'Dana', state: 'tx', country: 'us' }).state; // 'TX'
 * ```
 */
export const addressInput = z
  .strictObject({
    company: text(100),
    firstName: text(100),
    lastName: text(100),
    streetName: text(200),
    additionalStreetInfo: text(200),
    postalCode: text(20),
    city: text(100),
    state: z
      .string()
      .trim()
      .nullish()
      .transform((value) => (value ? value.toUpperCase() : null))
      .refine((value) => value === null || /^[A-Z]{2}$/.test(value), {
        error: 'must be a 2-letter state or province code',
      }),
    country: z
      .string()
      .trim()
      .nullish()
      .transform((value) => (value ? value.toUpperCase() : null))
      .refine(
        (value) => value === null || (SHIPPING_COUNTRIES as readonly string[]).includes(value),
        {
          error: 'must be US or CA',
        },
      ),
    phone: text(30),
    email: z
      .string()
      .trim()
      .nullish()
      .transform((value) => (value ? value.toLowerCase() : null))
      .refine((value) => value === null || z.email().safeParse(value).success, {
        error: 'must be an email address',
      }),
  })
  .partial();

/** An address as a request gives it, before the missing fields are filled with `null`. */
export type AddressInput = z.output<typeof addressInput>;

/**
 * The full API address of an input: every field present, `null` when not given.
 *
 * @example
 * ```ts
 * toApiAddress({ firstName: 'Dana' }).city; // null
 * ```
 */
export function toApiAddress(input: AddressInput): ApiAddress {
  return Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, input[field] ?? null]),
  ) as unknown as ApiAddress;
}

/**
 * Whether an address has what shipping and tax need: street, city, state, postal code and
 * country.
 *
 * @example
 * ```ts
 * isShippable(toApiAddress({ country: 'US' })); // false
 * ```
 */
export function isShippable(address: ApiAddress): boolean {
  return Boolean(
    address.streetName && address.city && address.state && address.postalCode && address.country,
  );
}

const POSTAL_CODE_PATTERNS: Record<string, RegExp> = {
  US: /^\d{5}(?:-\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/,
};

/**
 * Whether a postal code has the form of its country's: `12345` or `12345-6789` in the US,
 * `A1A 1A1` in Canada.
 *
 * @example
 * ```ts
 * isValidPostalCode('US', '76011'); // true
 * isValidPostalCode('CA', '76011'); // false
 * ```
 */
export function isValidPostalCode(country: string, postalCode: string): boolean {
  return POSTAL_CODE_PATTERNS[country]?.test(postalCode.trim()) ?? false;
}
