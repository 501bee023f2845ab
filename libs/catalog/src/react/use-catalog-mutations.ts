import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import {
  createShareLink,
  type ShareLink,
  type ShareLinkRequest,
} from '../lib/api/create-share-link';
import { requestQuote, type QuoteReceipt, type QuoteRequest } from '../lib/api/request-quote';
import { validateAttributes, type AttributeValidation } from '../lib/api/validate-attributes';
import type { ProductAttributes } from '../lib/product-page/product-selection';
import { useCatalogClient } from './catalog-client-provider';

/**
 * Sends a quote request (contract 1). `mutateAsync` resolves with the receipt (quote id and
 * respond-by date); read refused fields with `quoteFieldErrors(error)`.
 *
 * @example
 * const quote = useRequestQuote();
 * const receipt = await quote.mutateAsync({ kind: 'quote', productKey, productName, quantity, contact });
 */
export function useRequestQuote(): UseMutationResult<QuoteReceipt, Error, QuoteRequest> {
  const client = useCatalogClient();
  return useMutation({ mutationFn: (request: QuoteRequest) => requestQuote(client, request) });
}

/**
 * Creates a share link (contract 2); fails with ECX039.
 *
 * @example
 * const share = useCreateShareLink();
 * const link = await share.mutateAsync({ siteUrl, kind: 'product', productKey, selection, name });
 */
export function useCreateShareLink(): UseMutationResult<ShareLink, Error, ShareLinkRequest> {
  const client = useCatalogClient();
  return useMutation({
    mutationFn: (request: ShareLinkRequest) => createShareLink(client, request),
  });
}

/**
 * Checks a selection with the selector service before it is handed on; fails with ECX024.
 *
 * @example
 * const check = useValidateAttributes();
 * const verdict = await check.mutateAsync({ productKey, version, attributes });
 * if (!verdict.valid) showErrors(verdict.errors);
 */
export function useValidateAttributes(): UseMutationResult<
  AttributeValidation,
  Error,
  { productKey: string; version: number; attributes: ProductAttributes }
> {
  const client = useCatalogClient();
  return useMutation({
    mutationFn: (request: { productKey: string; version: number; attributes: ProductAttributes }) =>
      validateAttributes(client, request),
  });
}
