import { isApiError } from '@storefront/http';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createDesign } from '../lib/api/create-design';
import type { DesignShareLinkRequest } from '../lib/api/create-design-share-link';
import { createDesignShareLink } from '../lib/api/create-design-share-link';
import { deleteDesign } from '../lib/api/delete-design';
import type { DesignsClient } from '../lib/api/designs-client';
import type { Design } from '../lib/api/design';
import { duplicateDesign } from '../lib/api/duplicate-design';
import { getDesign } from '../lib/api/get-design';
import { getDesignTemplate } from '../lib/api/get-design-template';
import { getSharedDesign } from '../lib/api/get-shared-design';
import { listDesigns } from '../lib/api/list-designs';
import { renameDesign } from '../lib/api/rename-design';
import type { UpdateDesignRequest } from '../lib/api/update-design';
import { updateDesign } from '../lib/api/update-design';
import type { ArtworkUploadFile } from '../lib/api/upload-artwork';
import { uploadArtwork } from '../lib/api/upload-artwork';
import { useDesignsClient } from './designs-client-provider';

/** How many designs one page of My Designs asks for (the session service's largest page). */
export const DESIGN_LIST_PAGE_SIZE = 100;

/**
 * Query keys of the designs hooks, so an app can seed or invalidate them. Every key starts
 * with `['designs', storefrontId]`.
 *
 * @example
 * queryClient.invalidateQueries({ queryKey: designsQueryKeys.all('boxup') });
 */
export const designsQueryKeys = {
  all: (storefrontId: string) => ['designs', storefrontId] as const,
  list: (storefrontId: string, limit: number) => ['designs', storefrontId, 'list', limit] as const,
  design: (storefrontId: string, id: string) => ['designs', storefrontId, 'design', id] as const,
  template: (storefrontId: string, id: string, version: number) =>
    ['designs', storefrontId, 'template', id, version] as const,
  shared: (storefrontId: string, shareId: string) =>
    ['designs', storefrontId, 'shared', shareId] as const,
};

/** Retries only what may pass on a second try: no answer or a 5xx, at most twice. */
function retryTransient(failureCount: number, error: Error): boolean {
  return failureCount < 2 && isApiError(error) && (error.status === 0 || error.status >= 500);
}

/** The shopper's designs, `limit` at most (internal). */
export function useDesignList(limit: number) {
  const client = useDesignsClient();
  return useQuery({
    queryKey: designsQueryKeys.list(client.storefrontId, limit),
    queryFn: ({ signal }) => listDesigns(client, { limit }, { signal }),
    retry: retryTransient,
  });
}

/**
 * The template of a saved design (internal): its rendering instructions, fetched with a fresh
 * cache-busting timestamp, and the surface attributes of its size; fails with ECX019.
 * Disabled without a design.
 */
export function useDesignTemplate(
  design: Pick<Design, 'id' | 'version' | 'renderingInstructionsUrl'> | undefined,
) {
  const client = useDesignsClient();
  return useQuery({
    queryKey: designsQueryKeys.template(
      client.storefrontId,
      design?.id ?? '',
      design?.version ?? 0,
    ),
    queryFn: ({ signal }) =>
      getDesignTemplate(client, design ?? { renderingInstructionsUrl: '' }, { signal }),
    enabled: Boolean(design),
    retry: retryTransient,
    // A save gives the design a new version: keep the editor open meanwhile.
    placeholderData: (previous) => previous,
  });
}

/** One design with its document (internal); disabled without an id. */
export function useDesign(id: string | undefined) {
  const client = useDesignsClient();
  return useQuery({
    queryKey: designsQueryKeys.design(client.storefrontId, id ?? ''),
    queryFn: ({ signal }) => getDesign(client, id ?? '', { signal }),
    enabled: Boolean(id),
    retry: retryTransient,
    staleTime: 0,
  });
}

/**
 * The design behind a share link (no sign-in needed). An invalid or expired link stays so,
 * so only a missing answer or a 5xx is asked again.
 *
 * @example
 * const shared = useSharedDesign(shareId);
 * if (shared.isSuccess) console.log(shared.data.sharedBy);
 */
export function useSharedDesign(shareId: string) {
  const client = useDesignsClient();
  return useQuery({
    queryKey: designsQueryKeys.shared(client.storefrontId, shareId),
    queryFn: ({ signal }) => getSharedDesign(client, shareId, { signal }),
    retry: retryTransient,
  });
}

/** Invalidates the list and stores a changed design in the cache. */
function useDesignCache() {
  const client = useDesignsClient();
  const queryClient = useQueryClient();
  return {
    client,
    remember: (design: Design) => {
      queryClient.setQueryData(designsQueryKeys.design(client.storefrontId, design.id), design);
      return queryClient.invalidateQueries({
        queryKey: [...designsQueryKeys.all(client.storefrontId), 'list'],
      });
    },
    forget: (id: string) => {
      queryClient.removeQueries({ queryKey: designsQueryKeys.design(client.storefrontId, id) });
      return queryClient.invalidateQueries({
        queryKey: [...designsQueryKeys.all(client.storefrontId), 'list'],
      });
    },
  };
}

/** A mutation that answers with a design, which it stores in the cache (internal). */
function useDesignMutation<Variables>(
  save: (client: DesignsClient, variables: Variables) => Promise<Design>,
) {
  const { client, remember } = useDesignCache();
  return useMutation({
    mutationFn: (variables: Variables) => save(client, variables),
    onSuccess: remember,
  });
}

/** Saves a new design (internal). */
export function useCreateDesign() {
  return useDesignMutation(createDesign);
}

/** Saves changes to a design (internal). */
export function useUpdateDesign() {
  return useDesignMutation(
    (client, { id, changes }: { id: string; changes: UpdateDesignRequest }) =>
      updateDesign(client, id, changes),
  );
}

/** Renames a design (internal). */
export function useRenameDesign() {
  return useDesignMutation((client, { id, name }: { id: string; name: string }) =>
    renameDesign(client, id, name),
  );
}

/** Duplicates a design (internal). */
export function useDuplicateDesign() {
  return useDesignMutation(duplicateDesign);
}

/** Deletes a design (internal). */
export function useDeleteDesign() {
  const { client, forget } = useDesignCache();
  return useMutation({
    mutationFn: async (id: string) => {
      await deleteDesign(client, id);
      return id;
    },
    onSuccess: forget,
  });
}

/** Creates a share link to a design (internal). */
export function useCreateDesignShareLink() {
  const client = useDesignsClient();
  return useMutation({
    mutationFn: (request: DesignShareLinkRequest) => createDesignShareLink(client, request),
  });
}

/** Uploads an artwork file (internal). */
export function useUploadArtwork() {
  const client = useDesignsClient();
  return useMutation({
    mutationFn: (file: ArtworkUploadFile) => uploadArtwork(client, file),
  });
}
