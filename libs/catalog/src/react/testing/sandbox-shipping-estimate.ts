// Test helper (exported at @storefront/catalog/testing): a shipping-estimate fetcher against
// the in-process sandbox's delivery-options service (`POST …/shippingMethods`, the call the
// storefront makes through `@storefront/cart`, which the catalogue may not import).
import type { HttpFetch } from '@storefront/http';
import { fromPriceObject, type PriceObjectInput } from '@storefront/pricing';
import type { FetchShippingEstimate } from '../../lib/product-page/shipping-estimate';
import { SANDBOX_ORIGIN } from '../../lib/testing/catalog-api-sandbox';

interface DeliveryOptionAnswer {
  eCommerceDeliveryOptionId: string;
  name: string;
  displayNames: string[];
  date: string;
  shippingPrice: PriceObjectInput;
}

/** Quotes through the sandbox's delivery-options service; rejects on any failure status. */
export function sandboxShippingEstimate(fetch: HttpFetch): FetchShippingEstimate {
  return async ({ productKey, quantity, address }, { signal }) => {
    const response = await fetch(
      new Request(
        `${SANDBOX_ORIGIN}/ecommerce/tenants/north-america/storefronts/boxup/shippingMethods`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            shippingAddress: {
              city: address.city,
              state: address.state,
              postalCode: address.postalCode,
              country: address.country,
            },
            items: [{ productKey, quantity }],
          }),
          ...(signal ? { signal } : {}),
        },
      ),
    );
    if (!response.ok) throw new Error(`shippingMethods answered ${response.status}`);
    const body = (await response.json()) as {
      items: { deliveryOptions: DeliveryOptionAnswer[] }[];
    };
    return (body.items[0]?.deliveryOptions ?? []).map((option) => ({
      id: option.eCommerceDeliveryOptionId,
      name: option.displayNames[0] ?? option.name,
      arrivalDate: option.date,
      shippingPrice: fromPriceObject(option.shippingPrice),
    }));
  };
}
