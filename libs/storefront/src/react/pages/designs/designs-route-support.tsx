// Shared pieces of the design routes: their strings, the designs client of the app, the page
// frame and the title and description of each page.
import { createDesignsClient, DESIGNS_NAMESPACE, designsMessages } from '@storefront/designs';
import type { DesignsClient, DielineUnit } from '@storefront/designs';
import { DesignsClientProvider, designsQueryKeys } from '@storefront/designs/react';
import { useIdentity } from '@storefront/identity-sdk/react';
import { useMessages } from '@storefront/ui-kit/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { PageKey } from '../../../lib/variants/page-meta';
import { useShopperAccess } from '../../use-shopper-token';
import { useDocumentMeta, usePageMeta } from '../../page-meta';
import { useServiceEndpoints, useStoreVariant } from '../../storefront-context';
import { PAGE_META_NAMESPACE } from '../../../lib/i18n/culture';
import { DESIGN_PAGES_NAMESPACE, designPagesMessages } from './designs-page.messages';

/**
 * Registers the `designs` strings (the pages of `@storefront/designs`) and the storefront's
 * `design-pages` strings the first time a design route renders, so no other page's first load
 * carries them.
 *
 * @example
 * useDesignsMessages();
 */
export function useDesignsMessages(): void {
  useMessages(DESIGNS_NAMESPACE, designsMessages);
  useMessages(DESIGN_PAGES_NAMESPACE, designPagesMessages);
}

/**
 * The unit the brand's shoppers measure boxes in: millimetres on the German tenant, inches in
 * North America.
 *
 * @example
 * <TemplateMakerView defaultUnit={useStoreUnit()} />
 */
export function useStoreUnit(): DielineUnit {
  return useStoreVariant().tenant === 'germany' ? 'mm' : 'in';
}

/**
 * The designs client of the app: the session and assets services of the configured endpoints,
 * the brand's store id, and the shopper's bearer — the customer's access token when signed in,
 * else the anonymous session's token (so designs are saved for visitors too).
 */
function useStoreDesignsClient(): DesignsClient {
  const variant = useStoreVariant();
  const endpoints = useServiceEndpoints();
  const access = useShopperAccess('customer-or-anonymous');
  return useMemo(
    () =>
      createDesignsClient({
        sessionUrl: endpoints.session,
        assetsUrl: endpoints.assets,
        storefrontId: variant.storeId,
        ...access,
      }),
    [endpoints.session, endpoints.assets, variant.storeId, access],
  );
}

/**
 * Drops the cached designs when the owner changes (sign-in moves an anonymous session's designs
 * to the customer; sign-out leaves them with the customer), so no page shows another owner's
 * list.
 */
function useForgetDesignsOfOtherOwners(storefrontId: string) {
  const { state } = useIdentity();
  const queryClient = useQueryClient();
  const owner = state.status === 'initializing' ? undefined : (state.canonicalId ?? state.anonId);
  const previous = useRef(owner);
  useEffect(() => {
    if (previous.current !== undefined && owner !== undefined && previous.current !== owner) {
      void queryClient.invalidateQueries({ queryKey: designsQueryKeys.all(storefrontId) });
    }
    if (owner !== undefined) previous.current = owner;
  }, [owner, queryClient, storefrontId]);
}

/**
 * Provides the app's designs client to the designs pages below it.
 *
 * @example
 * <StoreDesignsProvider><MyDesignsView … /></StoreDesignsProvider>
 */
export function StoreDesignsProvider({ children }: { children: ReactNode }) {
  const client = useStoreDesignsClient();
  useForgetDesignsOfOtherOwners(client.storefrontId);
  return <DesignsClientProvider client={client}>{children}</DesignsClientProvider>;
}

/** The design routes' titles: the brand's SEO copy where it has the page, else our own. */
type DesignPageMetaKey =
  | 'templateMaker'
  | 'templateDesigner'
  | 'approveDesign'
  | 'myDesigns'
  | 'downloadArtwork'
  | 'sharedDesign';

function BrandMeta({ pageKey }: { pageKey: PageKey }) {
  usePageMeta(pageKey);
  return null;
}

function OwnMeta({ page }: { page: DesignPageMetaKey }) {
  const { t } = useMessages(DESIGN_PAGES_NAMESPACE);
  const { brandName } = useStoreVariant();
  useDocumentMeta(`${t(`meta.${page}.title`)} | ${brandName}`, t(`meta.${page}.description`));
  return null;
}

/**
 * Sets the page's title and description: the brand's SEO copy for the named pages it has
 * (template maker, approve design, my designs), otherwise the page's name with the brand.
 */
function DesignPageMeta({ page }: { page: DesignPageMetaKey }) {
  // The brand's SEO table of the language shown says which pages it has (these pages are
  // rendered in the browser only, so waiting for it delays no server-rendered markup).
  const { has } = useMessages(PAGE_META_NAMESPACE, useStoreVariant().texts.pageMeta);
  const hasBrandCopy = has(`${page}.title`);
  return hasBrandCopy ? <BrandMeta pageKey={page as PageKey} /> : <OwnMeta page={page} />;
}

/**
 * The frame of a design route: its strings, title and description, the designs client and the
 * page's width.
 *
 * @example
 * <DesignRouteFrame page="templateMaker"><TemplateMakerView /></DesignRouteFrame>
 */
export function DesignRouteFrame({
  page,
  bare = false,
  children,
}: {
  page: DesignPageMetaKey;
  /** Leave out the page's width and padding (inside a frame that has them, e.g. the account's). */
  bare?: boolean;
  children: ReactNode;
}) {
  useDesignsMessages();
  return (
    <StoreDesignsProvider>
      {/* The page shows while the brand's search-engine copy loads. */}
      <Suspense fallback={null}>
        <DesignPageMeta page={page} />
      </Suspense>
      {bare ? children : <div className="mx-auto max-w-6xl px-4 py-12">{children}</div>}
    </StoreDesignsProvider>
  );
}
