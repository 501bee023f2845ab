// Story helper (Storybook only, not in '@storefront/designs/testing'): a decorator body that renders a story inside
// the designs providers, with a query client seeded with sample answers (Storybook has no
// sandbox; calls that are not seeded answer 503).
import type { HttpFetch } from '@storefront/http';
import {
  createTestQueryClient,
  type QuerySeed,
  type StoryProvidersProps,
} from '@storefront/ui-kit/testing';
import type { Decorator } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Design } from '../../lib/api/design';
import type { DesignList } from '../../lib/api/list-designs';
import { DESIGN_LIST_PAGE_SIZE, designsQueryKeys } from '../design-queries';
import { DesignsTestProviders, noServices } from './designs-test-providers';

/** Providers of one story render, with an optional seed of the query cache. */
export function DesignsStoryProviders({
  seed,
  fetch = noServices,
  language = 'en',
  children,
}: StoryProvidersProps & { fetch?: HttpFetch }) {
  const [queryClient] = useState(() => createTestQueryClient(seed));
  return (
    <DesignsTestProviders
      fetch={fetch}
      queryClient={queryClient}
      language={language}
      token="story-token"
    >
      <div className="bg-surface text-ink max-w-6xl p-4">{children}</div>
    </DesignsTestProviders>
  );
}

/**
 * The decorator of every designs story: the providers, with `parameters.seed` (a function of
 * the query client) and `parameters.language` (`en` or `de`).
 */
export const withDesignsProviders: Decorator = (Story, context) => {
  const seed = context.parameters['seed'] as QuerySeed | undefined;
  const language = context.parameters['language'] === 'de' ? 'de' : 'en';
  return (
    <DesignsStoryProviders seed={seed} language={language}>
      <Story />
    </DesignsStoryProviders>
  );
};

/** Seeds My Designs' list with designs. */
export function seedDesignList(designs: Design[]) {
  return (queryClient: QueryClient) => {
    const list: DesignList = {
      designs: designs.map(({ document: _document, ...summary }) => summary),
      total: designs.length,
      limit: DESIGN_LIST_PAGE_SIZE,
      offset: 0,
    };
    queryClient.setQueryData(designsQueryKeys.list('boxup', DESIGN_LIST_PAGE_SIZE), list);
  };
}

/** Seeds one design with its document and its template (no surface attributes). */
export function seedDesign(design: Design) {
  return (queryClient: QueryClient) => {
    queryClient.setQueryData(designsQueryKeys.design('boxup', design.id), design);
    queryClient.setQueryData(designsQueryKeys.template('boxup', design.id, design.version), {
      instructions: {
        designId: design.id,
        version: design.version,
        boxStyle: null,
        surfacesUrl: null,
      },
      surfaces: null,
    });
  };
}
