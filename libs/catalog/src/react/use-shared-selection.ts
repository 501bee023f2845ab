import { importOnRequest } from '@storefront/http';
import { useLazyQuery, type LazyQueryResult } from '@storefront/http/react';
import type { SharedSelection } from '../lib/api/get-shared-selection';
import { useCatalogClient } from './catalog-client-provider';
import { catalogQueryKeys } from './catalog-queries';

/**
 * The selection behind a share link (`?share=` of a product page); no id waits. An unknown or
 * expired link fails at once (no retry) with ECX039 and the detail 'Request is invalid or
 * expired'.
 *
 * @example
 * const shared = useSharedSelection(searchParams.get('share'));
 * shared.data?.selection?.Quantity;
 */
export function useSharedSelection(
  shareId: string | null | undefined,
): LazyQueryResult<SharedSelection> {
  const client = useCatalogClient();
  const id = shareId?.trim() ?? '';
  return useLazyQuery({
    queryKey: catalogQueryKeys.sharedSelection(client.storefrontId, id),
    queryFn: ({ signal }) =>
      importOnRequest(
        { method: 'get', path: `shared/${id}`, code: 'ECX039' },
        () => import('../lib/api/get-shared-selection'),
      ).then((operation) => operation.getSharedSelection(client, id, { signal })),
    enabled: id !== '',
    retry: false,
    staleTime: Infinity,
  });
}
