import type { ApiAddress } from '../../lib/address';
import type { CleanseResult } from '../../lib/address-lookup-cleanse';
import type { AddressLookupClient } from '../../lib/address-lookup-client';

/**
 * What the cleansing found for a submitted address: a `suggested` address written differently
 * (or matched less than perfectly), or `notFound` (quality E). Not exported from the package.
 */
export type CleanseOffer =
  | { kind: 'suggested'; quality: string; typed: ApiAddress; suggested: ApiAddress }
  | { kind: 'notFound'; quality: string; typed: ApiAddress };

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * Checks an address with the cleansing service: `null` when it may be saved as entered (a
 * perfect match written the same way, or the check failed), else the offer to show.
 */
export async function checkAddress(
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
