import type { ApiDeliveryOption } from './api/cart-schemas';

/**
 * The delivery option chosen when a line has none: the first whose first display name is this
 * (spec: "Default delivery option chosen by first display name matching a fixed name").
 *
 * @example
 * DEFAULT_DELIVERY_OPTION_NAME; // 'Standard'
 */
export const DEFAULT_DELIVERY_OPTION_NAME = 'Standard';

/**
 * The option a line shows as chosen: its selected option when offered, else the default
 * (first display name 'Standard'), else the first option; `null` without options.
 *
 * @example
 * defaultDeliveryOptionId(options, 'edo-express'); // 'edo-express' when offered
 * defaultDeliveryOptionId(options, null); // 'edo-standard'
 */
export function defaultDeliveryOptionId(
  options: readonly ApiDeliveryOption[],
  selectedId: string | null | undefined,
): string | null {
  if (selectedId && options.some((option) => option.eCommerceDeliveryOptionId === selectedId)) {
    return selectedId;
  }
  const standard = options.find(
    (option) => (option.displayNames[0] ?? option.name) === DEFAULT_DELIVERY_OPTION_NAME,
  );
  return (standard ?? options[0])?.eCommerceDeliveryOptionId ?? null;
}
