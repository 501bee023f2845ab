import { importOnRequest } from '@storefront/http';
import { useLazyMutation, type LazyMutationResult } from '@storefront/http/react';
import { useCallback } from 'react';
import type { ShareLink, ShareLinkRequest } from '../lib/api/create-share-link';
import type { QuoteReceipt, QuoteRequest } from '../lib/api/request-quote';
import type { AttributeValidation, validateAttributes } from '../lib/api/validate-attributes';
import { useCatalogClient } from './catalog-client-provider';

// Each mutation imports its operation when the shopper first sends it, not with the page.

/** What {@link useValidateAttributes} checks: a product version's selection. */
type AttributeValidationRequest = Parameters<typeof validateAttributes>[1];

/**
 * Sends a quote request (contract 1). `mutateAsync` resolves with the receipt (quote id and
 * respond-by date); read refused fields with `quoteFieldErrors(error)`.
 *
 * @example
 * const quote = useRequestQuote();
 * const receipt = await quote.mutateAsync({ kind: 'quote', productKey, productName, quantity, contact });
 */
export function useRequestQuote(): LazyMutationResult<QuoteReceipt, QuoteRequest> {
  const client = useCatalogClient();
  const mutationFn = useCallback(
    (request: QuoteRequest) =>
      importOnRequest(
        { method: 'post', path: 'order-quotation', code: 'ECX999' },
        () => import('../lib/api/request-quote'),
      ).then((operation) => operation.requestQuote(client, request)),
    [client],
  );
  return useLazyMutation({ mutationFn });
}

/**
 * Creates a share link (contract 2); fails with ECX039.
 *
 * @example
 * const share = useCreateShareLink();
 * const link = await share.mutateAsync({ siteUrl, kind: 'product', productKey, selection, name });
 */
export function useCreateShareLink(): LazyMutationResult<ShareLink, ShareLinkRequest> {
  const client = useCatalogClient();
  const mutationFn = useCallback(
    (request: ShareLinkRequest) =>
      importOnRequest(
        { method: 'post', path: 'generateUniqueURL', code: 'ECX039' },
        () => import('../lib/api/create-share-link'),
      ).then((operation) => operation.createShareLink(client, request)),
    [client],
  );
  return useLazyMutation({ mutationFn });
}

/**
 * Checks a selection with the selector service before it is handed on; fails with ECX024.
 *
 * @example
 * const check = useValidateAttributes();
 * const verdict = await check.mutateAsync({ productKey, version, attributes });
 * if (!verdict.valid) showErrors(verdict.errors);
 */
export function useValidateAttributes(): LazyMutationResult<
  AttributeValidation,
  AttributeValidationRequest
> {
  const client = useCatalogClient();
  const mutationFn = useCallback(
    (request: AttributeValidationRequest) =>
      importOnRequest(
        { method: 'get', path: 'validate', code: 'ECX024' },
        () => import('../lib/api/validate-attributes'),
      ).then((operation) => operation.validateAttributes(client, request)),
    [client],
  );
  return useLazyMutation({ mutationFn });
}
