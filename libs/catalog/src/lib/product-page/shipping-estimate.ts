import type { Money } from '@storefront/pricing';

/**
 * Where a shipping estimate is quoted to.
 *
 * @example
 * const address: EstimateAddress = { ...DEFAULT_ESTIMATE_ADDRESS, postalCode: '76002' };
 */
export interface EstimateAddress {
  readonly city: string;
  /** Two-letter state or province code. */
  readonly state: string;
  readonly postalCode: string;
  /** Two-letter country code. */
  readonly country: string;
  /** The spec marks the default estimate address as a PO box: it is never shipped to. */
  readonly isPoBox: boolean;
}

/**
 * The address the shipping estimate is for until the shopper gives one (spec §9: TX, 76001,
 * US, Arlington, marked as PO box).
 *
 * @example
 * `${DEFAULT_ESTIMATE_ADDRESS.city}, ${DEFAULT_ESTIMATE_ADDRESS.state} ${DEFAULT_ESTIMATE_ADDRESS.postalCode}`; // 'Arlington, TX 76001'
 */
export const DEFAULT_ESTIMATE_ADDRESS: EstimateAddress = Object.freeze({
  state: 'TX',
  postalCode: '76001',
  country: 'US',
  city: 'Arlington',
  isPoBox: true,
});

/**
 * What a shipping estimate is asked for: a product, a quantity and the address.
 *
 * @example
 * const request: ShippingEstimateRequest = { productKey: 'custom-mailer-box', quantity: 250, address: DEFAULT_ESTIMATE_ADDRESS };
 */
export interface ShippingEstimateRequest {
  readonly productKey: string;
  readonly quantity: number;
  readonly address: EstimateAddress;
}

/**
 * One delivery option of an estimate, as the delivery-options service quotes it.
 *
 * @example
 * const standard: ShippingEstimateOption = { id: 'edo-standard', name: 'Standard', arrivalDate: '2026-03-20T00:00:00Z', shippingPrice: money('10.10') };
 */
export interface ShippingEstimateOption {
  readonly id: string;
  /** The option's first display name ('Standard', 'Expedited', …). */
  readonly name: string;
  /** Promised arrival day (ISO date-time, midnight UTC of the day). */
  readonly arrivalDate: string;
  readonly shippingPrice: Money;
}

/**
 * Fetches the delivery options of a product to an address. The catalogue does not call the
 * delivery-options service itself (that call belongs to `@storefront/cart`): the app passes a
 * function built from it. It rejects when the service cannot quote the address (the page then
 * shows 'Unable to recieve Shipping Options for the given Postal Code').
 *
 * @example
 * const fetchEstimate: FetchShippingEstimate = async ({ productKey, quantity, address }) =>
 *   toOptions(await cartApi.getShippingMethods({ shippingAddress: toApiAddress(address), items: [{ productKey, quantity }] }));
 */
export type FetchShippingEstimate = (
  request: ShippingEstimateRequest,
  options: { signal?: AbortSignal },
) => Promise<readonly ShippingEstimateOption[]>;

/**
 * The option an estimate shows: the first named 'Standard' (the spec's default delivery
 * option), else the first; `null` without options.
 *
 * @example
 * defaultEstimateOption(options)?.name; // 'Standard'
 */
export function defaultEstimateOption(
  options: readonly ShippingEstimateOption[],
): ShippingEstimateOption | null {
  return options.find((option) => option.name === 'Standard') ?? options[0] ?? null;
}

/**
 * The calendar day of an arrival date as the service sends it (midnight UTC of that day), for
 * formatting in any time zone without moving to the day before.
 *
 * @example
 * arrivalDay('2026-03-20T00:00:00Z'); // a Date at noon local time on March 20, 2026
 */
export function arrivalDay(isoDate: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return new Date(isoDate);
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
}
