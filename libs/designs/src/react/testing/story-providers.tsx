// Story helper (not exported from the package): a decorator body that renders a story inside
// the designs providers, with a query client seeded with sample answers (Storybook has no
// sandbox; calls that are not seeded answer 503).
import type { HttpFetch } from '@storefront/http';
import type { Decorator } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { Design } from '../../lib/api/design';
import type { DesignList } from '../../lib/api/list-designs';
import type { EditorDocument } from '../../lib/editor/editor-document';
import { createEditorDocument } from '../../lib/editor/editor-document';
import { DESIGN_LIST_PAGE_SIZE, designsQueryKeys } from '../design-queries';
import { DesignsTestProviders, createTestQueryClient, noServices } from './designs-test-providers';

/** Providers of one story render, with an optional seed of the query cache. */
export function DesignsStoryProviders({
  seed,
  fetch = noServices,
  language = 'en',
  children,
}: {
  seed?: (queryClient: QueryClient) => void;
  fetch?: HttpFetch;
  language?: 'en' | 'de';
  children: ReactNode;
}) {
  const [queryClient] = useState(() => {
    const client = createTestQueryClient();
    seed?.(client);
    return client;
  });
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
  const seed = context.parameters['seed'] as ((queryClient: QueryClient) => void) | undefined;
  const language = context.parameters['language'] === 'de' ? 'de' : 'en';
  return (
    <DesignsStoryProviders seed={seed} language={language}>
      <Story />
    </DesignsStoryProviders>
  );
};

/** A plain picture as a data URL, so stories need no image server. */
export function illustration(label: string, colour = '#0f766e'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200"><rect width="320" height="200" fill="#d9c3a0"/><rect x="60" y="40" width="200" height="120" fill="${colour}"/><text x="160" y="108" font-size="20" text-anchor="middle" fill="#fff" font-family="Arial">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A sample editor document: a teal lid with a logo and a greeting. */
export function sampleDocument(): EditorDocument {
  return {
    ...createEditorDocument('displayMailer', { length: 8, width: 6, depth: 2 }),
    backgrounds: { top: '#0f766e' },
    objects: [
      {
        type: 'image',
        id: 'logo',
        panelId: 'top',
        x: 2.5,
        y: 1,
        width: 3,
        height: 1.875,
        assetId: 'upl_story000000000000000',
        src: illustration('LOGO', '#b45309'),
        filename: 'logo.svg',
        contentType: 'image/svg+xml',
        pixelWidth: null,
        pixelHeight: null,
        colorSpace: 'unknown',
      },
      {
        type: 'text',
        id: 'greeting',
        panelId: 'top',
        x: 0.5,
        y: 3.5,
        width: 7,
        height: 0.6,
        text: 'Thank you for your order!',
        fontFamily: 'Georgia',
        fontSize: 36,
        colour: '#ffffff',
        bold: true,
        italic: false,
        align: 'center',
      },
    ],
  };
}

/** A saved design as the session service answers it. */
export function sampleDesign(overrides: Partial<Design> = {}): Design {
  return {
    id: 'dsg_story0000000000000001',
    name: 'Spring mailer',
    productKey: 'custom-mailer-box',
    selection: { Size: '8 x 6 x 2' },
    storefrontId: 'boxup',
    previewAssetId: null,
    previewUrl: illustration('Spring mailer'),
    renderingInstructionsUrl:
      'http://sandbox.test/session/designs/dsg_story0000000000000001/renderingInstructions?timestamp=1767225600000',
    documentBytes: 900,
    version: 3,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-02-14T16:30:00.000Z',
    document: sampleDocument(),
    ...overrides,
  };
}

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
