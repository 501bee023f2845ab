import { useLazyQuery, type LazyQueryResult } from '@storefront/http/react';
import type { Availability } from '../lib/api/get-availability';
import { useCatalogClient } from './catalog-client-provider';
import { availabilityQueryOptions, type AvailabilityRequest } from './catalog-queries';

/**
 * Whether a quantity of a product (in a size) can be ordered; `null` waits. `data.message` is
 * the spec's text when it cannot ('Product is out of stock. Please try after sometime').
 *
 * @example
 * const { data } = useAvailability({ productKey: 'custom-gable-box', version: 1, quantity: 50, size: '10 x 6 x 8' });
 * data?.available; // false
 */
export function useAvailability(
  request: AvailabilityRequest | null,
): LazyQueryResult<Availability> {
  const client = useCatalogClient();
  return useLazyQuery({
    ...availabilityQueryOptions(client, request ?? { productKey: '', version: 1, quantity: 1 }),
    enabled: request !== null,
  });
}
